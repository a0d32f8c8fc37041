import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { requestBy } from '@tests/data/remote-contract/contract-fixtures';
import { ManualClock } from '@tests/support/fakes/manual-clock';
import { makeDemoHarness, type DemoHarness } from './demo-harness';

const opened: DemoHarness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) {
    h.remote.close();
    await Dexie.delete(h.remote.dbName);
  }
});

const LYON = { lat: 45.76, lng: 4.84 };
const BASE = { lat: 46.66, lng: 4.84 };
const shown = (page: Page<Transport>) =>
  page.documents.filter((document) => document.removed !== true).map((document) => document.id);

describe('[ZONE-PULL1] serveur de démonstration : une demande entre dans la vue d’une société quand sa zone l’atteint', () => {
  it('[ZONE-PULL1] loin (100 km) : absente à la première lecture, rendue après le point de reprise une fois l’étape ouverte (délai 1 min)', async () => {
    const clock = new ManualClock(Date.now());
    const h = await makeDemoHarness(clock);
    opened.push(h);
    const company = h.viewers.ambulance;
    await h.seedOrganisation('ambulanceCompanies', company.orgId, { coordonnees: BASE });
    const request = (label: string, coordonnees: typeof LYON) =>
      requestBy(h, {
        type_transport: 'ambulance',
        priorite: 'critique',
        escalation_delays: { critique: 1, urgent: 15, normale: 120 },
        created_at: clock.now(),
        adresse_depart: { rue: label, ville: 'Lyon', codePostal: '69003', coordonnees },
      });
    const far = request('à 100 km de la base', LYON);
    const near = request('à la base', BASE);
    await h.seed([far, near]);

    const first = await h.remote.pullTransports(company, null, 50);
    expect(shown(first)).toEqual([near.id]);

    // Nothing is written when the zone widens: the ride's sync time stays before the checkpoint, which carries
    // the time the zone was asked up to.
    expect(first.checkpoint?.zoneAsOf).toBe(clock.now());
    clock.advance(2 * 60_000);
    const before = await h.remote.pullTransports(company, first.checkpoint, 50);
    expect(shown(before)).toEqual([]);
    clock.advance(2 * 60_000);
    const later = await h.remote.pullTransports(company, before.checkpoint, 50);
    expect(shown(later)).toEqual([far.id]);
    const position = (page: Page<Transport>) => ({
      ts: page.checkpoint?.ts,
      id: page.checkpoint?.id,
    });
    expect(position(later)).toEqual(position(first));
    expect(later.checkpoint?.zoneAsOf).toBe(clock.now());
    // Handed out once: the next pull asks only for what opened since.
    clock.advance(60_000);
    expect(shown(await h.remote.pullTransports(company, later.checkpoint, 50))).toEqual([]);
  });
});
