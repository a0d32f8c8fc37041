import { expect, vi } from 'vitest';
import type { RemoteDocument } from '@/data/ports';
import { buildNotification } from '@/domain/notification/build-notification';
import type { Notification } from '@/domain/notification/notification';
import { CREATED_AT, pageOf, readOp } from './local-contract-fixtures';
import type { ContractCase, LocalContractHarness, LocalHarnessRef } from './local-contract';

/** A notification as the server sends it, read or not, at a server second. */
function notificationDoc(id: string, seconds: number, read = false): RemoteDocument<Notification> {
  const notification = buildNotification('new_transport', { transportId: `t-${id}` }, CREATED_AT);
  return { id, data: { ...notification, read }, syncTs: { seconds, nanoseconds: 0 } };
}

const pull = (h: LocalContractHarness, ...documents: RemoteDocument<unknown>[]) =>
  h.store.applyPulled('notifications', pageOf(...documents));

export function defineNotificationCases(h: LocalHarnessRef, it: ContractCase) {
  it('[LC22] les notifications reçues sont gardées lues ou non comme envoyées ; une illisible est ignorée, le point de reprise avance', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const malformed = { id: 'n3', data: { title: 42 }, syncTs: { seconds: 3, nanoseconds: 0 } };

    await pull(h(), notificationDoc('n1', 1), notificationDoc('n2', 2, true), malformed);
    warn.mockRestore();

    expect(await h().notificationRead('n1')).toBe(false);
    expect(await h().notificationRead('n2')).toBe(true);
    expect(await h().notificationRead('n3')).toBeNull();
    expect(await h().store.checkpoint('notifications')).toEqual({
      ts: { seconds: 3, nanoseconds: 0 },
      id: 'n3',
    });
  });

  it('[LC23] un « lu » pas encore confirmé reste lu à travers les pulls (en attente, en vol, en échec), puis une fois confirmé', async () => {
    const { store } = h();
    await pull(h(), notificationDoc('n1', 1), notificationDoc('n2', 1), notificationDoc('n3', 1));
    const queued = await h().enqueue(readOp('n1'));
    expect(await h().notificationRead('n1')).toBe(true);

    await pull(h(), notificationDoc('n1', 2));
    expect(await h().notificationRead('n1')).toBe(true);
    await store.markInflight([queued.seq]);
    await pull(h(), notificationDoc('n1', 3));
    expect(await h().notificationRead('n1')).toBe(true);
    await store.settle(queued.seq, { status: 'applied', document: null });
    expect(await h().outbox()).toEqual([]);
    expect(await h().notificationRead('n1')).toBe(true);
    await pull(h(), notificationDoc('n1', 4, true));
    expect(await h().notificationRead('n1')).toBe(true);

    // A « lu » the server would not take (failed for good) is still the user's: the row stays read.
    const failed = await h().enqueue(readOp('n2'));
    await store.markInflight([failed.seq]);
    await store.markFailed(failed.seq, 'Cette notification n’existe pas ou a expiré.');
    await pull(h(), notificationDoc('n2', 5), notificationDoc('n3', 5));
    expect(await h().notificationRead('n2')).toBe(true);
    expect(await h().notificationRead('n3')).toBe(false);
  });

  it('[LC28] « lu » ne se défait pas : une page en retard (ancien meneur) qui dit non lue ne rend pas non lue une notification lue', async () => {
    await pull(h(), notificationDoc('n1', 2, true));

    await pull(h(), notificationDoc('n1', 1, false));

    expect(await h().notificationRead('n1')).toBe(true);
  });
}
