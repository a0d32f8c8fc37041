import { useEffect, useState } from 'react';
import { RemoteError, type Viewer } from '@/data/ports';
import { actorRoleIn } from '@/domain/sync/assignment-staff';
import { memberRoleOf, roleInOrganisation } from '@/domain/organisation/members';
import { CONNECTION_REQUIRED, type Team } from '@/domain/organisation/team';
import type { Vehicle } from '@/domain/organisation/vehicle';
import { hasJoined } from '@/domain/organisation/join-organisation';
import { checkAssignment, type Assignment } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { Modal } from '@/ui/modal';
import { SelectField } from '@/ui/select-field';
import { Spinner } from '@/ui/spinner';

type Staff = { team: Team; vehicles: Vehicle[] };

const firstName = (name: string, email: string) =>
  name.trim().split(/\s+/)[0] || email.split('@')[0] || email;

function useStaff(viewer: Viewer): Staff | { error: string } | null {
  const { organisation } = useServices();
  const [staff, setStaff] = useState<Staff | { error: string } | null>(null);
  useEffect(() => {
    if (!organisation) return;
    let live = true;
    Promise.all([organisation.loadTeam(viewer), organisation.listVehicles(viewer)]).then(
      ([team, vehicles]) => {
        if (!live) return;
        setStaff(team ? { team, vehicles } : { error: 'Aucune organisation pour ce compte.' });
      },
      (error: unknown) => {
        const offline = error instanceof RemoteError && error.code === 'unavailable';
        if (live)
          setStaff({
            error: offline ? CONNECTION_REQUIRED : 'Personnel et véhicules indisponibles.',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [organisation, viewer]);
  return organisation ? staff : { error: 'La gestion du personnel n’est pas disponible ici.' };
}

/**
 * The régulateur's choice of a driver and a vehicle for an accepted ride (issue 13). An equipment mismatch is
 * shown before confirming, never decided silently; the assignment itself goes through the outbox like any tap.
 */
export function AssignDialog({
  transport,
  viewer,
  onAssign,
  onClose,
}: {
  transport: Transport;
  viewer: Viewer;
  onAssign(assignment: Assignment): void;
  onClose(): void;
}) {
  const staff = useStaff(viewer);
  const [driverId, setDriverId] = useState('');
  const [vehicleId, setVehicleId] = useState('');
  let body;
  let check = null;
  let assignment: Assignment | null = null;
  if (staff === null) body = <Spinner label="Chargement du personnel…" />;
  else if ('error' in staff) body = <Alert tone="warning">{staff.error}</Alert>;
  else {
    // Issue 20: only those who accepted the invitation (their entry names an account) can drive a ride.
    const drivers = staff.team.members.filter(
      (m) => memberRoleOf(m) === 'chauffeur' && hasJoined(m),
    );
    const invited = staff.team.members.filter(
      (m) => memberRoleOf(m) === 'chauffeur' && !hasJoined(m),
    ).length;
    const vehicles = staff.vehicles.filter((v) => v.active);
    const driver = drivers.find((m) => m.id === driverId);
    const vehicle = vehicles.find((v) => v.id === vehicleId);
    if (driver && vehicle) {
      check = checkAssignment({
        transport,
        actor: viewer,
        actorRole: actorRoleIn(
          { owner_uid: staff.team.ownerUid, associatedUsers: staff.team.members },
          viewer,
        ),
        driverRole: roleInOrganisation(staff.team.members, { uid: driver.id }),
        vehicle,
      });
      assignment = {
        driver: { uid: driver.id, firstName: firstName(driver.name, driver.email) },
        vehicle: { id: vehicle.id, label: vehicle.label, registration: vehicle.registration },
      };
    }
    body = (
      <>
        <SelectField
          label="Chauffeur"
          value={driverId}
          onChange={(e) => setDriverId(e.target.value)}
          options={[
            { value: '', label: 'Choisir un chauffeur' },
            ...drivers.map((m) => ({ value: m.id, label: m.name || m.email })),
          ]}
        />
        <SelectField
          label="Véhicule"
          value={vehicleId}
          onChange={(e) => setVehicleId(e.target.value)}
          options={[
            { value: '', label: 'Choisir un véhicule' },
            ...vehicles.map((v) => ({ value: v.id, label: `${v.label} (${v.registration})` })),
          ]}
        />
        {drivers.length === 0 && invited === 0 && (
          <p>Aucun chauffeur dans le personnel : ajoutez-en dans « Personnel ».</p>
        )}
        {invited > 0 && (
          <p>
            {invited === 1
              ? '1 chauffeur invité n’a pas encore rejoint l’organisation : il pourra être affecté une fois l’invitation acceptée.'
              : `${invited} chauffeurs invités n’ont pas encore rejoint l’organisation : ils pourront être affectés une fois l’invitation acceptée.`}
          </p>
        )}
        {check && !check.ok && <Alert tone="danger">{check.reason}</Alert>}
        {check?.ok && check.warning && <Alert tone="warning">{check.warning}</Alert>}
      </>
    );
  }
  const ready = assignment !== null && check?.ok === true;
  return (
    <Modal
      title="Affecter un chauffeur et un véhicule"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Annuler
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!ready}
            onClick={() => assignment && onAssign(assignment)}
          >
            {check?.ok && check.warning ? 'Affecter malgré tout' : 'Confirmer l’affectation'}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
