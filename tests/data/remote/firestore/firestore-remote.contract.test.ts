// @vitest-environment node
/**
 * The Remote contract (tests/data/remote-contract) against the real firebase web SDK (Node build) talking gRPC to
 * the in-process Firestore test server (tests/support/firestore-server): one server for this file, emptied before
 * each test, two fresh SDK clients per test (the adapter's, and a « console » one that seeds and reads).
 *
 * What this does NOT prove (the server does not do it — see tests/support/firestore-server/README.md):
 * - security rules: every request is allowed here. The adapter's own checks (visibility, acting in one's own
 *   name) are what RC8 exercises; `updated_at == request.time`, append-only history and the scoped list
 *   queries being provably within the rules need the official emulator (`npm run test:rules`, Java 21);
 * - composite indexes: every query succeeds here, whereas production answers `failed-precondition` until the
 *   indexes listed in src/data/remote/firestore/scoped-query.ts and patient-query.ts are deployed (role-scoped
 *   pulls and doorbells, the patient replay lookup);
 * - production transaction semantics beyond the web SDK's optimistic ones: conflicts are detected through the
 *   update_time / exists preconditions the SDK attaches (proven in firestore-remote.race.test.ts), not by locks;
 * - real-Firestore limits and behaviour: document size (1 MiB, the history grows with every update), write rate
 *   per document (~1/s: the transport counters under heavy creation), resume tokens / existence filters of
 *   listeners, exact inequality type semantics on mixed-type updated_at values;
 * - authentication: the `viewer` given to push/pull is trusted by the adapter; binding it to request.auth
 *   (uid, role and organisation from the users document or custom claims) is the rules' job;
 * - legacy data: documents whose updated_at is missing or not a Timestamp are never pulled, and a
 *   type_transport stored as « VSL » / « Ambulance » escapes the providers' `in` query (the domain reads it,
 *   the query does not): both need a one-off migration before production data is served by this adapter;
 * - the browser build (WebChannel) and the real network: offline is the connectivity port saying so.
 */
import { afterAll, beforeAll } from 'vitest';
import { describeRemoteContract } from '@tests/data/remote-contract/remote-contract';
import {
  startFirestoreTestServer,
  type FirestoreTestServer,
} from '@tests/support/firestore-server';
import { makeFirestoreHarness } from './firestore-harness';

let server: FirestoreTestServer;
beforeAll(async () => {
  server = await startFirestoreTestServer();
});
afterAll(async () => {
  await server.stop();
});

describeRemoteContract('Firestore (serveur de test gRPC)', () => makeFirestoreHarness(server));
