// @vitest-environment node
import { Transaction, type DocumentReference } from 'firebase/firestore';
import { afterEach, expect, it, vi } from 'vitest';
import type { Viewer } from '@/data/ports';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import { requestBy, statusOp, waitFor } from '@tests/data/remote-contract/contract-fixtures';
import { viewerIdentity } from './firestore-harness';
import { useFirestoreSuite } from './firestore-suite';

const suite = useFirestoreSuite();
afterEach(() => {
  vi.restoreAllMocks();
});

/** Another device signed in as `viewer`: its own SDK client, so its transaction really races on the server. */
const otherDevice = (viewer: Viewer) =>
  createFirestoreRemote({ db: suite.connect(viewerIdentity(viewer)).db });

it('[FS2] deux acceptations entrelacées : la lecture périmée fait échouer le commit, le SDK rejoue, la seconde est refusée', async () => {
  const h = suite.h();
  const request = requestBy(h); // a VSL: both company types may accept it
  await h.seed([request]);
  const { ambulance, vtc } = h.viewers;
  const device = h.device(ambulance).db;
  const original = Transaction.prototype.get;
  let deviceReads = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The device's first transactional read is held until the other company has committed: a stale read.
  const heldRead = async function (this: Transaction, ref: DocumentReference<unknown>) {
    const snapshot = await original.call(this, ref);
    // The ride's own reads (an acceptance also reads the company's document, for its name).
    if (ref.firestore === device && ref.path === `transport/${request.id}`) {
      deviceReads += 1;
      if (deviceReads === 1) await gate;
    }
    return snapshot;
  };
  vi.spyOn(Transaction.prototype, 'get').mockImplementation(heldRead as Transaction['get']);

  const slow = h.remote.push(statusOp(request.id, 'accepted', ambulance), ambulance);
  await waitFor(() => deviceReads === 1);
  const fast = await otherDevice(vtc).push(statusOp(request.id, 'accepted', vtc), vtc);
  release();
  const late = await slow;

  expect(fast.status).toBe('applied');
  expect(late.status).toBe('refused');
  if (late.status === 'refused') expect(late.refusal.code).toBe('already_accepted');
  expect(deviceReads).toBe(2); // the commit was refused (ABORTED) and the transaction re-ran on fresh data
  const stored = await h.read(request.id);
  expect(stored!.provider_org_id).toBe(vtc.orgId);
  // The loser may no longer read the ride: its refusal stays on its own device, the ride's history holds nothing
  // of it (transport-decision.ts).
  expect(stored!.historique_etats.map((entry) => [entry.etat, entry.applied])).toEqual([
    ['pending', true],
    ['accepted', true],
  ]);
});

it('[FS2] quatre transporteurs acceptent en même temps : exactement un gagne, les autres sont refusés', async () => {
  const h = suite.h();
  const request = requestBy(h);
  await h.seed([request]);
  const providers: Viewer[] = [
    { role: 'ambulance', orgId: 'ambu_0101', uid: 'fs-amb-1' },
    { role: 'ambulance', orgId: 'ambu_0102', uid: 'fs-amb-2' },
    { role: 'vtc', orgId: 'vtc_0101', uid: 'fs-vtc-1' },
    { role: 'vtc', orgId: 'vtc_0102', uid: 'fs-vtc-2' },
  ];

  const outcomes = await Promise.all(
    providers.map((viewer) =>
      otherDevice(viewer).push(statusOp(request.id, 'accepted', viewer), viewer),
    ),
  );

  const winners = providers.filter((_, i) => outcomes[i]!.status === 'applied');
  expect(winners).toHaveLength(1);
  for (const outcome of outcomes.filter((o) => o.status !== 'applied')) {
    expect(outcome.status === 'refused' && outcome.refusal.code).toBe('already_accepted');
  }
  const stored = await h.read(request.id);
  expect(stored!.provider_org_id).toBe(winners[0]!.orgId);
  // Only the winner's entry: the losers may no longer read the ride, so nothing of theirs is written to it.
  expect(stored!.historique_etats.filter((entry) => entry.etat === 'accepted')).toHaveLength(1);
});
