import { describe, expect, it } from 'vitest';
import type { LocalStore } from '@/data/local/local-store';
import { profileOutbox } from '@/data/local/queries/profile-outbox';
import type { Viewer } from '@/data/ports';
import type { ProfileUpdateOperation } from '@/domain/sync/operation';
import { parseUser, type User } from '@/domain/user/user';
import { contractProfile } from '@tests/data/remote-contract/profile-cases';
import { MemoryRemote, MemoryServer } from '@tests/support/fakes/memory-remote';
import { ACTORS } from '../support/fixtures';
import { harness } from '../support/store-harness';

const vtc: Viewer = ACTORS.vtc;
let opCount = 0;
const profileOp = (changes: Record<string, unknown>): ProfileUpdateOperation => ({
  kind: 'profile.update',
  opId: `op-profil-${(opCount += 1)}`,
  uid: vtc.uid,
  changes,
  deviceTime: 1,
});

function stored(): User {
  const parsed = parseUser(vtc.uid, contractProfile(vtc));
  if (!parsed.ok) throw new Error('profil de test illisible');
  return parsed.value;
}

/** What the engine does, one entry at a time, until nothing is drainable. */
async function drainAll(store: LocalStore, remote: MemoryRemote) {
  for (let round = 0; round < 10; round += 1) {
    const heads = await store.drainable(Number.MAX_SAFE_INTEGER, 10);
    if (heads.length === 0) return;
    for (const entry of heads) {
      await store.markInflight([entry.seq]);
      await store.settle(entry.seq, await remote.push(entry.op, vtc));
    }
  }
}

function world() {
  const h = harness();
  const server = new MemoryServer(h.clock);
  server.profiles.seed(vtc.uid, contractProfile(vtc));
  return { ...h, server, remote: new MemoryRemote(server) };
}

describe('[PM] profile changes on the device: outbox first, copy at once, server later', () => {
  it('[PM1] a change shows in the device’s copy at once, offline, and waits in the outbox', async () => {
    const { db, store } = world();
    await db.profiles.put(stored());
    await store.enqueue(profileOp({ phoneNumber: '06 12 34 56 78' }));
    expect((await db.profiles.get(vtc.uid))?.phoneNumber).toBe('06 12 34 56 78');
    expect(await profileOutbox(db, vtc.uid)).toMatchObject({ pending: 1, refused: [] });
  });

  it('[PM2] synced: nothing lost on either side — the server’s other fields and the device’s change both stay', async () => {
    const { db, store, server, remote } = world();
    await db.profiles.put(stored());
    await store.enqueue(profileOp({ phoneNumber: '06 12 34 56 78' }));
    await store.enqueue(profileOp({ 'preferences.notifications.sms': true }));
    // Meanwhile, another device changed the address on the server.
    server.profiles.update({ ...profileOp({ address: '8 rue Neuve, Lyon' }) }, vtc, Date.now());

    await drainAll(store, remote);

    const copy = await db.profiles.get(vtc.uid);
    expect(copy).toMatchObject({
      phoneNumber: '06 12 34 56 78',
      address: { street: '8 rue Neuve, Lyon' },
      preferences: { notifications: { sms: true, email: true } },
    });
    expect(server.profiles.read(vtc.uid)).toMatchObject({ phoneNumber: '06 12 34 56 78' });
    expect(await profileOutbox(db, vtc.uid)).toEqual({ pending: 0, refused: [] });
  });

  it('[PM3] the server’s answer to the first change keeps the second, still unsent, on top', async () => {
    const { db, store, remote } = world();
    await db.profiles.put(stored());
    const first = await store.enqueue(profileOp({ phoneNumber: '06 00 00 00 01' }));
    await store.enqueue(profileOp({ displayName: 'Camille M.' }));
    if (!first.ok) throw new Error('non enregistré');

    await store.markInflight([first.entry.seq]);
    await store.settle(first.entry.seq, await remote.push(first.entry.op, vtc));

    expect(await db.profiles.get(vtc.uid)).toMatchObject({
      phoneNumber: '06 00 00 00 01',
      displayName: 'Camille M.',
    });
    expect((await profileOutbox(db, vtc.uid)).pending).toBe(1);
  });

  it('[PM4] a change the server refuses is kept, listed with its reason, and the copy is the server’s', async () => {
    const { db, store, remote } = world();
    await db.profiles.put(stored());
    await store.enqueue(profileOp({ orga_id: 'vtc_9999', phoneNumber: '06' }));
    expect((await db.profiles.get(vtc.uid))?.orga_id).toBe(vtc.orgId);

    await drainAll(store, remote);

    const status = await profileOutbox(db, vtc.uid);
    expect(status.pending).toBe(0);
    expect(status.refused[0]?.refusal).toEqual({
      code: 'forbidden',
      reason: 'Vous ne pouvez pas modifier vous-même : orga_id.',
    });
    expect(await db.profiles.get(vtc.uid)).toMatchObject({
      orga_id: vtc.orgId,
      phoneNumber: '01 02 03 04 05',
    });
  });
});
