import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from '@/data/local/db/app-db';
import { deviceIdOf } from '@/data/local/platform/device-id';

const uid = `device-${crypto.randomUUID()}`;
afterEach(() => new AppDb(uid).delete());

describe('deviceIdOf', () => {
  it('creates the id once and keeps it across reloads', async () => {
    const newId = vi.fn(() => 'appareil-1');
    const first = new AppDb(uid);
    expect(await deviceIdOf(first, newId)).toBe('appareil-1');
    first.close();

    expect(await deviceIdOf(new AppDb(uid), () => 'autre')).toBe('appareil-1');
    expect(newId).toHaveBeenCalledTimes(1);
  });

  it('two tabs starting together agree on one id', async () => {
    let counter = 0;
    const newId = () => `appareil-${(counter += 1)}`;
    const [a, b] = await Promise.all([
      deviceIdOf(new AppDb(uid), newId),
      deviceIdOf(new AppDb(uid), newId),
    ]);
    expect(a).toBe(b);
  });

  it('defaults to a random UUID', async () => {
    expect(await deviceIdOf(new AppDb(uid))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
