import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { databaseNameFor } from '@/data/local/db/app-db';
import { openUserData, prepareUserData } from '@/data/local/user-data';
import { ACTORS, manualClock } from './support/fixtures';

const viewerFor = (uid: string) => ({ ...ACTORS.ambulance, uid });
const open = (uid: string) =>
  openUserData({
    viewer: viewerFor(uid),
    clock: manualClock(),
    random: Math.random,
    onEnqueued: () => undefined,
  });

describe('prepareUserData (issue 24: the device database opens beside the profile’s read)', () => {
  it('[PREP1] openUserData takes the database opened early; releasing afterwards leaves it open', async () => {
    const uid = `prep-${crypto.randomUUID()}`;
    const release = prepareUserData(uid);
    const data = await open(uid);
    release();
    expect(data.db.isOpen()).toBe(true);
    expect(data.deviceId).not.toBe('');
    expect(await data.queries.listTab(data.viewer, 'en-cours', 0)).toEqual([]);
    data.close();
    await Dexie.delete(databaseNameFor(uid));
  });

  it('[PREP2] a database prepared for one user is never another’s; released untaken, the next start opens afresh', async () => {
    const uid = `prep-${crypto.randomUUID()}`;
    const other = `prep-${crypto.randomUUID()}`;
    prepareUserData(uid);
    const data = await open(other);
    expect(data.db.name).toBe(databaseNameFor(other));
    data.close();
    const release = prepareUserData(uid);
    release();
    const again = await open(uid);
    expect(again.db.name).toBe(databaseNameFor(uid));
    expect(again.db.isOpen()).toBe(true);
    again.close();
    await Promise.all([uid, other].map((id) => Dexie.delete(databaseNameFor(id))));
  });
});
