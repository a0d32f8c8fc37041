import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import {
  CONTACT_MESSAGES_COLLECTION,
  contactDocument,
  type ContactDocumentInput,
} from '@/domain/contact/contact-document';

/** How long a send may wait for the server before the message stays queued (the SDK would wait forever). */
export const CONTACT_SEND_TIMEOUT_MS = 15_000;

/**
 * The contact form's channel in Firebase mode: one `contactMessages/{id}` document per message, written without
 * signing in (firestore.rules: create-only for anyone, read by admins). The device's id is the document id, so a
 * resend after a lost acknowledgement lands on the same document.
 */
export function firestoreContactChannel(db: Firestore, timeoutMs = CONTACT_SEND_TIMEOUT_MS) {
  return {
    async send(message: ContactDocumentInput): Promise<void> {
      const write = setDoc(doc(db, CONTACT_MESSAGES_COLLECTION, message.id), {
        ...contactDocument(message),
        receivedAt: serverTimestamp(),
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Serveur injoignable')), timeoutMs);
      });
      try {
        await Promise.race([write, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
