import {
  doc,
  FieldPath,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { RemoteError, type PushOutcome, type Viewer } from '@/data/ports';
import { NOTIFICATIONS_COLLECTION, parseNotification } from '@/domain/notification/notification';
import type { Operation } from '@/domain/sync/operation';
import { notificationReadPush } from '@/server/notification-read';
import { runAsync } from '@/server/transaction';
import { FIRESTORE_MESSAGES, permissionDenied } from './remote-errors';

type ReadOperation = Extract<Operation, { kind: 'notification.read' }>;

const notFound = () => new RemoteError('not-found', FIRESTORE_MESSAGES.notificationMissing);

/**
 * Marks a notification read for this viewer only: `read_by.<uid>` (and its new server time), so replaying it is
 * harmless, and reading it again is reported as a duplicate. A transaction rather than updateDoc: it checks the notification exists and is the viewer's, and it
 * fails fast offline instead of queueing the write in the SDK's memory (the outbox is the only queue).
 */
export async function pushNotificationRead(
  db: Firestore,
  op: ReadOperation,
  viewer: Viewer,
): Promise<PushOutcome> {
  const ref = doc(db, NOTIFICATIONS_COLLECTION, op.notificationId);
  const changed = await runTransaction(db, async (tx) => {
    const push = await runAsync(notificationReadPush(op, viewer), {
      notification: async () => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists()) return null;
        const parsed = parseNotification(snapshot.id, snapshot.data());
        if (parsed.ok) return parsed.value;
        console.warn('[firestore] notification illisible ignorée', parsed.error);
        return null;
      },
    });
    if (push.kind === 'missing') throw notFound();
    if (push.kind === 'denied') throw permissionDenied(push.reason);
    if (push.kind === 'duplicate') return false;
    // updated_at moves so the user's other devices pull the « lu » too. A field path, not the whole map: the
    // rules let a reader change only their own entry.
    tx.update(ref, new FieldPath('read_by', viewer.uid), true, 'updated_at', serverTimestamp());
    return true;
  });
  return { status: changed ? 'applied' : 'duplicate', document: null };
}
