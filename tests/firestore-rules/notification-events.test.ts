// @vitest-environment node
import { doc, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { storedNotification } from '@/data/remote/firestore/notifications';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notification/notification';
import { notificationsForOperation } from '@/domain/notification/transport-events';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import type { TransportType } from '@/domain/transport/transport-type';
import { creationBatch } from './support/creation';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, editBatch, seedTransports, statusBatch } from './support/transports';

/**
 * [RULES-NE] Issue 21 item 3, the legitimate side: for each transport operation, the notifications the DOMAIN plans
 * for it (notificationsForOperation, the server decision of the three backends), stored as the Firestore adapter
 * stores them, commit with the operation — and the rules accept exactly those.
 */

const PROJECT = 'demo-rules-notification-events';
const bed = useRulesTestbed(PROJECT);

const { clinic, ambulance, otherAmbulance, vtc } = PERSONAS;

/** The domain's notifications of `op`, added to the batch; returns their types in order. */
function withPlanned(
  batch: WriteBatch,
  db: Firestore,
  before: Transport | null,
  after: Transport,
  op: TransportOperation,
): string[] {
  const events = notificationsForOperation(before, after, op, Date.now());
  for (const { id, notification } of events) {
    batch.set(doc(db, NOTIFICATIONS_COLLECTION, id), storedNotification(notification));
  }
  return events.map((event) => event.notification.type);
}

const statusOp = (t: Transport, actor: Persona, to: TransportStatus, opId: string) =>
  ({
    kind: 'transport.status',
    opId,
    transportId: t.id,
    update: { status: to, actor },
  }) as unknown as TransportOperation;

async function applied(
  spec: { etat: TransportStatus; type?: TransportType; providerOrgId?: string | null },
  actor: Persona,
  to: TransportStatus,
) {
  const t = domainTransport({ id: 't1', ...spec });
  await seedTransports(bed.owner, [t]);
  const db = bed.as(actor);
  const batch = statusBatch(db, t, actor, to, { opId: 'op-1' });
  const after: Transport = {
    ...t,
    etat: to,
    status: to,
    provider_org_id: to === 'accepted' ? actor.orgId : t.provider_org_id,
  };
  const types = withPlanned(batch, db, t, after, statusOp(t, actor, to, 'op-1'));
  return { types, ok: await allowed(batch.commit()) };
}

describe('[RULES-NE] chaque opération légitime commet les notifications que le domaine prévoit', () => {
  it.each([
    ['ambulance', 'normale', ['new_transport', 'transport_requested']],
    ['ambulance', 'urgent', ['urgent_transport', 'transport_requested']],
    ['vsl', 'critique', ['urgent_transport', 'new_course', 'transport_requested']],
    ['vtc', 'normale', ['new_course', 'transport_requested']],
  ] as const)('[RULES-NE] création %s (%s) : %j autorisé', async (type, priorite, expected) => {
    const db = bed.as(clinic);
    const tamper = (data: DocumentData) => ({ ...data, priorite });
    const { batch, transport, opId } = creationBatch(db, clinic, { id: 't1', type, tamper });
    const after = { ...transport, priorite };
    const op = { kind: 'transport.create', opId, transportId: 't1' } as TransportOperation;
    expect(withPlanned(batch, db, null, after, op)).toEqual(expected);
    expect(await allowed(batch.commit())).toBe(true);
  });

  it.each([
    [
      'acceptation ambulance',
      { etat: 'pending' },
      otherAmbulance,
      'accepted',
      ['transport_confirmed', 'transport_accepted'],
    ],
    [
      'acceptation VTC',
      { etat: 'pending', type: 'vtc' },
      vtc,
      'accepted',
      ['transport_confirmed', 'course_accepted'],
    ],
    [
      'départ sans affectation',
      { etat: 'accepted' },
      ambulance,
      'en_route_pickup',
      ['driver_assigned'],
    ],
    [
      'départ VTC',
      { etat: 'accepted', type: 'vtc', providerOrgId: vtc.orgId },
      vtc,
      'en_route_pickup',
      ['driver_assigned', 'course_started'],
    ],
    ['fin', { etat: 'arrived_destination' }, ambulance, 'completed', ['transport_completed']],
    [
      'fin VTC',
      { etat: 'arrived_destination', type: 'vtc', providerOrgId: vtc.orgId },
      vtc,
      'completed',
      ['transport_completed', 'course_completed'],
    ],
    ['annulation', { etat: 'accepted' }, clinic, 'cancelled', ['transport_cancelled']],
    [
      'annulation VTC',
      { etat: 'accepted', type: 'vtc', providerOrgId: vtc.orgId },
      clinic,
      'cancelled',
      [],
    ],
    ['arrivée', { etat: 'en_route_pickup' }, ambulance, 'arrived_pickup', []],
  ] as const)('[RULES-NE] %s : %j autorisé', async (_name, spec, actor, to, expected) => {
    const { types, ok } = await applied(spec, actor, to);
    expect(types).toEqual(expected);
    expect(ok).toBe(true);
  });

  it('[RULES-NE] une modification de la demande en attente : transport_modified aux ambulances, autorisé', async () => {
    const t = domainTransport({ id: 't1', etat: 'pending' });
    await seedTransports(bed.owner, [t]);
    const db = bed.as(clinic);
    const { batch, opId } = editBatch(db, t, clinic, { priorite: 'urgent' });
    const after: Transport = { ...t, priorite: 'urgent' };
    const op = { kind: 'transport.edit', opId, transportId: 't1' } as TransportOperation;
    expect(withPlanned(batch, db, t, after, op)).toEqual(['transport_modified']);
    expect(await allowed(batch.commit())).toBe(true);
  });
});
