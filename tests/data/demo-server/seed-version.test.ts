import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { openServerDb } from '@/data/demo-server/server-db';
import { fixedClock } from '@/domain/shared/clock';
import { freshDbName, switchableConnectivity } from './demo-harness';
import { BASE_DATE } from './seed-fixture';

const opened: DemoRemote[] = [];
function demoServer(dbName = freshDbName('seed-version')) {
  const remote = createDemoRemote({
    connectivity: switchableConnectivity().port,
    clock: fixedClock(BASE_DATE),
    dbName,
  });
  opened.push(remote);
  return remote;
}
afterEach(async () => {
  for (const remote of opened.splice(0)) {
    remote.close();
    await Dexie.delete(remote.dbName);
  }
});

/** Turns a freshly seeded server into one an older seed left: no version, rides without organisation names. */
async function ageTheSeed(dbName: string): Promise<string> {
  const db = openServerDb(dbName);
  try {
    await db.meta.delete('seedVersion');
    type Named = { requester_org_name?: string; provider_org_name?: string };
    const row = (await db.transport.toArray()).find((r) => (r.data as Named).requester_org_name);
    if (!row) throw new Error('the seed names its organisations');
    const older: Record<string, unknown> = { ...(row.data as Named) };
    delete older.requester_org_name;
    delete older.provider_org_name;
    await db.transport.put({ ...row, data: older });
    return row.id;
  } finally {
    db.close();
  }
}

describe('[DSV] the demo seed is versioned: an older seed is replaced at the next start', () => {
  it('a server seeded by the current version is left alone', async () => {
    const remote = demoServer();
    expect(await remote.seedIfEmpty()).toBe(true);
    expect(await remote.seedIfEmpty()).toBe(false);
  });

  it('a server seeded before organisation names existed is seeded again: rides name their clinic', async () => {
    const dbName = freshDbName('seed-version-old');
    const first = demoServer(dbName);
    await first.seedIfEmpty();
    const id = await ageTheSeed(dbName);
    expect((await first.getTransport(id))?.requester_org_name).toBeUndefined();

    const next = demoServer(dbName);
    expect(await next.seedIfEmpty()).toBe(true);
    expect((await next.getTransport(id))?.requester_org_name).toEqual(expect.any(String));
    expect(await next.seedIfEmpty()).toBe(false);
  });

  it('transports the app wrote without any seed are never wiped', async () => {
    const remote = demoServer();
    await remote.seedIfEmpty();
    const dbName = remote.dbName;
    const db = openServerDb(dbName);
    await db.meta.delete('seededAt');
    await db.meta.delete('seedVersion');
    db.close();
    expect(await demoServer(dbName).seedIfEmpty()).toBe(false);
  });
});
