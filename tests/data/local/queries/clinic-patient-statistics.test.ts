import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '@/data/local/db/app-db';
import { phaseOf } from '@/data/local/db/transport-phase';
import { LocalStore } from '@/data/local/local-store';
import { CLINIC_LISTS, transportQueries, type ClinicList } from '@/data/local/transport-queries';
import { compareCodeUnits } from '@/domain/shared/compare';
import { computeStatistics } from '@/domain/transport/statistics';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo, type Viewer } from '@/domain/transport/visibility';
import { asDocuments, generateTransports } from '../support/dataset';
import { freshDb, manualClock, ONE_HOUR_LATER } from '../support/fixtures';
import { countTransportReads } from '../support/row-read-counter';

const NOW = ONE_HOUR_LATER;

const CLINIC_PHASES: Record<ClinicList, (t: Transport) => boolean> = {
  toutes: () => true,
  'en-attente': (t) => phaseOf(t.etat) === 'waiting',
  'en-cours': (t) => ['before_pickup', 'on_the_way'].includes(phaseOf(t.etat)),
  terminees: (t) => phaseOf(t.etat) === 'done',
};

describe('clinic, patient and statistics queries on a generated dataset', () => {
  let db: AppDb;
  let reads: ReturnType<typeof countTransportReads>;

  beforeAll(async () => {
    db = freshDb();
    reads = countTransportReads(db);
    const store = new LocalStore(db, manualClock(NOW));
    await store.applyPulled('transports', {
      documents: asDocuments(generateTransports(600, NOW, 11)),
      checkpoint: null,
      hasMore: false,
    });
    return () => db.delete();
  });

  const allViews = async () => (await db.transports.toArray()).map((row) => row.view);

  for (const list of CLINIC_LISTS) {
    it(`clinic « ${list} »: the organisation's requests, newest first, by index`, async () => {
      const expected = (await allViews())
        .filter((t) => t.requester_org_id === 'clin_1' && CLINIC_PHASES[list](t))
        .sort((a, b) => b.created_at - a.created_at || compareCodeUnits(b.id, a.id))
        .map((t) => t.id);
      reads.reset();

      const listed = await transportQueries(db).listClinic({ orgId: 'clin_1' }, list);

      expect(listed.map((t) => t.id)).toEqual(expected);
      expect(reads.counter).toEqual({ rows: expected.length, cursors: 0 });
    });
  }

  it('clinic list counts add up', async () => {
    const counts = await transportQueries(db).countClinicLists({ orgId: 'clin_2' });
    expect(counts.toutes).toBe(counts['en-attente'] + counts['en-cours'] + counts.terminees);
    const mine = (await allViews()).filter((t) => t.requester_org_id === 'clin_2');
    expect(counts.toutes).toBe(mine.length);
  });

  it('patient: own rides (patient_id or global_patient_id), soonest first', async () => {
    const viewer: Viewer = { role: 'patient', orgId: 'pat_x', uid: 'pat_2' };
    const expected = (await allViews())
      .filter((t) => isVisibleTo(t, viewer))
      .sort((a, b) => a.date_transport - b.date_transport || a.id.localeCompare(b.id))
      .map((t) => t.id);

    const listed = await transportQueries(db).listForPatient(viewer);

    expect(listed.map((t) => t.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  const ROLES: Viewer[] = [
    { role: 'admin', orgId: 'admin_1', uid: 'u-admin' },
    { role: 'ambulance', orgId: 'ambu_1', uid: 'u-a1' },
    { role: 'vtc', orgId: 'vtc_1', uid: 'u-v1' },
    { role: 'clinique', orgId: 'clin_1', uid: 'u-clin-2' },
    { role: 'patient', orgId: 'pat', uid: 'pat_1' },
  ];
  for (const viewer of ROLES) {
    it(`statistics for ${viewer.role}: the domain's figures over what the viewer may see`, async () => {
      const visible = (await allViews()).filter((t) => isVisibleTo(t, viewer));
      const expected = computeStatistics(visible);

      const statistics = await transportQueries(db).statistics(viewer);

      expect({ ...statistics, recent: statistics.recent.map((t) => t.id) }).toEqual({
        ...expected,
        recent: expected.recent.map((t) => t.id),
      });
      expect(statistics.total).toBeGreaterThan(0);
    });
  }
});
