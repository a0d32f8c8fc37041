// @vitest-environment node
import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, seedProfiles } from './support/personas';
import { creationBatch } from './support/creation';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';
import { domainTransport, seedTransports, statusBatch } from './support/transports';

/**
 * [RULES-N] Issue 15: a ride names its clinic and its accepting company only by copies of the caller's own
 * organisation document (name and phone as stored) — a device can never put another name on a ride.
 */

const PROJECT = 'demo-rules-transport-names';
let bed: RulesTestbed;

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
});
beforeEach(async () => {
  await bed.clear();
  await seedProfiles(bed.owner);
  await setDoc(doc(bed.owner, 'ambulanceCompanies', 'ambu_0001'), {
    id: 'ambu_0001',
    name: 'Ambulances Bellecour',
    phone: '04 72 41 18 18',
  });
  await setDoc(doc(bed.owner, 'clinics', 'clin_0001'), {
    id: 'clin_0001',
    name: 'Clinique du Parc',
  });
});
afterAll(async () => {
  await bed?.dispose();
});

const { clinic, ambulance, otherAmbulance } = PERSONAS;
const named = (fields: DocumentData) => ({
  tamper: (update: DocumentData) => ({ ...update, ...fields }),
});

async function seeded(etat: TransportStatus) {
  const t = domainTransport({ id: 't1', etat });
  await seedTransports(bed.owner, [t]);
  return t;
}

describe('[RULES-N] acceptation : le nom et le téléphone de la société, copiés de sa fiche', () => {
  it.each<[string, DocumentData, boolean]>([
    [
      'la copie exacte de sa fiche',
      { provider_org_name: 'Ambulances Bellecour', provider_org_phone: '04 72 41 18 18' },
      true,
    ],
    ['un autre nom', { provider_org_name: 'SAMU', provider_org_phone: '04 72 41 18 18' }, false],
    [
      'le nom sans le téléphone que la fiche porte',
      { provider_org_name: 'Ambulances Bellecour' },
      false,
    ],
    ['aucun nom alors que la fiche en porte un', {}, false],
  ])('[RULES-N] %s', async (_label, fields, expected) => {
    const t = await seeded('pending');
    expect(
      await allowed(
        statusBatch(bed.as(ambulance), t, ambulance, 'accepted', named(fields)).commit(),
      ),
    ).toBe(expected);
  });

  it('[RULES-N] une société sans fiche accepte sans nom ; elle ne peut pas en inventer un', async () => {
    const t = await seeded('pending');
    const invented = named({ provider_org_name: 'Ambulances Provence Secours' });
    const as = bed.as(otherAmbulance);
    expect(await allowed(statusBatch(as, t, otherAmbulance, 'accepted', invented).commit())).toBe(
      false,
    );
    expect(await allowed(statusBatch(as, t, otherAmbulance, 'accepted').commit())).toBe(true);
  });

  it('[RULES-N] après l’acceptation, une autre étape ne touche pas au nom', async () => {
    const t = await seeded('accepted');
    const renamed = named({ provider_org_name: 'Ambulances Bellecour' });
    expect(
      await allowed(statusBatch(bed.as(ambulance), t, ambulance, 'confirmed', renamed).commit()),
    ).toBe(false);
    expect(await allowed(statusBatch(bed.as(ambulance), t, ambulance, 'confirmed').commit())).toBe(
      true,
    );
  });
});

describe('[RULES-N] création : le nom de l’établissement, copié de sa fiche', () => {
  const create = (fields: DocumentData) =>
    allowed(creationBatch(bed.as(clinic), clinic, { id: 't1', ...named(fields) }).batch.commit());
  it('[RULES-N] la copie exacte : autorisé ; un autre nom ou un téléphone inventé : refusé', async () => {
    expect(await create({ requester_org_name: 'Hôpital inventé' })).toBe(false);
    expect(
      await create({
        requester_org_name: 'Clinique du Parc',
        requester_org_phone: '01 00 00 00 00',
      }),
    ).toBe(false);
    expect(await create({})).toBe(false);
    expect(await create({ requester_org_name: 'Clinique du Parc' })).toBe(true);
  });
});
