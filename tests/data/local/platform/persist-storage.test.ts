import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from '@/data/local/platform/persist-storage';

describe('requestPersistentStorage', () => {
  it('is false where the Storage API is missing', async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
    expect(await requestPersistentStorage({})).toBe(false);
  });

  it('does not ask again when already persistent', async () => {
    const persist = vi.fn(async () => false);
    expect(await requestPersistentStorage({ persisted: async () => true, persist })).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('returns what the browser grants', async () => {
    expect(
      await requestPersistentStorage({ persisted: async () => false, persist: async () => true }),
    ).toBe(true);
    expect(
      await requestPersistentStorage({ persisted: async () => false, persist: async () => false }),
    ).toBe(false);
  });

  it('treats a failure as not granted', async () => {
    const persist = async (): Promise<boolean> => {
      throw new Error('SecurityError');
    };
    expect(await requestPersistentStorage({ persist })).toBe(false);
  });
});
