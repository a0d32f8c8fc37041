import { afterEach, describe, expect, it } from 'vitest';
import { requestBy, statusOp } from '@tests/data/remote-contract/contract-fixtures';
import { CONTRACT_VIEWERS, makeDemoHarness, type DemoHarness } from './demo-harness';

let harness: DemoHarness | null = null;
afterEach(async () => {
  await harness?.cleanup();
  harness = null;
});

describe('[DR8] a provider learns when a request leaves its sight', () => {
  it('another company’s acceptance comes back as removed, not as a stale waiting request', async () => {
    harness = await makeDemoHarness();
    const { remote } = harness;
    const request = requestBy(harness, { id: 'req-1', type_transport: 'ambulance' });
    await harness.seed([request]);
    const rival = { ...CONTRACT_VIEWERS.ambulance, uid: 'rival', orgId: 'ambu_0099' };

    const first = await remote.pullTransports(CONTRACT_VIEWERS.ambulance, null, 10);
    expect(first.documents.map((d) => [d.id, d.removed ?? false])).toEqual([['req-1', false]]);

    await remote.push(statusOp('req-1', 'accepted', rival), rival);
    const next = await remote.pullTransports(CONTRACT_VIEWERS.ambulance, first.checkpoint, 10);
    expect(next.documents.map((d) => [d.id, d.removed])).toEqual([['req-1', true]]);
  });

  it('never sends a tombstone outside the provider’s transport types', async () => {
    harness = await makeDemoHarness();
    await harness.seed([requestBy(harness, { id: 'req-2', type_transport: 'ambulance' })]);
    const page = await harness.remote.pullTransports(CONTRACT_VIEWERS.vtc, null, 10);
    expect(page.documents).toEqual([]);
  });
});
