import { useMemo } from 'react';
import type { AdminPort } from '@/data/admin/admin-port';
import { ResultView } from './admin-widgets';
import { useAdminRead } from './use-admin';

const COLLECTION_LABELS: Record<string, string> = {
  ambulanceCompanies: 'Société d’ambulances',
  clinics: 'Établissement',
};

/** Members listed in the associatedUsers of ambulance companies and clinics (spec §3, §6). */
export function AssociatedUsers({ admin }: { admin: AdminPort }) {
  const groups = useAdminRead(useMemo(() => () => admin.associatedUsers(), [admin]));
  return (
    <section className="card admin-section" aria-labelledby="admin-associated">
      <h2 id="admin-associated">Utilisateurs associés</h2>
      <ResultView result={groups.result}>
        {(list) => {
          const withMembers = list.filter((g) => g.users.length > 0);
          if (withMembers.length === 0) return <p>Aucun utilisateur associé.</p>;
          return (
            <ul className="admin-list">
              {withMembers.map((group) => (
                <li key={`${group.collection}/${group.orgId}`} className="admin-request">
                  <strong>{group.name}</strong> —{' '}
                  {COLLECTION_LABELS[group.collection] ?? group.collection}
                  <ul>
                    {group.users.map((u) => (
                      <li key={u.id}>
                        {u.name || u.email} ({u.email}) — {u.role || 'rôle non précisé'}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          );
        }}
      </ResultView>
    </section>
  );
}
