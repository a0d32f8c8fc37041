import {
  doc,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import {
  CONTACT_MESSAGES_COLLECTION,
  contactDocument,
  type ContactDocumentInput,
} from '@/domain/contact/contact-document';
import {
  CONTACT_QUOTA_COLLECTION,
  ContactQuotaRefusal,
  nextContactQuota,
  readContactQuota,
} from '@/domain/contact/contact-quota';
import { withTimeout } from '@/services/session/with-timeout';

/** How long a send may wait for the server before the message stays queued (the SDK would wait forever). */
export const CONTACT_SEND_TIMEOUT_MS = 15_000;

/** The account a message is filed under: the visitor's anonymous one (or any signed-in one, in tests). */
export type ContactSender = () => Promise<string>;

/**
 * The contact form's channel in Firebase mode: one `contactMessages/{id}` document per message and the sender's
 * quota (`contactQuota/{uid}`) moved in the same transaction (firestore.rules: validContactMessage,
 * validQuotaStep). The device's id is the document id: a resend after a lost acknowledgement finds its own message
 * and writes nothing. A message over the quota rejects with ContactQuotaRefusal (the domain's reason, in French).
 */
export function firestoreContactChannel(
  db: Firestore,
  sender: ContactSender,
  timeoutMs = CONTACT_SEND_TIMEOUT_MS,
) {
  return {
    async send(message: ContactDocumentInput): Promise<void> {
      const write = (async () => {
        const uid = await sender();
        const messageRef = doc(db, CONTACT_MESSAGES_COLLECTION, message.id);
        const quotaRef = doc(db, CONTACT_QUOTA_COLLECTION, uid) as DocumentReference;
        await runTransaction(db, async (tx) => {
          if ((await tx.get(messageRef)).exists()) return;
          const quota = await tx.get(quotaRef);
          const decision = nextContactQuota(readContactQuota(quota.data()), Date.now());
          if (!decision.ok) throw new ContactQuotaRefusal(decision.reason);
          tx.set(quotaRef, {
            last: serverTimestamp(),
            // The stored value itself when the window goes on: the rules compare it exactly.
            window_start: decision.opensWindow ? serverTimestamp() : quota.get('window_start'),
            count: decision.next.count,
          });
          tx.set(messageRef, {
            ...contactDocument(message),
            writtenAt: serverTimestamp(),
            receivedAt: serverTimestamp(),
            sender_uid: uid,
          });
        });
      })();
      await withTimeout(write, timeoutMs, 'Serveur injoignable');
    },
  };
}
