import { useState } from 'react';
import type { Viewer } from '@/data/ports';
import { crewProblem, needsCrew, qualificationLabel } from '@/domain/organisation/crew';
import { memberRoleOf, roleInOrganisation } from '@/domain/organisation/members';
import { actorRoleIn } from '@/domain/sync/assignment-staff';
import { checkAssignment, type Assignment } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';
import { hasJoined } from '@/domain/organisation/join-organisation';
import {
  crewMemberOf,
  firstName,
  joinedDrivers,
  useStaff,
} from '@/features/transports/shared/use-staff';
import { Alert } from '@/ui/alert';
import { Modal } from '@/ui/modal';
import { SelectField } from '@/ui/select-field';
import { Spinner } from '@/ui/spinner';

/**
 * The régulateur's choice of a driver and a vehicle for an accepted ride (issue 13) — and, for an ambulance, of
 * the second member of its crew (issue 23 item 3). An equipment mismatch or a crew without a DEA is shown before
 * confirming, never decided silently; the assignment itself goes through the outbox like any tap.
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
  const [equipierId, setEquipierId] = useState('');
  const crew = needsCrew(transport.type_transport);
  let body;
  let check = null;
  let crewWarning: string | null = null;
  let assignment: Assignment | null = null;
  if (staff === null) body = <Spinner label="Chargement du personnel…" />;
  else if ('error' in staff) body = <Alert tone="warning">{staff.error}</Alert>;
  else {
    const drivers = joinedDrivers(staff.team);
    const invited = staff.team.members.filter(
      (m) => memberRoleOf(m) === 'chauffeur' && !hasJoined(m),
    ).length;
    const vehicles = staff.vehicles.filter((v) => v.active);
    const driver = drivers.find((m) => m.id === driverId);
    const vehicle = vehicles.find((v) => v.id === vehicleId);
    const equipier = crew ? (drivers.find((m) => m.id === equipierId) ?? null) : null;
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
        equipier: equipier && {
          role: roleInOrganisation(staff.team.members, { uid: equipier.id }),
          sameAsDriver: equipier.id === driver.id,
        },
      });
      assignment = {
        driver: { uid: driver.id, firstName: firstName(driver.name, driver.email) },
        vehicle: { id: vehicle.id, label: vehicle.label, registration: vehicle.registration },
        ...(equipier ? { equipier: crewMemberOf(equipier) } : {}),
      };
      crewWarning = crewProblem(
        transport.type_transport,
        crewMemberOf(driver),
        equipier && crewMemberOf(equipier),
      );
    }
    // Names alone (as before issue 23): the qualifications are read under the choice of the crew.
    const memberLabel = (m: (typeof drivers)[number]) => m.name || m.email;
    const qualified = (m: (typeof drivers)[number] | null | undefined) =>
      m
        ? `${firstName(m.name, m.email)} : ${qualificationLabel(crewMemberOf(m).qualification)}`
        : null;
    const crewLine = crew
      ? [qualified(driver), qualified(equipier)].filter(Boolean).join(' · ')
      : '';
    body = (
      <>
        <SelectField
          label="Chauffeur"
          value={driverId}
          onChange={(e) => setDriverId(e.target.value)}
          options={[
            { value: '', label: 'Choisir un chauffeur' },
            ...drivers.map((m) => ({ value: m.id, label: memberLabel(m) })),
          ]}
        />
        {crew && (
          <SelectField
            label="Équipier"
            value={equipierId}
            onChange={(e) => setEquipierId(e.target.value)}
            options={[
              { value: '', label: 'Choisir l’équipier' },
              ...drivers
                .filter((m) => m.id !== driverId)
                .map((m) => ({ value: m.id, label: memberLabel(m) })),
            ]}
          />
        )}
        {crewLine && <p className="assign-crew">{crewLine}</p>}
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
        {check?.ok && crewWarning && <Alert tone="warning">{crewWarning}</Alert>}
      </>
    );
  }
  const ready = assignment !== null && check?.ok === true;
  const warned = check?.ok === true && (check.warning !== null || crewWarning !== null);
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
            {warned ? 'Affecter malgré tout' : 'Confirmer l’affectation'}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
