// @vitest-environment node
/** The harness itself: identities reach the rules, the owner bypasses them, projects stay apart. */
import { doc, getDocFromServer, setDoc, setLogLevel } from 'firebase/firestore';
import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  clearData,
  connectClient,
  emulatorProject,
  loadRules,
  type EmulatorAuth,
  type TestFirestore,
} from './firestore-emulator';
import { emulatorMissingMessage, findEmulator } from './firestore-emulator/emulator-process';

// Denied writes are the point here: the SDK's own log of each one would only be noise.
beforeAll(() => setLogLevel('silent'));
const clients: TestFirestore[] = [];
const client = (projectId: string, auth: EmulatorAuth) => {
  const connected = connectClient(projectId, auth);
  clients.push(connected);
  return connected.db;
};
afterEach(async () => {
  await Promise.all(clients.splice(0).map((connected) => connected.terminate()));
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

const ALICE_ONLY = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow read, write: if request.auth.uid == 'alice' && request.auth.token.email == 'alice@exemple.fr';
    }
  }
}`;

it('[FE1] sans règles chargées, tout est refusé ; le propriétaire passe outre', async () => {
  const projectId = emulatorProject('sans-regles');
  const note = (auth: EmulatorAuth) => doc(client(projectId, auth), 'notes/n1');

  expect(await codeOf(setDoc(note({ uid: 'alice' }), { x: 1 }))).toBe('permission-denied');
  expect(await codeOf(setDoc(note('owner'), { x: 1 }))).toBe('ok');
});

it('[FE2] les règles voient l’uid et l’e-mail du client ; clearData vide son projet seul', async () => {
  const [projectId, other] = [emulatorProject('identite'), emulatorProject('voisin')];
  await loadRules(projectId, ALICE_ONLY);
  const alice = client(projectId, {
    uid: 'alice',
    email: 'alice@exemple.fr',
    email_verified: true,
  });
  const bob = client(projectId, { uid: 'bob', email: 'bob@exemple.fr' });
  await setDoc(doc(client(other, 'owner'), 'notes/n1'), { x: 2 });

  expect(await codeOf(setDoc(doc(alice, 'notes/n1'), { x: 1 }))).toBe('ok');
  expect(await codeOf(getDocFromServer(doc(bob, 'notes/n1')))).toBe('permission-denied');
  await clearData(projectId);
  expect((await getDocFromServer(doc(alice, 'notes/n1'))).exists()).toBe(false);
  expect((await getDocFromServer(doc(client(other, 'owner'), 'notes/n1'))).data()).toEqual({
    x: 2,
  });
});

it('[FE3] des règles qui ne compilent pas, ou qui nomment une variable inconnue, sont refusées avec le message de l’émulateur', async () => {
  const projectId = emulatorProject('regles');
  await expect(loadRules(projectId, ALICE_ONLY.replace(/}$/, ''))).rejects.toThrow(
    /Règles Firestore refusées par l’émulateur \(400\).*L\d+:\d+/,
  );
  await expect(
    loadRules(projectId, ALICE_ONLY.replace('request.auth', 'reqest.auth')),
  ).rejects.toThrow(/Règles Firestore invalides : L5:\d+ WARNING Invalid variable name: reqest/);
});

it('[FE4] sans FIRESTORE_EMULATOR_HOST ni jar : une seule ligne claire, jamais un saut silencieux', async () => {
  const jar = '/nulle-part/cloud-firestore-emulator.jar';
  await expect(findEmulator({ FIRESTORE_EMULATOR_JAR: jar })).rejects.toThrow(
    emulatorMissingMessage(jar),
  );
  expect(emulatorMissingMessage(jar)).not.toContain('\n');
  await expect(findEmulator({ FIRESTORE_EMULATOR_HOST: '[::1]:8089' })).resolves.toMatchObject({
    host: '::1',
    port: 8089,
  });
});
