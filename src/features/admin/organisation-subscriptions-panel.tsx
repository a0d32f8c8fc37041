import type { AdminPort } from '@/data/admin/admin-port';
import { LongRunProgress } from './admin-widgets';
import { useLongRun } from './use-admin';

/**
 * Issue 13: a member works under their organisation's subscription, which approvals now write onto the
 * organisation's document. Organisations approved before that get it here, from their founder's profile.
 */
export function OrganisationSubscriptionsPanel({ admin }: { admin: AdminPort }) {
  const run = useLongRun();
  return (
    <section className="card admin-section" aria-labelledby="tools-org-subscriptions">
      <h2 id="tools-org-subscriptions">Abonnements des organisations</h2>
      <p>
        Reporte l’abonnement actif ou l’essai de chaque fondateur sur son organisation, pour que ses
        membres y aient accès ; relancé, il ne modifie que ce qui manque.
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={run.running}
        onClick={() => void run.start((r) => admin.carrySubscriptions(r))}
      >
        Reporter les abonnements
      </button>
      <LongRunProgress run={run} label="Report des abonnements" />
    </section>
  );
}
