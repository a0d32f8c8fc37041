export { connectTestFirestore, type TestFirestore } from './connect';
export { startFirestoreTestServer, type FirestoreTestServer } from './start-server';
