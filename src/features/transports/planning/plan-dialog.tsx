import { useState } from 'react';
import { needsCrew, type CrewMember } from '@/domain/organisation/crew';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { PlannedRide } from '@/domain/planning/board';
import { boardConflicts } from '@/domain/planning/conflicts';
import { rideWindow } from '@/domain/planning/ride-window';
import { formatTime } from '@/domain/shared/timestamp';
import type { Assignment } from '@/domain/transport/assignment';
import { Modal } from '@/ui/modal';
import { SelectField } from '@/ui/select-field';
import { planOf, type PlanChoice } from './plan-choice';
import { rideName } from './planning-board';

/**
 * The assignment a drop proposes, before it is saved (issue 23 item 3): the crew and the vehicle (each can be
 * changed here), and every conflict in French. The dispatcher cancels or assigns anyway; a vehicle out of
 * service cannot be assigned (the server refuses it), so it blocks.
 */
export function PlanDialog({
  ride,
  initial,
  members,
  vehicles,
  schedule,
  onSave,
  onClose,
}: {
  ride: PlannedRide;
  initial: PlanChoice;
  members: readonly CrewMember[];
  vehicles: readonly Vehicle[];
  schedule: readonly PlannedRide[];
  onSave(assignment: Assignment): void;
  onClose(): void;
}) {
  const [choice, setChoice] = useState(initial);
  const crew = needsCrew(ride.type_transport);
  const planned = planOf(choice, members, vehicles, crew);
  const conflicts = planned ? boardConflicts(ride, planned.plan, schedule) : [];
  const blocked = conflicts.some((conflict) => conflict.kind === 'out_of_service');
  const window = rideWindow(ride);
  const people = members.map((m) => ({ value: m.uid, label: m.firstName }));
  return (
    <Modal
      title={`Affecter le transport ${rideName(ride)}`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Annuler
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={planned === null || blocked}
            onClick={() => planned && onSave(planned.assignment)}
          >
            {conflicts.length > 0 ? 'Affecter malgré tout' : 'Affecter'}
          </button>
        </>
      }
    >
      <p>
        {formatTime(window.start)} – {formatTime(window.end)} (fin prévue)
      </p>
      <SelectField
        label="Chauffeur"
        value={choice.driverId}
        onChange={(e) => setChoice({ ...choice, driverId: e.target.value })}
        options={[{ value: '', label: 'Choisir un chauffeur' }, ...people]}
      />
      {crew && (
        <SelectField
          label="Équipier"
          value={choice.equipierId}
          onChange={(e) => setChoice({ ...choice, equipierId: e.target.value })}
          options={[
            { value: '', label: 'Choisir l’équipier' },
            ...people.filter((p) => p.value !== choice.driverId),
          ]}
        />
      )}
      <SelectField
        label="Véhicule"
        value={choice.vehicleId}
        onChange={(e) => setChoice({ ...choice, vehicleId: e.target.value })}
        options={[
          { value: '', label: 'Choisir un véhicule' },
          ...vehicles.map((v) => ({
            value: v.id,
            label: `${v.label} (${v.registration})${v.active ? '' : ' — hors service'}`,
          })),
        ]}
      />
      {conflicts.length > 0 && (
        <div className="planning-conflicts" role="alert">
          <strong>{conflicts.length === 1 ? 'Un conflit' : `${conflicts.length} conflits`}</strong>
          <ul>
            {conflicts.map((conflict, index) => (
              <li key={index}>{conflict.message}</li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}

/** The keyboard and screen-reader path: a ride selected, « Affecter à… » lists the rows to put it on. */
export function AssignToMenu({
  ride,
  rows,
  onPick,
  onClose,
}: {
  ride: PlannedRide;
  rows: readonly { id: string; label: string }[];
  onPick(rowId: string): void;
  onClose(): void;
}) {
  return (
    <Modal
      title={`Affecter ${rideName(ride)} à…`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--secondary" onClick={onClose}>
          Fermer
        </button>
      }
    >
      <ul className="planning-menu" aria-label="Affecter à…">
        {rows.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onPick(row.id)}
            >
              {row.label}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
