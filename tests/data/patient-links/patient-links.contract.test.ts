// @vitest-environment node
import Dexie from 'dexie';
import { doc, writeBatch } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { RemoteError, type PatientLinkPort, type RemotePort, type Viewer } from '@/data/ports';
import { createFirestorePatientLinks } from '@/data/remote/firestore/patient-links';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import { fixedClock } from '@/domain/shared/clock';
import { freshDbName, switchableConnectivity } from '@tests/data/demo-server/demo-harness';
import { createOp, requestBy } from '@tests/data/remote-contract/contract-fixtures';
import { createPatientOp, newPatient } from '@tests/data/remote-contract/patient-fixtures';
import { PERSONAS, seededProfileOf, type Persona } from '@tests/firestore-rules/support/personas';
import { rulesTestbed, type RulesTestbed } from '@tests/firestore-rules/support/testbed';
import { memoryPatientLinks } from '@tests/support/fakes/memory-patient-links';
import { MemoryRemote, MemoryServer } from '@tests/support/fakes/memory-remote';

/**
 * [PL-C] Issue 20, the PatientLinkPort and the pushes around it, the same for the demo server, the in-memory fake
 * and Firestore (emulator, production rules): a record with an e-mail proposes a link in its clinic's name; only
 * the addressed patient answers it, once; accepting marks the rides booked so far as his and every later booking
 * carries him; declining leaves every ride out of his sight.
 */

const CLINIC_NAME = 'Clinique du Parc';
const { clinic, patient, otherPatient } = PERSONAS;
const viewerOf = (p: Persona): Viewer => ({ role: p.role, orgId: p.orgId, uid: p.uid });
const CLINIC_DOC = { id: clinic.orgId, type: 'clinique', name: CLINIC_NAME, owner_uid: clinic.uid };

interface Backend {
  remoteFor(p: Persona): RemotePort;
  linksFor(p: Persona): PatientLinkPort;
}

/** A record of the clinic naming `email`, pushed as the device would; answers its id as the server numbered it. */
async function recordWithEmail(b: Backend, email: string, names: [string, string]) {
  const record = { ...newPatient(viewerOf(clinic), names), email };
  const outcome = await b.remoteFor(clinic).push(createPatientOp(record), viewerOf(clinic));
  return outcome.patient!.id;
}

/** A ride of the record booked by the clinic through its push; answers the ride as stored for the clinic. */
async function book(b: Backend, recordId: string) {
  const ride = requestBy(
    { viewers: { clinique: viewerOf(clinic) } as never },
    {
      patient_id: recordId,
      requester_org_name: CLINIC_NAME,
    },
  );
  const outcome = await b.remoteFor(clinic).push(createOp(ride), viewerOf(clinic));
  expect(outcome.status).toBe('applied');
  return outcome.document!.data;
}

async function pulledBy(b: Backend, p: Persona) {
  const page = await b.remoteFor(p).pullTransports(viewerOf(p), null, 50);
  return page.documents.filter((d) => !d.removed).map((d) => d.data);
}

function contractCases(backend: () => Backend) {
  it('[PL-C1] une fiche avec e-mail propose le lien au nom de la clinique ; seul le patient adressé le voit', async () => {
    const b = backend();
    const recordId = await recordWithEmail(b, patient.email!.toUpperCase(), ['Jeanne', 'Martin']);
    const mine = await b.linksFor(patient).listMine();
    expect(mine).toEqual([
      expect.objectContaining({
        id: recordId,
        org_name: CLINIC_NAME,
        status: 'proposed',
        patient_uid: null,
        email: patient.email,
      }),
    ]);
    expect(await b.linksFor(otherPatient).listMine()).toEqual([]);
  });

  it('[PL-C2] accepter marque la course déjà réservée ; la suivante porte le patient dès sa création ; il les lit avec son identité', async () => {
    const b = backend();
    const recordId = await recordWithEmail(b, patient.email!, ['Jeanne', 'Martin']);
    const before = await book(b, recordId);
    expect(before.global_patient_id).toBeNull();
    expect(await pulledBy(b, patient)).toEqual([]);

    const answered = await b.linksFor(patient).answer(recordId, true);
    expect(answered).toMatchObject({ status: 'accepted', patient_uid: patient.uid });
    const after = await book(b, recordId);
    expect(after.global_patient_id).toBe(patient.uid);

    const rides = await pulledBy(b, patient);
    expect(rides.map((r) => r.id).sort()).toEqual([before.id, after.id].sort());
    expect(rides.every((r) => r.global_patient_id === patient.uid)).toBe(true);
    expect(rides[0]!.patient_info.lastName).toBe('Dupuis'); // the ride's own copy, identity part joined
    expect(await pulledBy(b, otherPatient)).toEqual([]);
  });

  it('[PL-C3] refuser : aucune course ne porte le patient ; une seconde réponse ou celle d’un autre : refusée', async () => {
    const b = backend();
    const recordId = await recordWithEmail(b, patient.email!, ['Jeanne', 'Martin']);
    const other = await b
      .linksFor(otherPatient)
      .answer(recordId, true)
      .catch((error: unknown) => error);
    expect(other).toBeInstanceOf(RemoteError);
    expect((other as RemoteError).code).toBe('permission-denied');

    expect(await b.linksFor(patient).answer(recordId, false)).toMatchObject({
      status: 'declined',
      patient_uid: null,
    });
    const again = await b
      .linksFor(patient)
      .answer(recordId, true)
      .catch((error: unknown) => error);
    expect((again as RemoteError).code).toBe('permission-denied');
    expect((await book(b, recordId)).global_patient_id).toBeNull();
    expect(await pulledBy(b, patient)).toEqual([]);
  });
}

describe('[PL-C] serveur de démonstration', () => {
  let remote: DemoRemote;
  const network = switchableConnectivity();
  beforeEach(async () => {
    remote = createDemoRemote({
      connectivity: network.port,
      clock: fixedClock(Date.now()),
      dbName: freshDbName('liens-patients'),
    });
    await remote.seedOrganisation('clinics', clinic.orgId, CLINIC_DOC);
    for (const p of [clinic, patient, otherPatient]) {
      await remote.accounts.writeUser(p.uid, seededProfileOf(p), false);
    }
  });
  afterEach(async () => {
    remote.close();
    await Dexie.delete(remote.dbName);
  });
  contractCases(() => ({
    remoteFor: () => remote,
    linksFor: (p) => remote.patientLinks(() => p.uid),
  }));
});

describe('[PL-C] doublure en mémoire', () => {
  let server: MemoryServer;
  beforeEach(() => {
    server = new MemoryServer(fixedClock(Date.now()));
    server.seedOrganisation('clinics', clinic.orgId, CLINIC_DOC);
  });
  contractCases(() => ({
    remoteFor: () => new MemoryRemote(server),
    linksFor: (p) =>
      memoryPatientLinks(server, () => ({
        uid: p.uid,
        role: p.role,
        email: p.email!,
        emailVerified: p.emailVerified,
      })),
  }));
});

describe('[PL-C] Firestore sous les règles de production', () => {
  let bed: RulesTestbed;
  const network = switchableConnectivity();
  beforeAll(async () => {
    bed = await rulesTestbed('demo-patient-links-contract');
  });
  beforeEach(async () => {
    await bed.clear();
    const batch = writeBatch(bed.owner);
    for (const p of [clinic, patient, otherPatient]) {
      batch.set(doc(bed.owner, 'users', p.uid), seededProfileOf(p));
    }
    batch.set(doc(bed.owner, 'clinics', clinic.orgId), CLINIC_DOC);
    await batch.commit();
  });
  afterAll(async () => {
    await bed?.dispose();
  });
  contractCases(() => ({
    remoteFor: (p) => createFirestoreRemote({ db: bed.as(p), connectivity: network.port }),
    linksFor: (p) =>
      createFirestorePatientLinks(bed.as(p), network.port, async () => ({
        uid: p.uid,
        role: p.role,
        email: p.email!,
        emailVerified: p.emailVerified,
      })),
  }));
});
