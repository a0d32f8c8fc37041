import { useMemo, useState } from 'react';
import type { AdminPort, CounterRow, ProbeTiming } from '@/data/admin/admin-port';
import type { AdminCounts } from '@/domain/admin/admin-counts';
import { ROLE_LABELS } from '@/domain/roles/role-labels';
import { USER_TYPES } from '@/domain/shared/role';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';
import { Modal } from '@/ui/modal';
import { LongRunProgress, Outcome, outcomeOf, ResultView } from './admin-widgets';
import { useAdminRead, useLongRun, type Loaded } from './use-admin';

const pairs = (
  record: Record<string, number | undefined>,
  label: (key: string) => string = (key) => key,
) =>
  Object.entries(record)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([key, n]) => `${label(key)} : ${n}`)
    .join(', ') || 'aucun';

/** A stored state by its French name (« En route vers la destination »); an unknown code as it is stored. */
const statusLabel = (etat: string) =>
  TRANSPORT_STATUS_LABELS[etat as keyof typeof TRANSPORT_STATUS_LABELS] ?? etat;

export function CountsPanel({ counts }: { counts: Loaded<AdminCounts> }) {
  return (
    <section className="card admin-section" aria-labelledby="tools-counts">
      <h2 id="tools-counts">Comptages</h2>
      <ResultView result={counts.result}>
        {(c) => (
          <dl className="admin-figures">
            <div>
              <dt>Utilisateurs actifs</dt>
              <dd>{c.activeUsers}</dd>
            </div>
            {USER_TYPES.map((t) => (
              <div key={t}>
                <dt>Comptes actifs — {ROLE_LABELS[t]}</dt>
                <dd>{c.activeUsersByType[t]}</dd>
              </div>
            ))}
            <div>
              <dt>Abonnements actifs ou en essai</dt>
              <dd>{c.activeSubscriptions}</dd>
            </div>
            <div>
              <dt>Transports de test</dt>
              <dd>{c.testTransports}</dd>
            </div>
          </dl>
        )}
      </ResultView>
      {counts.result?.data && (
        <ul>
          <li>Patients par organisation : {pairs(counts.result.data.patientsByOrg)}</li>
          <li>Transports par état : {pairs(counts.result.data.transportsByEtat, statusLabel)}</li>
          <li>Transports par transporteur : {pairs(counts.result.data.transportsByProvider)}</li>
        </ul>
      )}
      <button type="button" className="button button--secondary" onClick={counts.reload}>
        Actualiser les comptages
      </button>
    </section>
  );
}

export function CleanupPanel({ admin, onChanged }: { admin: AdminPort; onChanged(): void }) {
  const run = useLongRun();
  return (
    <section className="card admin-section" aria-labelledby="tools-cleanup">
      <h2 id="tools-cleanup">Nettoyage</h2>
      <p>Supprime les transports créés par l’outil de test (source admin_test), par lots.</p>
      <button
        type="button"
        className="button button--danger"
        disabled={run.running}
        onClick={() => void run.start((r) => admin.cleanupTestTransports(r)).then(onChanged)}
      >
        Supprimer les transports de test
      </button>
      <LongRunProgress run={run} label="Suppression des transports de test" />
    </section>
  );
}

export function MigrationPanel({ admin }: { admin: AdminPort }) {
  const run = useLongRun();
  return (
    <section className="card admin-section" aria-labelledby="tools-migration">
      <h2 id="tools-migration">Migration multi-rôles</h2>
      <p>
        Copie les utilisateurs vers multiRoleUsers et les transports vers multiRoleTransports ;
        relancée, elle ne copie que ce qui manque.
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={run.running}
        onClick={() => void run.start((r) => admin.migrate(r))}
      >
        Lancer la migration
      </button>
      <LongRunProgress run={run} label="Migration multi-rôles" />
    </section>
  );
}

export function CountersPanel({ admin }: { admin: AdminPort }) {
  const counters = useAdminRead(useMemo(() => () => admin.readCounters(), [admin]));
  const [confirm, setConfirm] = useState<CounterRow | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const act = async (work: () => Promise<{ success: boolean; message: string }>) => {
    setOutcome(outcomeOf(await work()));
    counters.reload();
  };
  return (
    <section className="card admin-section" aria-labelledby="tools-counters">
      <h2 id="tools-counters">Compteurs</h2>
      <ResultView result={counters.result}>
        {(list) =>
          list.length === 0 ? (
            <p>Aucun compteur.</p>
          ) : (
            <ul className="admin-list">
              {list.map((c) => (
                <li key={c.name} className="button-row">
                  <span>
                    {c.name} : <strong>{c.value}</strong>
                  </span>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Remettre à zéro ${c.name}`}
                    onClick={() => setConfirm(c)}
                  >
                    Remettre à zéro
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </ResultView>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void act(() => admin.initCounters())}
      >
        Initialiser les compteurs manquants
      </button>
      <Outcome outcome={outcome} />
      {confirm && (
        <Modal
          title="Remettre le compteur à zéro"
          onClose={() => setConfirm(null)}
          actions={
            <>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirm(null)}
              >
                Annuler
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  const name = confirm.name;
                  setConfirm(null);
                  void act(() => admin.resetCounter(name));
                }}
              >
                Confirmer la remise à zéro
              </button>
            </>
          }
        >
          <p>
            Le compteur <strong>{confirm.name}</strong> vaut {confirm.value}. Remis à zéro, les
            prochains numéros repartiront de 1 et pourront entrer en conflit avec des identifiants
            existants.
          </p>
        </Modal>
      )}
    </section>
  );
}

export function ConnectionPanel({ admin }: { admin: AdminPort }) {
  const [timings, setTimings] = useState<ProbeTiming[] | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const test = async () => {
    const result = await admin.connectionTest();
    setTimings(result.data);
    setOutcome(outcomeOf(result));
  };
  return (
    <section className="card admin-section" aria-labelledby="tools-connection">
      <h2 id="tools-connection">Test de connexion</h2>
      <button type="button" className="button button--secondary" onClick={() => void test()}>
        Tester la connexion
      </button>
      <Outcome outcome={outcome} />
      {timings && (
        <ul>
          {timings.map((t) => (
            <li key={t.collection}>
              {t.collection} :{' '}
              {t.ok
                ? `${t.documents} document(s) lu(s) en ${t.millis} ms`
                : `échec après ${t.millis} ms`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
