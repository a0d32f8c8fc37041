// @vitest-environment node
/**
 * Issue 23: what a company's pull reads of its zone's later steps, on the emulator under firestore.rules. Counted:
 * the documents the pull's queries return, plus its single reads (the company's base, identity parts), through a
 * recording wrapper around the SDK's two server reads.
 */
import type * as FirestoreSdk from 'firebase/firestore';
import { expect, it, vi } from 'vitest';
import type { Checkpoint } from '@/data/ports';
import { pullAll, requestBy, sleep } from '@tests/data/remote-contract/contract-fixtures';
import { useFirestoreSuite } from './firestore-suite';

const reads = vi.hoisted(() => ({ on: false, documents: 0 }));
vi.mock('firebase/firestore', async (importOriginal) => {
  const real = await importOriginal<typeof FirestoreSdk>();
  return {
    ...real,
    getDocsFromServer: async (...args: Parameters<typeof real.getDocsFromServer>) => {
      const snapshot = await real.getDocsFromServer(...args);
      if (reads.on) reads.documents += snapshot.size;
      return snapshot;
    },
    getDocFromServer: async (...args: Parameters<typeof real.getDocFromServer>) => {
      const snapshot = await real.getDocFromServer(...args);
      if (reads.on) reads.documents += 1;
      return snapshot;
    },
  };
});

const suite = useFirestoreSuite({ rules: 'production' });

const BASE = { lat: 45.76, lng: 4.84 };
/** 33 km north of the base: reached at step 1 (40 km), not at step 0 (20 km), by the exact rule and the cells. */
const PICKUP = { lat: 46.06, lng: 4.84 };
const DELAY_MIN = 10;
const WAITING = 60;
const SOON = 5;

it('[ZONE-COST1] 60 demandes dans la zone : une lecture sans changement lit au plus 5 documents ; l’ouverture d’une étape rend exactement les 5 nouvelles', async () => {
  const h = suite.h();
  const company = h.viewers.ambulance;
  await h.seedOrganisation('ambulanceCompanies', company.orgId, { coordonnees: BASE });
  const filed = (createdAt: number, n: number) =>
    requestBy(h, {
      type_transport: 'ambulance',
      priorite: 'critique',
      escalation_delays: { critique: DELAY_MIN, urgent: 15, normale: 120 },
      created_at: createdAt,
      adresse_depart: {
        rue: `${n} rue du Nord`,
        ville: 'Villefranche',
        codePostal: '69400',
        coordonnees: PICKUP,
      },
    });
  // Step 1 opened a minute ago for these; step 2 opens in 9 min.
  const open = Array.from({ length: WAITING }, (_, n) =>
    filed(Date.now() - (DELAY_MIN + 1) * 60_000, n),
  );
  await h.seed(open);
  // Step 1 opens in 6 s for these (a pull asks 5 s behind its clock).
  const opensAt = Date.now() + 6_000;
  const soon = Array.from({ length: SOON }, (_, n) =>
    filed(opensAt - DELAY_MIN * 60_000, WAITING + n),
  );
  await h.seed(soon);

  const pull = async (from: Checkpoint | null) => {
    reads.documents = 0;
    reads.on = true;
    try {
      const run = await pullAll(h.remote, company, 200, from);
      return { ...run, reads: reads.documents };
    } finally {
      reads.on = false;
    }
  };

  const first = await pull(null);
  expect(first.ids.sort()).toEqual(open.map((ride) => ride.id).sort());

  const idle = await pull(first.checkpoint);
  expect(idle.ids).toEqual([]);
  expect(idle.reads).toBeLessThanOrEqual(5);

  await sleep(Math.max(0, opensAt + 5_500 - Date.now()));
  const opened = await pull(idle.checkpoint);
  expect(opened.ids.sort()).toEqual(soon.map((ride) => ride.id).sort());
  expect(opened.reads).toBeLessThanOrEqual(SOON + 5);

  const after = await pull(opened.checkpoint);
  expect(after.ids).toEqual([]);
  expect(after.reads).toBeLessThanOrEqual(5);
  console.info('[ZONE-COST1] documents lus', {
    first: first.reads,
    idle: idle.reads,
    opened: opened.reads,
    after: after.reads,
  });
}, 60_000);
