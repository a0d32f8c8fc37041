import { AUDIT_ACTION_LABELS, type AuditEntry } from '@/domain/admin/audit-entry';
import { formatDateTime } from '@/domain/shared/timestamp';

const brief = (value: unknown) => (value === null ? '—' : JSON.stringify(value).slice(0, 160));

/** The audit trail, newest first: who did what to whom, with the values before and after. */
export function AuditSection({ entries }: { entries: AuditEntry[] }) {
  return (
    <section className="card admin-section" aria-labelledby="admin-audit">
      <h2 id="admin-audit">Journal d’audit</h2>
      {entries.length === 0 ? (
        <p>Aucune action enregistrée.</p>
      ) : (
        <ol className="admin-audit">
          {entries.slice(0, 50).map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</strong> —{' '}
                {entry.summary}
                <br />
                <small>
                  {formatDateTime(entry.at)} par {entry.actor_email} · cible {entry.target}
                </small>
              </p>
              <details>
                <summary>Avant / après</summary>
                <p>Avant : {brief(entry.before)}</p>
                <p>Après : {brief(entry.after)}</p>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
