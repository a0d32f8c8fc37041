import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { Viewer } from '@/data/ports';

// The SDK's two calls, observed: which documents are asked for, and when each answer comes.
const reads = vi.hoisted(() => ({
  asked: [] as string[],
  answers: new Map<string, { resolve(value: unknown): void; reject(error: unknown): void }>(),
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, collection: string, id: string) => `${collection}/${id}`,
  getDocFromServer: (path: string) =>
    new Promise((resolve, reject) => {
      reads.asked.push(path);
      reads.answers.set(path, { resolve, reject });
    }),
}));

const { readMembership } = await import('@/data/remote/firestore/membership');

const viewer: Viewer = { uid: 'u-claire', role: 'clinique', orgId: 'clinique-1' };
const snapshot = (data: Record<string, unknown> | null) => ({
  exists: () => data !== null,
  data: () => data,
  get: (field: string) => data?.[field],
});
const denied = Object.assign(new Error('refusé'), { code: 'permission-denied' });
const unavailable = Object.assign(new Error('hors ligne'), { code: 'unavailable' });

beforeEach(() => {
  reads.asked.length = 0;
  reads.answers.clear();
});

describe('[MEMB-READ1] membership: the profile and the organisation read together (issue 24 item 4)', () => {
  it('[MEMB-READ1] both documents are asked for before either answers; the decision is the domain’s', async () => {
    const membership = readMembership({} as Firestore, viewer);
    await vi.waitFor(() => expect(reads.asked).toHaveLength(2));
    expect(reads.asked).toEqual(['users/u-claire', 'clinics/clinique-1']);
    reads.answers.get('clinics/clinique-1')!.resolve(snapshot(null));
    reads.answers.get('users/u-claire')!.resolve(snapshot({ email: 'claire@exemple.fr' }));
    expect(await membership).toEqual({ status: 'member', role: null });
  });

  it('[MEMB-READ1] the organisation refused: removed; the profile’s failure still comes first', async () => {
    const removed = readMembership({} as Firestore, viewer);
    await vi.waitFor(() => expect(reads.asked).toHaveLength(2));
    reads.answers.get('clinics/clinique-1')!.reject(denied);
    reads.answers.get('users/u-claire')!.resolve(snapshot({ email: 'claire@exemple.fr' }));
    expect(await removed).toEqual({ status: 'removed' });

    reads.asked.length = 0;
    const failed = readMembership({} as Firestore, viewer);
    await vi.waitFor(() => expect(reads.asked).toHaveLength(2));
    reads.answers.get('clinics/clinique-1')!.reject(denied);
    reads.answers.get('users/u-claire')!.reject(unavailable);
    await expect(failed).rejects.toBe(unavailable);
  });
});
