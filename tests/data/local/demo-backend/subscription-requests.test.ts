import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/local/demo-backend/demo-remote';
import { RemoteError } from '@/data/ports';
import { fixedClock } from '@/domain/shared/clock';
import { buildSubscriptionRequest } from '@/domain/subscription/subscription-request';
import { freshDbName, switchableConnectivity } from './demo-harness';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const opened: DemoRemote[] = [];
afterEach(async () => {
  for (const remote of opened.splice(0)) {
    remote.close();
    await Dexie.delete(remote.dbName);
  }
});

function server(caller: string | null = 'u-vtc') {
  const network = switchableConnectivity();
  const remote = createDemoRemote({
    connectivity: network.port,
    clock: fixedClock(NOW),
    dbName: freshDbName('abonnements'),
  });
  opened.push(remote);
  return { port: remote.subscriptionRequests(() => caller), network };
}

function request(reference: string, units = 3, uid = 'u-vtc') {
  const built = buildSubscriptionRequest({
    applicant: {
      uid,
      email: 'vtc@exemple.fr',
      displayName: 'Karim',
      userType: 'vtc',
      orga_id: 'vtc_0001',
    },
    plan: 'pro',
    units,
    transferReference: reference,
    now: 1,
  });
  if (!built.ok) throw new Error(built.error);
  return built.request;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof RemoteError ? error.code : 'other'),
  );

describe('[DEMO-SRQ] the demo backend files and lists one’s own subscription requests', () => {
  it('[DEMO-SRQ] filed pending with the server’s time, listed newest first', async () => {
    const { port } = server();
    const first = await port.create(request('ABO-AAAAAAAAAA'));
    expect(first).toMatchObject({
      id: 'ABO-AAAAAAAAAA',
      status: 'pending',
      monthlyHT: 74,
      createdAt: NOW,
    });
    await port.create(request('ABO-BBBBBBBBBB', 1));
    const mine = await port.listMine('u-vtc');
    expect(mine.map((r) => r.id).sort()).toEqual(['ABO-AAAAAAAAAA', 'ABO-BBBBBBBBBB']);
  });

  it.each([
    ['for someone else', request('ABO-CCCCCCCCCC', 3, 'u-other')],
    [
      'beyond the maximum',
      { ...request('ABO-DDDDDDDDDD'), units: 11, monthlyHT: 194, monthlyTTC: 232.8 },
    ],
    ['underpriced', { ...request('ABO-EEEEEEEEEE'), monthlyHT: 1 }],
  ])('[DEMO-SRQ] refused %s (permission-denied, as the rules)', async (_label, data) => {
    expect(await refusal(server().port.create(data))).toBe('permission-denied');
  });

  it('[DEMO-SRQ] a reference is used once; another user’s list is refused', async () => {
    const { port } = server();
    await port.create(request('ABO-FFFFFFFFFF'));
    expect(await refusal(port.create(request('ABO-FFFFFFFFFF')))).toBe('permission-denied');
    expect(await refusal(port.listMine('u-other'))).toBe('permission-denied');
  });

  it('[DEMO-SRQ] offline, the server is unreachable', async () => {
    const { port, network } = server();
    network.setOnline(false);
    expect(await refusal(port.create(request('ABO-GGGGGGGGGG')))).toBe('unavailable');
  });
});
