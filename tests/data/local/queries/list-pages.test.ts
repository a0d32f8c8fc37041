import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '@/data/local/db/app-db';
import { LocalStore } from '@/data/local/local-store';
import { clinicRanges } from '@/data/local/queries/clinic-lists';
import { exactPrefix, firstRows, readRanges } from '@/data/local/queries/index-range';
import {
  DONE_ORGS_INDEX,
  isOpenRequestTab,
  providerTabRanges,
} from '@/data/local/queries/provider-tab-ranges';
import { phaseOf } from '@/data/local/db/transport-phase';
import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';
import { CLINIC_LISTS, transportQueries } from '@/data/local/transport-queries';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { compareCodeUnits } from '@/domain/shared/compare';
import { PROVIDER_TABS, type TabViewer } from '@/domain/transport/dashboard-tabs';
import type { Transport } from '@/domain/transport/transport.schema';
import { PROPERTY_TIMEOUT_MS } from '@tests/support/property-budget';
import { asDocuments, CLINIC_ORGS, generateTransports } from '../support/dataset';
import { freshDb, manualClock, ONE_HOUR_LATER } from '../support/fixtures';
import { countTransportReads } from '../support/row-read-counter';

const NOW = ONE_HOUR_LATER;
const PROVIDERS: TabViewer[] = [
  { role: 'ambulance', orgId: 'ambu_1' },
  { role: 'vtc', orgId: 'vtc_1' },
];

/**
 * Creation times on whole hours, like the dates already are: many rows share a sort key, so a page often ends
 * in the middle of a tie — where a read in the wrong direction or a tie-break unlike the index's would show.
 */
const tiedCreation = (transports: Transport[]) =>
  transports.map((t) => ({ ...t, created_at: t.created_at - (t.created_at % MILLIS_PER_HOUR) }));

async function seededDb(transports: readonly Transport[]) {
  const db = freshDb();
  const reads = countTransportReads(db);
  const store = new LocalStore(db, manualClock(NOW));
  await store.applyPulled('transports', {
    documents: asDocuments(transports),
    checkpoint: null,
    hasMore: false,
  });
  return { db, reads };
}

interface ListCase {
  name: string;
  /** Index slices the list reads; a page may read `limit` rows from each. */
  ranges: number;
  /**
   * Rows a page may read beyond `limit` per slice: the open requests' date-ordered slices also hold their
   * expired requests (the tabs leave them out), which a page steps over.
   */
  skipped: number;
  list(limit?: number): Promise<Transport[]>;
}

/** Open requests of the types a role serves that are past their 24 h (still « waiting » on the device). */
const expiredRequests = (transports: readonly Transport[], viewer: TabViewer) =>
  transports.filter(
    (t) =>
      phaseOf(t.etat) === 'waiting' &&
      t.created_at <= NOW - TRANSPORT_EXPIRY_MS &&
      canRoleSeeTransportType(viewer.role, t.type_transport),
  ).length;

function listCases(db: AppDb, transports: readonly Transport[]): ListCase[] {
  const queries = transportQueries(db);
  const tabs = PROVIDERS.flatMap((viewer) =>
    PROVIDER_TABS.map((tab) => ({
      name: `${viewer.orgId} / ${tab}`,
      ranges: providerTabRanges(tab, viewer, NOW).length,
      skipped: isOpenRequestTab(tab) ? expiredRequests(transports, viewer) : 0,
      list: (limit?: number) => queries.listTab(viewer, tab, NOW, limit),
    })),
  );
  const lists = CLINIC_ORGS.flatMap((orgId) =>
    CLINIC_LISTS.map((list) => ({
      name: `${orgId} / ${list}`,
      ranges: clinicRanges(list, { orgId }).length,
      skipped: 0,
      list: (limit?: number) => queries.listClinic({ orgId }, list, limit),
    })),
  );
  return [...tabs, ...lists];
}

const ids = (transports: readonly Transport[]) => transports.map((t) => t.id);

/** The page is the whole list's head, read by index: `limit` rows per slice, plus the expired it steps over. */
async function expectPage(
  item: ListCase,
  limit: number,
  reads: ReturnType<typeof countTransportReads>,
) {
  const whole = await item.list();
  reads.reset();
  const page = await item.list(limit);
  expect(ids(page), `${item.name}, ${limit} premiers`).toEqual(ids(whole.slice(0, limit)));
  expect(reads.counter.rows).toBeLessThanOrEqual(limit * item.ranges + item.skipped);
  expect(reads.counter.cursors).toBe(0);
}

// Reading every tab of 2 000 rides takes ~1 s alone and several on a loaded 2-core machine: the default 5 s timeout
// made this suite fail under load (then its shared read counter failed the next cases). Rows are counted, not time.
describe(
  'list pages on a generated dataset (2 000 transports, sort keys tying)',
  { timeout: PROPERTY_TIMEOUT_MS },
  () => {
    let db: AppDb;
    let reads: ReturnType<typeof countTransportReads>;
    const seeded = tiedCreation(generateTransports(2_000, NOW));

    beforeAll(async () => {
      ({ db, reads } = await seededDb(seeded));
    });
    afterAll(() => db.delete());

    it('every list is long enough to need pages', async () => {
      for (const item of listCases(db, seeded)) {
        expect((await item.list()).length, item.name).toBeGreaterThan(50);
      }
    });

    it('the first n of every tab and list are the first n of the whole list', async () => {
      for (const item of listCases(db, seeded)) {
        await fc.assert(
          fc.asyncProperty(fc.integer({ min: 0, max: 450 }), (limit) =>
            expectPage(item, limit, reads),
          ),
          { numRuns: 12, examples: [[0], [1], [50], [100]] },
        );
      }
    });

    it('a page of a newest-first list walks each slice backwards and reads only the page', async () => {
      const clinic = { orgId: 'clin_1' };
      const whole = await transportQueries(db).listClinic(clinic, 'terminees');
      reads.reset();
      const page = await transportQueries(db).listClinic(clinic, 'terminees', 50);
      expect(reads.counter.rows).toBe(50);
      expect(ids(page)).toEqual(ids(whole.slice(0, 50)));
      expect(page[0]!.created_at).toBe(Math.max(...whole.map((t) => t.created_at)));
    });

    it('overlapping slices: a page of their union is deduplicated and still the union’s head', async () => {
      // A ride carried by ambu_1 for clin_1 is in both organisations' « done » slices.
      const ranges = ['ambu_1', 'clin_1'].map((org) => exactPrefix(DONE_ORGS_INDEX, [org]));
      const latestFirst = (a: Transport, b: Transport) =>
        b.date_transport - a.date_transport || compareCodeUnits(b.id, a.id);
      const union = firstRows(
        (await readRanges(db, ranges, 'overlapping')).map((row) => row.view),
        latestFirst,
      );
      const shared = union.filter(
        (t) => t.provider_org_id === 'ambu_1' && t.requester_org_id === 'clin_1',
      );
      expect(shared.length).toBeGreaterThan(10);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: union.length + 5 }), async (limit) => {
          reads.reset();
          const rows = await readRanges(db, ranges, 'overlapping', {
            count: limit,
            direction: 'prev',
          });
          expect(reads.counter.rows).toBeLessThanOrEqual(2 * limit);
          const page = firstRows(
            rows.map((row) => row.view),
            latestFirst,
            limit,
          );
          expect(ids(page)).toEqual(ids(union.slice(0, limit)));
        }),
        { numRuns: 25, examples: [[1], [50]] },
      );
    });
  },
);

describe('list pages over random datasets', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('hold for any dataset, size and page length', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        async (seed, size, limit, tied) => {
          const generated = generateTransports(size, NOW, seed);
          const transports = tied ? tiedCreation(generated) : generated;
          const { db, reads } = await seededDb(transports);
          try {
            for (const item of listCases(db, transports)) await expectPage(item, limit, reads);
          } finally {
            await db.delete();
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
