// @vitest-environment node
import { getDocFromServer, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@/domain/shared/field-limits';
import type { RideLinks } from '@/domain/transport/ride-links';
import type { Transport } from '@/domain/transport/transport.schema';
import { PERSONAS } from './support/personas';
import { creationBatch } from './support/creation';
import { allowed, useRulesTestbed } from './support/testbed';
import {
  domainTransport,
  editBatch,
  seedTransports,
  statusBatch,
  transportRef,
} from './support/transports';

/**
 * [RULES-SER] Issue 22: the rides of a series and of an aller-retour carry public links (series_id, series_index,
 * series_count, trip_leg, partner_id, retour_sur_appel). Each is created like a single ride — the same create rule —
 * with well-formed links (ids bounded like every id); links never change afterwards; a company reads a series ride
 * only as it reads any ride (a VTC company never sees an ambulance series).
 */

const bed = useRulesTestbed('demo-rules-transport-series');
const { clinic, ambulance, vtc } = PERSONAS;

const SERIES_RETURN: RideLinks = {
  series_id: 'serie-dialyse-01',
  series_index: 3,
  series_count: 12,
  trip_leg: 'retour',
  partner_id: 'aller-03',
  retour_sur_appel: true,
};
const withLinks = (links: Partial<RideLinks>) => (d: DocumentData) => ({ ...d, ...links });
const create = (id: string, tamper: (d: DocumentData) => DocumentData) =>
  allowed(creationBatch(bed.as(clinic), clinic, { id, number: 1, tamper }).batch.commit());

async function seededSeriesRide(id: string): Promise<Transport> {
  const t: Transport = { ...domainTransport({ id, etat: 'pending' }), ...SERIES_RETURN };
  await seedTransports(bed.owner, [t]);
  return t;
}

describe('[RULES-SER] séries et allers-retours', () => {
  it('[RULES-SER1] la clinique crée une séance (retour sur appel) d’une série : autorisé', async () => {
    expect(await create('ser-1', withLinks(SERIES_RETURN))).toBe(true);
    const stored = await getDocFromServer(transportRef(bed.owner, 'ser-1'));
    expect(stored.data()).toMatchObject(SERIES_RETURN);
  });

  it.each<[string, Partial<RideLinks> | DocumentData]>([
    ['series_id trop long', { series_id: 's'.repeat(FIELD_LIMITS.id + 1) }],
    ['series_id qui n’est pas un texte', { series_id: 42 }],
    ['partner_id trop long', { partner_id: 'p'.repeat(FIELD_LIMITS.id + 1) }],
    ['partner_id qui est une liste', { partner_id: ['a', 'b'] }],
    ['numéro de séance en texte', { series_index: '3' }],
    ['nombre de séances décimal', { series_count: 12.5 }],
    ['trajet inconnu', { trip_leg: 'aller-retour' }],
    ['retour sur appel qui n’est pas un booléen', { retour_sur_appel: 'oui' }],
  ])('[RULES-SER2] une séance avec %s : refusé', async (_label, links) => {
    expect(await create('ser-bad', withLinks({ ...SERIES_RETURN, ...links }))).toBe(false);
  });

  it('[RULES-SER3] une ambulance accepte une séance liée (budget de la règle tenu) : autorisé', async () => {
    const t = await seededSeriesRide('ser-acc');
    expect(await allowed(statusBatch(bed.as(ambulance), t, ambulance, 'accepted').commit())).toBe(
      true,
    );
  });

  it('[RULES-SER4] les liens ne changent plus : ni par la clinique, ni à l’acceptation', async () => {
    const t = await seededSeriesRide('ser-imm');
    const edit = editBatch(bed.as(clinic), t, clinic, { series_id: 'autre-serie' }).batch;
    expect(await allowed(edit.commit())).toBe(false);
    const relink = statusBatch(bed.as(ambulance), t, ambulance, 'accepted', {
      tamper: (update) => ({ ...update, partner_id: 'autre-trajet' }),
    });
    expect(await allowed(relink.commit())).toBe(false);
  });

  it('[RULES-SER5] une société VTC ne lit pas une séance en ambulance ; l’ambulance la lit', async () => {
    await seededSeriesRide('ser-read');
    expect(await allowed(getDocFromServer(transportRef(bed.as(vtc), 'ser-read')))).toBe(false);
    expect(await allowed(getDocFromServer(transportRef(bed.as(ambulance), 'ser-read')))).toBe(true);
  });
});
