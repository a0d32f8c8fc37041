import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '@/data/local/db/app-db';
import { LocalStore } from '@/data/local/local-store';
import { transportQueries } from '@/data/local/transport-queries';
import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import {
  countProviderTabs,
  filterProviderTab,
  PROVIDER_TABS,
  type TabViewer,
} from '@/domain/transport/dashboard-tabs';
import { asDocuments, generateTransports } from '../support/dataset';
import {
  freshDb,
  inStatus,
  manualClock,
  remoteDoc,
  statusOp,
  ONE_HOUR_LATER,
} from '../support/fixtures';
import { countTransportReads } from '../support/row-read-counter';
import { harness, seedServer } from '../support/store-harness';

const NOW = ONE_HOUR_LATER;
const VIEWERS: Record<string, TabViewer> = {
  ambulance: { role: 'ambulance', orgId: 'ambu_1' },
  vtc: { role: 'vtc', orgId: 'vtc_1' },
  admin: { role: 'admin', orgId: 'ambu_2' },
};

describe('provider tabs on a generated dataset (1 200 transports, some with pending taps)', () => {
  let db: AppDb;
  let reads: ReturnType<typeof countTransportReads>;

  beforeAll(async () => {
    db = freshDb();
    reads = countTransportReads(db);
    const store = new LocalStore(db, manualClock(NOW));
    const transports = generateTransports(1_200, NOW);
    const documents = asDocuments(transports);
    for (let start = 0; start < documents.length; start += 200) {
      await store.applyPulled('transports', {
        documents: documents.slice(start, start + 200),
        checkpoint: null,
        hasMore: false,
      });
    }
    // Offline acceptances by ambu_1: the tabs follow the view, not the server.
    const open = transports
      .filter((t) => t.etat === 'pending' && t.type_transport !== 'vtc')
      .slice(0, 15);
    for (const transport of open) {
      await store.enqueue(
        statusOp(transport.id, 'accepted', { uid: 'u-a1', role: 'ambulance', orgId: 'ambu_1' }),
      );
    }
    return () => db.delete();
  });

  const allViews = async () => (await db.transports.toArray()).map((row) => row.view);

  for (const [who, viewer] of Object.entries(VIEWERS)) {
    for (const tab of PROVIDER_TABS) {
      it(`${who} / ${tab}: same members and order as the domain, reading only the tab's rows`, async () => {
        const expected = filterProviderTab(tab, await allViews(), viewer, NOW).map((t) => t.id);
        reads.reset();

        const listed = await transportQueries(db).listTab(viewer, tab, NOW);

        expect(listed.map((t) => t.id)).toEqual(expected);
        expect(reads.counter).toEqual({ rows: expected.length, cursors: 0 });
      });
    }

    it(`${who}: tab counts equal the domain's, without loading a row`, async () => {
      const expected = countProviderTabs(await allViews(), viewer, NOW);
      reads.reset();
      expect(await transportQueries(db).countTabs(viewer, NOW)).toEqual(expected);
      expect(reads.counter.rows).toBe(0);
    });
  }

  it('the dataset exercises every tab', async () => {
    const counts = countProviderTabs(await allViews(), VIEWERS.ambulance!, NOW);
    for (const tab of PROVIDER_TABS) expect(counts[tab]).toBeGreaterThan(5);
  });
});

describe('provider tab boundaries', () => {
  const ambulance: TabViewer = { role: 'ambulance', orgId: 'ambu_0001' };

  it('« En attente » ends exactly at the 24 h expiry', async () => {
    const { db, store } = harness();
    await seedServer(
      store,
      remoteDoc(inStatus('just-expired', 'pending', { created_at: NOW - TRANSPORT_EXPIRY_MS }), 1),
      remoteDoc(
        inStatus('still-open', 'pending', { created_at: NOW - TRANSPORT_EXPIRY_MS + 1 }),
        2,
      ),
    );
    const queries = transportQueries(db);
    expect((await queries.listTab(ambulance, 'en-attente', NOW)).map((t) => t.id)).toEqual([
      'still-open',
    ]);
    expect((await queries.countTabs(ambulance, NOW))['en-attente']).toBe(1);
  });

  it('« À venir » starts strictly after now', async () => {
    const { db, store } = harness();
    await seedServer(
      store,
      remoteDoc(
        inStatus('now', 'accepted', { date_transport: NOW, provider_org_id: 'ambu_0001' }),
        1,
      ),
      remoteDoc(
        inStatus('later', 'assigned', { date_transport: NOW + 1, provider_org_id: 'ambu_0001' }),
        2,
      ),
    );
    const listed = await transportQueries(db).listTab(ambulance, 'a-venir', NOW);
    expect(listed.map((t) => t.id)).toEqual(['later']);
  });

  it('« En cours » and « À venir » never count the same ride (issue 25)', async () => {
    const { db, store } = harness();
    await seedServer(
      store,
      remoteDoc(
        inStatus('now', 'accepted', { date_transport: NOW, provider_org_id: 'ambu_0001' }),
        1,
      ),
      remoteDoc(
        inStatus('later', 'assigned', { date_transport: NOW + 1, provider_org_id: 'ambu_0001' }),
        2,
      ),
      remoteDoc(
        inStatus('road', 'en_route_pickup', {
          date_transport: NOW + 5,
          provider_org_id: 'ambu_0001',
        }),
        3,
      ),
    );
    const queries = transportQueries(db);
    const current = await queries.listTab(ambulance, 'en-cours', NOW);
    expect(current.map((t) => t.id)).toEqual(['now', 'road']);
    const counts = await queries.countTabs(ambulance, NOW);
    expect([counts['en-cours'], counts['a-venir']]).toEqual([2, 1]);
  });

  it('a vtc company never sees ambulance requests, and the other way round', async () => {
    const { db, store } = harness();
    await seedServer(
      store,
      remoteDoc(inStatus('amb', 'pending', { type_transport: 'ambulance', created_at: NOW }), 1),
      remoteDoc(inStatus('vtc', 'pending', { type_transport: 'vtc', created_at: NOW }), 2),
      remoteDoc(inStatus('vsl', 'pending', { type_transport: 'vsl', created_at: NOW }), 3),
    );
    const queries = transportQueries(db);
    const ids = async (viewer: TabViewer) =>
      (await queries.listTab(viewer, 'en-attente', NOW)).map((t) => t.id).sort();
    expect(await ids(ambulance)).toEqual(['amb', 'vsl']);
    expect(await ids({ role: 'vtc', orgId: 'vtc_1' })).toEqual(['vsl', 'vtc']);
  });
});
