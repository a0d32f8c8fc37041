import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from '@/data/local/db/app-db';
import { LocalStore } from '@/data/local/local-store';
import { clearPatientData } from '@/data/local/session-data';
import { forgetOrganisation } from '@/data/local/store/forget-organisation';
import { transportQueries } from '@/data/local/transport-queries';
import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { asDocuments } from '../support/dataset';
import {
  CREATED_AT,
  freshDb,
  makeTransport,
  manualClock,
  ONE_HOUR_LATER,
} from '../support/fixtures';

const NOW = ONE_HOUR_LATER;
const VIEWER = { role: 'ambulance', orgId: 'ambu_0001' } as const;
const BASE: Coordinates = { lat: 45.7578, lng: 4.832 };
const AROUND = { base: BASE, radiusKm: 50 };
const LIMITS = { inZone: 50, outOfZone: 50, unlocated: 50 };

/** 70 located requests 100 m apart going north (the first 50 fill a page), 3 unlocated, 2 far away. */
function requests(): Transport[] {
  const at = (id: string, coordonnees: Coordinates | null, createdAt = CREATED_AT) => {
    const ride = makeTransport(id, { created_at: createdAt });
    return { ...ride, adresse_depart: { ...ride.adresse_depart, coordonnees } };
  };
  return [
    ...Array.from({ length: 70 }, (_, i) =>
      at(`near-${String(i).padStart(2, '0')}`, { lat: BASE.lat + i * 0.001, lng: BASE.lng }),
    ),
    ...['lost-1', 'lost-2', 'lost-3'].map((id) => at(id, null)),
    at('far-1', { lat: 48.85, lng: 2.35 }),
    at('far-2', { lat: 43.3, lng: 5.37 }),
  ];
}

let db: AppDb;
afterEach(() => db.delete());

async function seeded() {
  db = freshDb();
  await new LocalStore(db, manualClock(NOW)).applyPulled('transports', {
    documents: asDocuments(requests()),
    checkpoint: null,
    hasMore: false,
  });
  return transportQueries(db);
}

describe('[NEARQ3] the nearby tab’s first screen, stored for the next start', () => {
  it('reads back the first screen of the last live result, the far list left to open on demand', async () => {
    const queries = await seeded();
    expect(await queries.storedNearbyTab(VIEWER, 'en-attente', NOW, 50)).toBeNull();
    const live = await queries.nearbyTab(VIEWER, 'en-attente', NOW, AROUND, {
      ...LIMITS,
      inZone: 60,
    });
    await queries.rememberNearbyTab(VIEWER, 'en-attente', 50, live, 50);
    const stored = await queries.storedNearbyTab(VIEWER, 'en-attente', NOW, 50);
    expect(stored?.inZone).toEqual(live.inZone.slice(0, 50));
    expect(stored?.unlocated.map((item) => item.ride.id)).toEqual(['lost-1', 'lost-2', 'lost-3']);
    expect(stored?.outOfZone).toEqual([]);
    expect(stored?.counts).toEqual({ inZone: 70, outOfZone: 2, unlocated: 3 });
  });

  it('is another viewer’s, another radius’s or another tab’s: nothing is drawn from it', async () => {
    const queries = await seeded();
    const live = await queries.nearbyTab(VIEWER, 'en-attente', NOW, AROUND, LIMITS);
    await queries.rememberNearbyTab(VIEWER, 'en-attente', 50, live, 50);
    const other = { role: 'ambulance', orgId: 'ambu_0002' } as const;
    expect(await queries.storedNearbyTab(other, 'en-attente', NOW, 50)).toBeNull();
    expect(
      await queries.storedNearbyTab({ ...VIEWER, role: 'vtc' }, 'en-attente', NOW, 50),
    ).toBeNull();
    expect(await queries.storedNearbyTab(VIEWER, 'en-attente', NOW, 60)).toBeNull();
    expect(await queries.storedNearbyTab(VIEWER, 'urgents', NOW, 50)).toBeNull();
  });

  it('leaves out the requests expired since it was stored', async () => {
    const queries = await seeded();
    const live = await queries.nearbyTab(VIEWER, 'en-attente', NOW, AROUND, LIMITS);
    await queries.rememberNearbyTab(VIEWER, 'en-attente', 50, live, 50);
    const later = CREATED_AT + TRANSPORT_EXPIRY_MS;
    const stored = await queries.storedNearbyTab(VIEWER, 'en-attente', later, 50);
    expect(stored?.inZone).toEqual([]);
    expect(stored?.unlocated).toEqual([]);
  });

  it('goes with the patient data at sign-out, and when the organisation is forgotten', async () => {
    for (const forget of [clearPatientData, forgetOrganisation]) {
      const queries = await seeded();
      const live = await queries.nearbyTab(VIEWER, 'en-attente', NOW, AROUND, LIMITS);
      await queries.rememberNearbyTab(VIEWER, 'en-attente', 50, live, 50);
      await forget(db);
      expect(await queries.storedNearbyTab(VIEWER, 'en-attente', NOW, 50), forget.name).toBeNull();
      await db.delete();
    }
    db = freshDb();
  });
});
