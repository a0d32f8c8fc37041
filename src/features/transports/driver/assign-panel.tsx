import { useCallback, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import { worksOfficePages } from '@/domain/organisation/member-roles';
import { isAssignable, type Assignment } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';
import { relationsOf } from '@/domain/transport/visibility';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { useToasts } from '@/services/toasts';
import { useMemberRole } from '@/services/session/use-member-role';
import { AssignDialog } from './assign-dialog';
import { useStatusTap } from './use-status-tap';
import './assign-panel.css';

/**
 * Who drives this ride, and the way to (re)assign it for the company that accepted it — until the patient is on
 * board. Recorded on the device first and sent through the outbox, like every status change.
 */
export function AssignPanel({ data, transport }: { data: UserData; transport: Transport }) {
  const { organisation } = useServices();
  const tapper = useStatusTap(transport.id, { locate: false });
  const { show } = useToasts();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const dispatches = worksOfficePages(useMemberRole());
  const provider = relationsOf(transport, data.viewer).includes('provider');
  // A chauffeur drives the ride he is given: who drives it is the office's decision (issue 23).
  if (!organisation || !provider || !dispatches || !isAssignable(transport.etat)) return null;
  const driver = transport.assigned_driver;
  const vehicle = transport.assigned_vehicle;
  const assign = async (assignment: Assignment) => {
    setOpen(false);
    if (await tapper.tap({ status: 'assigned', assignment })) {
      show(`${assignment.driver.firstName} est affecté à ce transport.`);
    }
  };
  return (
    <section className="assign-panel" aria-labelledby="assign-title">
      <h2 id="assign-title">Affectation</h2>
      <p>
        {driver && vehicle
          ? `Chauffeur : ${driver.firstName} — ${vehicle.label} (${vehicle.registration})`
          : 'Aucun chauffeur affecté pour le moment.'}
      </p>
      {tapper.problem && <Alert tone="danger">{tapper.problem}</Alert>}
      <button
        type="button"
        className="button button--secondary button--large button--block"
        disabled={tapper.busy}
        onClick={() => setOpen(true)}
      >
        {driver ? 'Réaffecter' : 'Affecter un chauffeur'}
      </button>
      {open && (
        <AssignDialog
          transport={transport}
          viewer={data.viewer}
          onAssign={(assignment) => void assign(assignment)}
          onClose={close}
        />
      )}
    </section>
  );
}
