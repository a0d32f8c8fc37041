/**
 * Where the demo mode keeps contact messages instead of Firestore's contactMessages: this browser's storage (no
 * server of our own, spec §1). Alone in its file: the /contact page's first load carries nothing more.
 */
export const DEMO_INBOX_KEY = 'transport-sanitaire:contactInbox';
