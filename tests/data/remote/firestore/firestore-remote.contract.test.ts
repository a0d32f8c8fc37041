// @vitest-environment node
/**
 * The Remote contract (tests/data/remote-contract) against the real firebase web SDK (Node build) talking gRPC to
 * the official Cloud Firestore emulator (tests/support/firestore-emulator): one emulator project for this file,
 * emptied before each test; every actor is its own SDK client signed in as that viewer (an emulator test token
 * with its uid and email), plus a « console » client signed in as the owner that seeds and reads.
 *
 * Rules: 'open' for now — every request is allowed, so the adapter's own checks (visibility, acting in one's own
 * name) are what RC8 exercises. Once the production firestore.rules land, `rules: 'production'` below runs every
 * actor under them (seeding, through the console, the users documents those rules read).
 *
 * What this does NOT prove:
 * - composite indexes: the emulator never asks for one, whereas production answers `failed-precondition` until
 *   the indexes listed in src/data/remote/firestore/scoped-query.ts and patient-query.ts are deployed (role-scoped
 *   pulls and doorbells, the patient replay lookup);
 * - real-Firestore limits and behaviour the emulator does not reproduce: write rate per document (~1/s: the
 *   transport counters under heavy creation), contention between regions, resume tokens / existence filters of
 *   long-lived listeners;
 * - authentication itself: the emulator accepts unsigned test tokens; binding the `viewer` given to push/pull to
 *   request.auth (uid, role and organisation from the users document or custom claims) is the rules' job;
 * - legacy data: documents whose updated_at is missing or not a Timestamp are never pulled, and a
 *   type_transport stored as « VSL » / « Ambulance » escapes the providers' `in` query (the domain reads it,
 *   the query does not): both need a one-off migration before production data is served by this adapter;
 * - the browser build (WebChannel) and the real network: offline is the connectivity port saying so.
 */
import { describeRemoteContract } from '@tests/data/remote-contract/remote-contract';
import { emulatorProject } from '@tests/support/firestore-emulator';
import { makeFirestoreHarness } from './firestore-harness';

const projectId = emulatorProject('contrat');

describeRemoteContract('Firestore (émulateur officiel)', () =>
  makeFirestoreHarness({ projectId, rules: 'production' }),
);
