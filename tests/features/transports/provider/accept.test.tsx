import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_UNDO_MS } from '@/domain/constants';
import type { UserData } from '@/data/local/user-data';
import { TEST_NOW } from '@tests/support/render-app';
import { cardOf, namesIn, openProviderPage } from './provider-harness';
import { AMBU, RIDES, VTC } from './rides';

// Only the timers of the undo window are faked, and they still follow real time (IndexedDB keeps working).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

/** « Accepter », then the undo window runs out. */
async function accept(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: 'Accepter' }));
  await act(() => vi.advanceTimersByTimeAsync(ACCEPT_UNDO_MS));
}

async function onlyOutboxOp(data: UserData) {
  const rows = await data.db.outbox.toArray();
  expect(rows).toHaveLength(1);
  return rows[0]!.op;
}

describe('[PRV4] « Accepter » records one acceptance on the device', () => {
  it('[PRV4a] writes exactly one transport.status op: accepted, by the viewer, at the device time', async () => {
    const { data } = await openProviderPage('/dashboard/ambulance/transports?tab=urgents');
    await accept(await cardOf('Paul Durand'));
    await waitFor(async () => expect(await data.db.outbox.count()).toBe(1));
    const op = await onlyOutboxOp(data);
    expect(op).toMatchObject({
      kind: 'transport.status',
      transportId: RIDES.urgent.id,
      update: {
        status: 'accepted',
        actor: { uid: data.viewer.uid, role: 'ambulance', orgId: AMBU },
        // The fixed clock of the test: the device time of the recording.
        deviceTime: TEST_NOW,
        position: null,
      },
    });
    if (op.kind !== 'transport.status') throw new Error('unexpected op');
    expect(op.update.opId).toBe(op.opId);
    // Online, nothing waits for « the next synchronisation ».
    expect(await screen.findByText('Transport accepté.')).toBeVisible();
  });

  it('[PRV4b] moves the request (due this afternoon) to « À venir », marked as not yet synchronised', async () => {
    await openProviderPage('/dashboard/ambulance/transports');
    await accept(await cardOf('Paul Durand'));
    const tabs = screen.getByRole('navigation', { name: 'Onglets des transports' });
    await userEvent.click(await within(tabs).findByRole('link', { name: 'À venir (2)' }));
    await waitFor(() => expect(namesIn('À venir')).toContain('Paul Durand'));
    expect(within(tabs).getByRole('link', { name: 'En cours (1)' })).toBeVisible();
    const card = await cardOf('Paul Durand');
    await waitFor(() => expect(card).toHaveTextContent(/en attente de synchronisation/i));
    expect(within(tabs).getByRole('link', { name: 'En attente (1)' })).toBeVisible();
  });

  it('[PRV4c] a VTC company accepts a course the same way', async () => {
    const { data } = await openProviderPage('/dashboard/vtc/transports', { as: 'vtc', orgId: VTC });
    const available = await screen.findByRole('list', { name: 'Courses disponibles' });
    const card = within(available).getByRole('heading', { name: 'Lucie Bernard' }).closest('li')!;
    await accept(card as HTMLElement);
    await waitFor(async () => expect(await data.db.outbox.count()).toBe(1));
    expect(await onlyOutboxOp(data)).toMatchObject({
      transportId: RIDES.critique.id,
      update: { status: 'accepted', actor: { uid: data.viewer.uid, role: 'vtc', orgId: VTC } },
    });
    // Taken for 16 h: « À venir », not a second ride « en cours ».
    await waitFor(() => expect(namesIn('Courses disponibles')).not.toContain('Lucie Bernard'));
    expect(namesIn('Mes courses en cours')).toEqual(['Chloé Fournier']);
  });
});

describe('[PRV5] accepting safely: one tap, then a short window to take it back', () => {
  it('[PRV5a] held on the device during the window (neither shown nor sent); « Annuler » withdraws it', async () => {
    const { data } = await openProviderPage('/dashboard/ambulance/transports?tab=urgents');
    const card = await cardOf('Paul Durand');
    await userEvent.click(within(card).getByRole('button', { name: 'Accepter' }));
    expect(within(card).getByRole('status')).toHaveTextContent('Acceptation dans 5 secondes…');
    await act(() => vi.advanceTimersByTimeAsync(ACCEPT_UNDO_MS - 1000));
    expect((await data.db.outbox.toArray()).map((entry) => entry.state)).toEqual(['held']);
    expect(await data.store.drainable(data.clock.now(), 10)).toEqual([]);
    expect(namesIn('Urgents')).toContain('Paul Durand');
    await userEvent.click(within(card).getByRole('button', { name: 'Annuler' }));
    await act(() => vi.advanceTimersByTimeAsync(ACCEPT_UNDO_MS * 2));
    expect(await data.db.outbox.count()).toBe(0);
    expect(within(card).getByRole('button', { name: 'Accepter' })).toBeVisible();
  });

  it('[PRV5d] the tab closed during the window: the acceptance was already on the device, sent once the window ended', async () => {
    const { data } = await openProviderPage('/dashboard/ambulance/transports?tab=urgents');
    const card = await cardOf('Paul Durand');
    await userEvent.click(within(card).getByRole('button', { name: 'Accepter' }));
    // Closed a second before the window's end: a tab whose JavaScript is gone leaves only what is in IndexedDB.
    await act(() => vi.advanceTimersByTimeAsync(ACCEPT_UNDO_MS - 1000));
    expect(await data.db.outbox.count()).toBe(1);
    const later = data.clock.now() + ACCEPT_UNDO_MS;
    const [sent] = await data.store.drainable(later, 10);
    expect(sent).toMatchObject({
      state: 'pending',
      op: { transportId: RIDES.urgent.id, update: { status: 'accepted' } },
    });
    expect((await data.db.transports.get(RIDES.urgent.id))?.view.etat).toBe('accepted');
  });

  it('[PRV5b] records the acceptance at once when the page is hidden (phone pocketed, tab closed)', async () => {
    const { data } = await openProviderPage('/dashboard/ambulance/transports?tab=urgents');
    const card = await cardOf('Paul Durand');
    await userEvent.click(within(card).getByRole('button', { name: 'Accepter' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // The window ends at once: no longer held, due now.
    await waitFor(async () =>
      expect((await data.db.outbox.toArray()).map((entry) => entry.state)).toEqual(['pending']),
    );
  });

  it('[PRV5c] offline, says the confirmation comes with the next synchronisation', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openProviderPage('/dashboard/ambulance/transports?tab=urgents');
    await accept(await cardOf('Paul Durand'));
    expect(
      await screen.findByText('Transport accepté — confirmation à la prochaine synchronisation.'),
    ).toBeVisible();
    vi.restoreAllMocks();
  });
});
