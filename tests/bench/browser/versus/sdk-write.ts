import {
  arrayUnion,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { RemoteOperation } from '@/data/ports';
import { writeEventNotifications } from '@/data/remote/firestore/notifications';
import { notificationsForOperation } from '@/domain/notification/transport-events';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import type { Transport } from '@/domain/transport/transport.schema';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { rideRef } from './firebase-clients';

/**
 * A driver's status change as a Firebase team would write it with the SDK's offline support: the transition
 * checked on the device by the same domain function (against the device's copy, `rides`), then ONE blind write
 * batch — state, history entry appended with arrayUnion, server time, and the same notifications our server
 * module writes for that step (the clinic and the patient are told: the product's behaviour, not a lighter one) —
 * which the SDK queues while offline. No transaction: `runTransaction` cannot run offline (see the durability
 * table). The promise settles only when the server acknowledges the write.
 */
export function sdkStatusChange(
  db: Firestore,
  rides: Map<string, Transport>,
  op: RemoteOperation,
): Promise<void> {
  if (op.kind !== 'transport.status') throw new Error(`Opération inattendue : ${op.kind}`);
  const before = rides.get(op.transportId) ?? null;
  const batch = writeBatch(db);
  batch.update(rideRef(db, op.transportId), statusChangeData(rides, op));
  const after = rides.get(op.transportId)!;
  writeEventNotifications(
    batch,
    db,
    notificationsForOperation(before, after, op, op.update.deviceTime),
  );
  return batch.commit();
}

/** The ride a benchmark operation (a status change) is about. */
export function transportIdOf(op: RemoteOperation): string {
  if (op.kind !== 'transport.status') throw new Error(`Opération inattendue : ${op.kind}`);
  return op.transportId;
}

/** The fields of that write, the device's copy in `rides` moved on. */
export function statusChangeData(rides: Map<string, Transport>, op: RemoteOperation): DocumentData {
  if (op.kind !== 'transport.status') throw new Error(`Opération inattendue : ${op.kind}`);
  const result = applyTransportOperation(
    rides.get(op.transportId) ?? null,
    op,
    op.update.deviceTime,
  );
  if (result.outcome !== 'applied') {
    throw new Error(`Changement refusé par le domaine (${result.outcome}) : ${op.transportId}`);
  }
  rides.set(op.transportId, result.transport);
  const entry = result.transport.historique_etats.at(-1);
  return {
    etat: op.update.status,
    status: op.update.status,
    historique_etats: arrayUnion(stripUndefined(entry)),
    updated_by: op.update.actor.uid,
    updated_at: serverTimestamp(),
  };
}
