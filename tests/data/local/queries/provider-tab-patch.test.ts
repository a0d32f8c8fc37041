import fc from 'fast-check';
import { PROPERTY_TIMEOUT_MS } from '@tests/support/property-budget';
import { describe, expect, it } from 'vitest';
import { LocalStore } from '@/data/local/local-store';
import { patchPage, type PageShape } from '@/data/local/queries/page-patch';
import { patchProviderTab } from '@/data/local/queries/provider-tab-patch';
import { transportQueries } from '@/data/local/transport-queries';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { PROVIDER_TABS, type TabViewer } from '@/domain/transport/dashboard-tabs';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUSES } from '@/domain/transport/transport-status';
import { asDocuments, generateTransports, PROVIDER_ORGS } from '../support/dataset';
import { freshDb, manualClock, ONE_HOUR_LATER } from '../support/fixtures';

const NOW = ONE_HOUR_LATER;
const VIEWERS: TabViewer[] = [
  { role: 'ambulance', orgId: 'ambu_1' },
  { role: 'vtc', orgId: 'vtc_1' },
];
const ids = (transports: readonly Transport[]) => transports.map((t) => t.id);

/** A ride's next version as a tap or a pull may write it: another status, date or company. */
const nextVersion = fc.record({
  etat: fc.constantFrom(...TRANSPORT_STATUSES),
  hours: fc.integer({ min: -48, max: 48 }),
  provider: fc.constantFrom(...PROVIDER_ORGS, null),
});

// Each run seeds a device database and reads a tab twice: sized for a loaded 2-core CI (issue 24 item 5).
describe(
  'patchProviderTab: the list after a write, from the page on screen',
  { timeout: PROPERTY_TIMEOUT_MS },
  () => {
    it('[PATCH1] equals a fresh read of the tab whenever it answers, and always answers for a whole tab', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 10_000 }),
          fc.integer({ min: 0, max: 300 }),
          fc.constantFrom(...VIEWERS),
          fc.constantFrom(...PROVIDER_TABS),
          fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
          fc.array(
            fc.record({
              pick: fc.nat(),
              next: nextVersion,
              from: fc.constantFrom('page', 'page', 'device', 'new'),
            }),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
          async (seed, size, viewer, tab, limit, writes) => {
            const transports = generateTransports(size, NOW, seed);
            const db = freshDb();
            try {
              const store = new LocalStore(db, manualClock(NOW));
              await store.applyPulled('transports', {
                documents: asDocuments(transports),
                checkpoint: null,
                hasMore: false,
              });
              const queries = transportQueries(db);
              const page = await queries.listTab(viewer, tab, NOW, limit);
              // Mostly rides on screen (where a full page may lose one), some beyond it, some new.
              const written = writes.map(({ pick, next, from }, index): Transport => {
                const pool = from === 'page' && page.length > 0 ? page : transports;
                const base = from === 'new' ? undefined : pool[pick % Math.max(pool.length, 1)];
                const model = base ?? generateTransports(1, NOW, seed + 1)[0]!;
                return {
                  ...model,
                  id: base?.id ?? `nouvelle-${index}`,
                  etat: next.etat,
                  status: next.etat,
                  date_transport: NOW + next.hours * MILLIS_PER_HOUR,
                  provider_org_id: next.provider,
                };
              });
              // The rows as the mirror stores them: through the same pull path, newer.
              await store.applyPulled('transports', {
                documents: asDocuments(written).map((doc) => ({
                  ...doc,
                  syncTs: { seconds: doc.syncTs.seconds + 1_000_000, nanoseconds: 0 },
                })),
                checkpoint: null,
                hasMore: false,
              });
              const fresh = await queries.listTab(viewer, tab, NOW, limit);
              const patched = patchProviderTab(page, written, viewer, tab, NOW, limit);
              if (limit === undefined || page.length < limit) expect(patched).not.toBeNull();
              if (patched !== null) expect(ids(patched)).toEqual(ids(fresh));
            } finally {
              await db.delete();
            }
          },
        ),
        { numRuns: 40, interruptAfterTimeLimit: 90_000 },
      );
    });
  },
);

describe('patchPage', () => {
  interface Item {
    id: string;
    v: number;
  }
  const shape: PageShape<Item> = {
    belongs: (item) => item.v >= 0,
    order: (a, b) => a.v - b.v,
    limit: 3,
  };
  const row = (id: string, v: number): Item => ({ id, v });

  it('[PATCH2] a full page that loses a row cannot know its successor: null, a read is needed', () => {
    const page = [row('a', 1), row('b', 2), row('c', 3)];
    expect(patchPage(page, [row('b', -1)], shape)).toBeNull();
    expect(patchPage(page, [row('c', 9)], shape)).toBeNull();
  });

  it('[PATCH3] a row moving within a full page, or entering it, is placed without a read', () => {
    const page = [row('a', 1), row('b', 2), row('c', 3)];
    expect(patchPage(page, [row('c', 0)], shape)).toEqual([row('c', 0), row('a', 1), row('b', 2)]);
    expect(patchPage(page, [row('z', 2.5)], shape)).toEqual([
      row('a', 1),
      row('b', 2),
      row('z', 2.5),
    ]);
    expect(patchPage(page, [row('z', 7)], shape)).toEqual(page);
  });
});
