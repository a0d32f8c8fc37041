import { once } from '@/app/compose/once';
import { demoInboxChannel, type ContactChannel } from '@/services/contact/contact-channel';

/**
 * Where /contact sends its messages, chosen by the configuration on the first send (the form's first load carries
 * neither zod nor Firebase): Firestore's `contactMessages` when data lives in Firestore, filed under the visitor's
 * anonymous account (its own app, apart from the session), else this browser's demo inbox (demo mode, or Firebase
 * sign-in with the embedded demo data).
 */
const channel = once(async (): Promise<ContactChannel> => {
  const { appConfig } = await import('@/config/env');
  const config = appConfig();
  if (config.mode === 'local' || config.dataBackend !== 'firestore' || !config.firebase) {
    return demoInboxChannel;
  }
  const [
    { getContactFirebaseApp },
    { createFirestore },
    { firestoreContactChannel },
    { anonymousSender },
  ] = await Promise.all([
    import('@/data/remote/firebase-app'),
    import('@/data/remote/firestore/create-firestore'),
    import('@/data/remote/firestore/contact-messages'),
    import('@/data/remote/auth/anonymous-sender'),
  ]);
  const app = getContactFirebaseApp(config.firebase);
  const db = createFirestore(app, {
    databaseId: config.firebase.databaseId,
    emulators: config.emulators,
  });
  return firestoreContactChannel(db, anonymousSender(app, config.emulators));
});

export const appContactChannel: ContactChannel = {
  send: async (message) => (await channel()).send(message),
};
