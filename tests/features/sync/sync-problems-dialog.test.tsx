import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { INITIAL_SYNC_STATE, type SyncState } from '@/sync/sync-state';
import type { SyncStatusSource } from '@/services/services-context';
import { inStatus, statusOp } from '@tests/data/local/support/fixtures';
import { renderApp } from '@tests/support/render-app';

const REFUSAL = {
  code: 'terminal',
  reason: 'Ce transport a été annulé : son état ne peut plus changer',
} as const;

/** An indicator that says what the device's outbox holds, as the engine's counts would. */
function countsOf(counts: Partial<SyncState>): SyncStatusSource {
  const state: SyncState = { ...INITIAL_SYNC_STATE, lastSyncAt: 0, ...counts };
  return {
    subscribe: () => () => undefined,
    getState: () => state,
    syncNow: async () => undefined,
  };
}

/** A company's device holding one refused and one failed change, on two rides. */
async function withProblems() {
  let ready: (data: UserData) => void = () => undefined;
  const opened = new Promise<UserData>((resolve) => (ready = resolve));
  const view = await renderApp('/dashboard/ambulance', {
    as: 'ambulance',
    services: { sync: countsOf({ refused: 1, failed: 1 }) },
    userData: {
      orgId: 'ambu_0001',
      transports: [inStatus('t1', 'assigned'), inStatus('t2', 'assigned')],
      onReady: ready,
    },
  });
  const data = await opened;
  const enqueue = async (id: string) => {
    const result = await data.store.enqueue(statusOp(id, 'en_route_pickup'));
    if (!result.ok) throw new Error('refusé par l’appareil');
    return result.entry;
  };
  const refused = await enqueue('t1');
  const failed = await enqueue('t2');
  await data.store.settle(refused.seq, { status: 'refused', refusal: REFUSAL, document: null });
  await data.store.markFailed(failed.seq, 'Accès refusé par le serveur pour cette opération.');
  return { ...view, data, refused, failed };
}

describe('[SYNC-PB] the header’s changes to review', () => {
  it('[SYNC-PB1] « 1 modification refusée · 1 modification en échec » opens them, each with what to do', async () => {
    const { data, failed, router } = await withProblems();
    await userEvent.click(await screen.findByRole('button', { name: /modification refusée/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifications à revoir' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      `La demande de passage à l’état « En route vers le patient » a été refusée : ${REFUSAL.reason}.`,
      'La demande de passage à l’état « En route vers le patient » n’a pas pu être envoyée : Accès refusé par le serveur pour cette opération. Elle est conservée sur cet appareil.',
    ]);

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Réessayer' }));
    await waitFor(async () =>
      expect((await data.queries.outboxProblems()).map((entry) => entry.seq)).not.toContain(
        failed.seq,
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'J’ai compris' }));
    expect(
      await within(dialog).findByText(
        'Plus rien à revoir : toutes vos modifications sont réglées.',
      ),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/ambulance');
  });

  it('[SYNC-PB2] « Voir le transport » opens the ride the change concerns and closes the list', async () => {
    const { router } = await withProblems();
    await userEvent.click(await screen.findByRole('button', { name: /modification refusée/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifications à revoir' });
    const [first] = await within(dialog).findAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('link', { name: 'Voir le transport' }));
    expect(router.state.location.pathname).toBe('/dashboard/ambulance/transports/t1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
