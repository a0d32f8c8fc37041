import fc from 'fast-check';
import { PROPERTY_TIMEOUT_MS } from '@tests/support/property-budget';
import { describe, expect, it } from 'vitest';
import { LocalStore } from '@/data/local/local-store';
import { transportQueries, type NearbyLimits } from '@/data/local/transport-queries';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { assignedToFirst } from '@/domain/transport/assignment';
import type { TabViewer } from '@/domain/transport/dashboard-tabs';
import type { Coordinates } from '@/domain/transport/geo';
import { arrangeAroundBase, type RideDistance } from '@/domain/transport/nearby';
import type { Transport } from '@/domain/transport/transport.schema';
import { asDocuments, generateTransports } from '../support/dataset';
import { freshDb, manualClock, ONE_HOUR_LATER } from '../support/fixtures';
import { countTransportReads } from '../support/row-read-counter';

const NOW = ONE_HOUR_LATER;
const DRIVER_UID = 'u-ambu';
const VIEWERS: TabViewer[] = [
  { role: 'ambulance', orgId: 'ambu_1' },
  { role: 'vtc', orgId: 'vtc_1' },
];

/** Around Lyon: a few shared pickups (distance ties), others scattered up to ~150 km, some unlocated. */
const LYON: Coordinates = { lat: 45.7578, lng: 4.832 };
const SHARED_PICKUPS: Coordinates[] = [LYON, { lat: 45.9, lng: 4.7 }, { lat: 45.19, lng: 5.72 }];

function pickupFor(pick: number, jitter: [number, number]): Coordinates | null {
  if (pick < 0.15) return null;
  if (pick < 0.5) return SHARED_PICKUPS[Math.floor(pick * 100) % SHARED_PICKUPS.length]!;
  return { lat: LYON.lat + jitter[0], lng: LYON.lng + jitter[1] };
}

/** Generated rides given pickups; creations on whole hours when `tied`, so dates and creations often tie. */
function withPickups(transports: Transport[], seed: number, tied: boolean): Transport[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return transports.map((t) => ({
    ...t,
    created_at: tied ? t.created_at - (t.created_at % MILLIS_PER_HOUR) : t.created_at,
    adresse_depart: {
      ...t.adresse_depart,
      coordonnees: pickupFor(next(), [(next() - 0.5) * 2.6, (next() - 0.5) * 3.6]),
    },
  }));
}

async function seeded(transports: readonly Transport[]) {
  const db = freshDb();
  const reads = countTransportReads(db);
  await new LocalStore(db, manualClock(NOW)).applyPulled('transports', {
    documents: asDocuments(transports),
    checkpoint: null,
    hasMore: false,
  });
  return { db, reads };
}

const ids = (items: readonly RideDistance<Transport>[]) => items.map((item) => item.ride.id);
const kms = (items: readonly RideDistance<Transport>[]) => items.map((item) => item.km);

describe('nearby open requests, read from index keys', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('[NEARQ1] show the same first cards and counts as the whole tab read and arranged, loading only those', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.record({
          inZone: fc.integer({ min: 0, max: 60 }),
          outOfZone: fc.integer({ min: 0, max: 60 }),
          unlocated: fc.integer({ min: 0, max: 60 }),
        }),
        fc.option(fc.constantFrom(...SHARED_PICKUPS, { lat: 46.2, lng: 5.2 }), { nil: null }),
        fc.constantFrom(10, 50, 60),
        fc.boolean(),
        async (seed, size, limits: NearbyLimits, base, radiusKm, tied) => {
          const transports = withPickups(generateTransports(size, NOW, seed), seed, tied);
          const { db, reads } = await seeded(transports);
          try {
            const queries = transportQueries(db);
            for (const viewer of VIEWERS) {
              for (const tab of ['en-attente', 'urgents'] as const) {
                const label = `${viewer.orgId} / ${tab}`;
                const whole = assignedToFirst(await queries.listTab(viewer, tab, NOW), DRIVER_UID);
                const expected = arrangeAroundBase(whole, base, radiusKm);
                reads.reset();
                const page = await queries.nearbyTab(viewer, tab, NOW, { base, radiusKm }, limits);
                for (const list of ['inZone', 'outOfZone', 'unlocated'] as const) {
                  const head = expected[list].slice(0, limits[list]);
                  expect(ids(page[list]), `${label} ${list}`).toEqual(ids(head));
                  expect(kms(page[list]), `${label} ${list} km`).toEqual(kms(head));
                  expect(page.counts[list], `${label} ${list} count`).toBe(expected[list].length);
                }
                // Bounded: only the rides returned leave IndexedDB, whatever the tab's size.
                expect(reads.counter.rows, label).toBe(
                  page.inZone.length + page.outOfZone.length + page.unlocated.length,
                );
              }
            }
          } finally {
            await db.delete();
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('[NEARQ2] 2 000 requests at one pickup (every distance tied): the first page is the soonest, 50 rows read', async () => {
    const at = (t: Transport): Transport => ({
      ...t,
      etat: 'pending',
      status: 'pending',
      provider_org_id: null,
      created_at: NOW - MILLIS_PER_HOUR,
      adresse_depart: { ...t.adresse_depart, coordonnees: LYON },
    });
    const transports = generateTransports(2_000, NOW, 3).map(at);
    const { db, reads } = await seeded(transports);
    try {
      const viewer = VIEWERS[0]!;
      const queries = transportQueries(db);
      const whole = await queries.listTab(viewer, 'en-attente', NOW);
      reads.reset();
      const limits = { inZone: 50, outOfZone: 50, unlocated: 50 };
      const page = await queries.nearbyTab(
        viewer,
        'en-attente',
        NOW,
        { base: LYON, radiusKm: 50 },
        limits,
      );
      expect(whole.length).toBeGreaterThan(500);
      expect(ids(page.inZone)).toEqual(whole.slice(0, 50).map((t) => t.id));
      expect(page.counts).toEqual({ inZone: whole.length, outOfZone: 0, unlocated: 0 });
      expect(reads.counter.rows).toBe(50);
    } finally {
      await db.delete();
    }
  });
});
