// @vitest-environment node
import Dexie from 'dexie';
import { doc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { RemoteError, type OrganisationPort, type Viewer } from '@/data/ports';
import { memberRoleIndex } from '@/domain/organisation/members';
import { fixedClock } from '@/domain/shared/clock';
import { assembledFirebaseRuntime, assembledLocalRuntime } from '@tests/support/assembled-runtimes';
import { freshDbName, switchableConnectivity } from '@tests/data/demo-server/demo-harness';
import { profileOf, type Persona } from '@tests/firestore-rules/support/personas';
import { rulesTestbed, type RulesTestbed } from '@tests/firestore-rules/support/testbed';
import { IDENTITIES } from '@tests/support/organisation-identities';

/**
 * [ORG-CONTACT-C] The same cases for the demo server and Firestore (emulator, production rules): a responsable
 * writes the phone and base and reads them back; a driver of the organisation is refused; offline is « Connexion
 * requise » and writes nothing.
 */

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const person = (uid: string): Persona => ({
  uid,
  role: 'ambulance',
  orgId: 'ambu_0001',
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label: uid,
});
const FOUNDER = person('u-fondateur');
const DRIVER = person('u-chauffeur');
const members = [FOUNDER, DRIVER].map((p, index) => ({
  id: p.uid,
  email: p.email!,
  name: p.uid,
  role: index === 0 ? 'responsable' : 'chauffeur',
  createdAt: NOW,
}));
const COMPANY = {
  id: 'ambu_0001',
  type: 'ambulance',
  name: 'Ambulances Bellecour',
  owner_uid: FOUNDER.uid,
  associatedUsers: members,
  member_roles: memberRoleIndex(members),
};
const CONTACT = {
  phone: '04 72 41 18 18',
  address: { rue: '12 rue de Marseille', ville: 'Lyon', codePostal: '69007' },
  base: { lat: 45.7535, lng: 4.8425 },
};
const viewerOf = (p: Persona): Viewer => ({ role: p.role, orgId: p.orgId, uid: p.uid });

interface Backend {
  portFor(p: Persona): OrganisationPort;
  setOnline(online: boolean): void;
}

function contractCases(backend: () => Backend) {
  it('a responsable writes the phone and base; the form reads them back', async () => {
    const port = backend().portFor(FOUNDER);
    await port.saveContact(viewerOf(FOUNDER), CONTACT);
    expect(await port.loadContact(viewerOf(FOUNDER))).toEqual({
      phone: '04 72 41 18 18',
      street: '12 rue de Marseille',
      city: 'Lyon',
      postalCode: '69007',
      lat: '45,7535',
      lng: '4,8425',
    });
  });

  it('a driver of the organisation is refused (permission-denied)', async () => {
    const port = backend().portFor(DRIVER);
    const refused = await port
      .saveContact(viewerOf(DRIVER), { ...CONTACT, phone: '06 00 00 00 00' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RemoteError);
    expect((refused as RemoteError).code).toBe('permission-denied');
  });

  it('[ORG-ID-C] issue 25: a responsable completes the identity (none before); a driver is refused', async () => {
    const chosen = backend();
    const port = chosen.portFor(FOUNDER);
    expect((await port.loadIdentity(viewerOf(FOUNDER)))?.siret).toBe('');
    await port.saveIdentity(viewerOf(FOUNDER), IDENTITIES.ambulance);
    expect(await port.loadIdentity(viewerOf(FOUNDER))).toEqual({
      ...IDENTITIES.ambulance,
      finess: '',
    });
    const refused = await chosen
      .portFor(DRIVER)
      .saveIdentity(viewerOf(DRIVER), { ...IDENTITIES.ambulance, name: 'Autre nom' })
      .catch((error: unknown) => error);
    expect((refused as RemoteError).code).toBe('permission-denied');
  });

  it('offline: « Connexion requise », nothing written', async () => {
    const chosen = backend();
    const port = chosen.portFor(FOUNDER);
    chosen.setOnline(false);
    await expect(
      port.saveContact(viewerOf(FOUNDER), { ...CONTACT, phone: '06 99 99 99 99' }),
    ).rejects.toThrow('Connexion requise');
    chosen.setOnline(true);
    expect((await port.loadContact(viewerOf(FOUNDER)))?.phone).not.toBe('06 99 99 99 99');
  });
}

describe('[ORG-CONTACT-C] demo server', () => {
  let remote: DemoRemote;
  const network = switchableConnectivity();
  beforeAll(async () => {
    remote = createDemoRemote({
      connectivity: network.port,
      clock: fixedClock(NOW),
      dbName: freshDbName('contact'),
    });
    await remote.seedStaff(
      { id: 'ambu_0001', collection: 'ambulanceCompanies', data: COMPANY },
      [],
    );
  });
  afterAll(async () => {
    remote.close();
    await Dexie.delete(remote.dbName);
  });
  contractCases(() => ({
    // Through the runtime the app composes.
    portFor: () =>
      assembledLocalRuntime(remote, network.port, fixedClock(NOW)).services.organisation,
    setOnline: (online) => network.setOnline(online),
  }));
});

describe('[ORG-CONTACT-C] Firestore under the production rules', () => {
  let bed: RulesTestbed;
  const network = switchableConnectivity();
  beforeAll(async () => {
    bed = await rulesTestbed('demo-organisation-contact-contract');
    await bed.clear();
    const batch = writeBatch(bed.owner);
    for (const p of [FOUNDER, DRIVER]) batch.set(doc(bed.owner, 'users', p.uid), profileOf(p));
    batch.set(doc(bed.owner, 'ambulanceCompanies', 'ambu_0001'), COMPANY);
    await batch.commit();
  });
  afterAll(async () => {
    await bed?.dispose();
  });
  contractCases(() => ({
    portFor: (p) =>
      assembledFirebaseRuntime(bed.as(p), network.port, fixedClock(NOW)).services.organisation,
    setOnline: (online) => network.setOnline(online),
  }));
});
