import { describe, expect, it } from 'vitest';
import { notificationText } from '@/domain/notification/notification-text';
import { notificationsForResult } from '@/domain/notification/transport-events';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import { applyOrRecord } from '@/domain/transport/apply-status-update';
import type { StatusUpdate } from '@/domain/transport/status-update';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { ACTORS, ASSIGNMENT, makeUpdate, ONE_HOUR_LATER, transportIn } from './fixtures';

const NOW = ONE_HOUR_LATER;
const OTHER_DRIVER = { ...ASSIGNMENT, driver: { uid: 'u-lea', firstName: 'Léa' } };

const statusOp = (update: StatusUpdate): TransportOperation => ({
  kind: 'transport.status',
  opId: update.opId,
  transportId: 'doc-1',
  update,
});

describe('[ASG4] the move to `assigned` names a driver and a vehicle, recorded on the ride and in its history', () => {
  it('[ASG4] without an assignment the move is refused in French', () => {
    const result = applyOrRecord(
      transportIn('accepted'),
      makeUpdate('assigned', ACTORS.ambulance),
      NOW,
    );
    expect(result).toMatchObject({
      outcome: 'refused',
      refusal: {
        code: 'not_allowed',
        reason: 'Choisissez un chauffeur et un véhicule pour affecter ce transport.',
      },
    });
  });
  it('[ASG4] applied: driver (uid, first name) and vehicle (id, label, registration) on the ride, a history note', () => {
    const update = makeUpdate('assigned', ACTORS.ambulance, { assignment: ASSIGNMENT });
    const result = applyOrRecord(transportIn('accepted'), update, NOW);
    expect(result.outcome).toBe('applied');
    expect(result.transport).toMatchObject({
      etat: 'assigned',
      assigned_driver: { uid: 'u-karim', firstName: 'Karim' },
      assigned_vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
    });
    expect(result.transport.historique_etats.at(-1)).toMatchObject({
      etat: 'assigned',
      applied: true,
      notes: 'Chauffeur : Karim — véhicule : Ambulance 2 (AB-123-CD)',
    });
  });
});

describe('[ASG5] reassignment until the patient is on board, each recorded', () => {
  const assignedTo = (status: TransportStatus) =>
    transportIn(status, {
      assigned_driver: ASSIGNMENT.driver,
      assigned_vehicle: ASSIGNMENT.vehicle,
    });

  it.each<[TransportStatus, StatusUpdate['assignment'], string]>([
    ['assigned', OTHER_DRIVER, 'applied'],
    ['en_route_pickup', OTHER_DRIVER, 'applied'],
    ['arrived_pickup', ASSIGNMENT, 'applied'],
    ['assigned', ASSIGNMENT, 'refused'],
    ['patient_loaded', OTHER_DRIVER, 'refused'],
    ['completed', OTHER_DRIVER, 'refused'],
  ])('[ASG5] from %s with %o → %s', (from, assignment, outcome) => {
    const update = makeUpdate('assigned', ACTORS.ambulance, { assignment });
    const result = applyOrRecord(assignedTo(from), update, NOW);
    expect(result.outcome).toBe(outcome);
    if (outcome === 'applied') {
      expect(result.transport.assigned_driver).toEqual(assignment?.driver);
      expect(result.transport.historique_etats.at(-1)?.etat).toBe('assigned');
    }
  });
  it('[ASG5] only the accepted company (or an admin) assigns', () => {
    const update = makeUpdate('assigned', ACTORS.otherAmbulance, { assignment: ASSIGNMENT });
    expect(applyOrRecord(transportIn('accepted'), update, NOW)).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'forbidden' },
    });
  });
});

describe('[ASG6] the clinic hears of the assignment once, with the driver’s first name and the vehicle', () => {
  it('[ASG6] driver_assigned names Karim and the vehicle', () => {
    const before = transportIn('accepted', { transport_id: 'tr_ambu_00042' });
    const op = statusOp(makeUpdate('assigned', ACTORS.ambulance, { assignment: ASSIGNMENT }));
    const events = notificationsForResult(
      before,
      applyTransportOperation(before, op, NOW),
      op,
      NOW,
    );
    const after = applyTransportOperation(before, op, NOW).transport;
    expect(events.map((event) => event.notification)).toEqual([
      expect.objectContaining({ type: 'driver_assigned', org_id: 'clin_0001' }),
    ]);
    // Rendered on the clinic's device from the ride: its patient and date, not its number.
    expect(notificationText(events[0]!.notification, { transport: after, patient: null })).toEqual({
      title: 'Chauffeur assigné',
      message:
        'Le chauffeur Karim a été assigné au transport de Jeanne Martin du 22/11/2026 à 16:30 avec le véhicule Ambulance 2 (AB-123-CD).',
    });
  });
  it('[ASG6] the assigned driver setting off does not tell it again', () => {
    const before = transportIn('assigned', {
      assigned_driver: ASSIGNMENT.driver,
      assigned_vehicle: ASSIGNMENT.vehicle,
    });
    const op = statusOp(makeUpdate('en_route_pickup', ACTORS.ambulance));
    const events = notificationsForResult(
      before,
      applyTransportOperation(before, op, NOW),
      op,
      NOW,
    );
    expect(events).toEqual([]);
  });
});
