import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { TEST_NOW } from '@tests/support/render-app';
import { cardOf, namesIn, openProviderPage } from './provider-harness';
import { AMBU, RIDES, VTC } from './rides';

async function onlyOutboxOp(data: UserData) {
  const rows = await data.db.outbox.toArray();
  expect(rows).toHaveLength(1);
  return rows[0]!.op;
}

describe('[PRV4] « Accepter » records one acceptance on the device', () => {
  it('[PRV4a] writes exactly one transport.status op: accepted, by the viewer, at the device time', async () => {
    const { data } = await openProviderPage('/dashboard/ambulance/transports?tab=urgents');
    const card = await cardOf('Paul Durand');
    await userEvent.click(within(card).getByRole('button', { name: 'Accepter' }));
    await waitFor(async () => expect(await data.db.outbox.count()).toBe(1));
    const op = await onlyOutboxOp(data);
    expect(op).toMatchObject({
      kind: 'transport.status',
      transportId: RIDES.urgent.id,
      update: {
        status: 'accepted',
        actor: { uid: data.viewer.uid, role: 'ambulance', orgId: AMBU },
        deviceTime: TEST_NOW,
        position: null,
      },
    });
    if (op.kind !== 'transport.status') throw new Error('unexpected op');
    expect(op.update.opId).toBe(op.opId);
    expect(
      await screen.findByText('Transport accepté — confirmation à la prochaine synchronisation.'),
    ).toBeVisible();
  });

  it('[PRV4b] moves the request to « En cours », marked as not yet synchronised', async () => {
    await openProviderPage('/dashboard/ambulance/transports');
    await userEvent.click(
      within(await cardOf('Paul Durand')).getByRole('button', { name: 'Accepter' }),
    );
    const tabs = screen.getByRole('navigation', { name: 'Onglets des transports' });
    await userEvent.click(await within(tabs).findByRole('link', { name: 'En cours (3)' }));
    await waitFor(() => expect(namesIn('En cours')).toContain('Paul Durand'));
    const card = await cardOf('Paul Durand');
    await waitFor(() => expect(card).toHaveTextContent(/en attente de synchronisation/i));
    expect(within(tabs).getByRole('link', { name: 'En attente (1)' })).toBeVisible();
  });

  it('[PRV4c] a VTC company accepts a course the same way', async () => {
    const { data } = await openProviderPage('/dashboard/vtc/transports', { as: 'vtc', orgId: VTC });
    const available = await screen.findByRole('list', { name: 'Courses disponibles' });
    const card = within(available).getByRole('heading', { name: 'Lucie Bernard' }).closest('li')!;
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Accepter' }));
    await waitFor(async () => expect(await data.db.outbox.count()).toBe(1));
    expect(await onlyOutboxOp(data)).toMatchObject({
      transportId: RIDES.critique.id,
      update: { status: 'accepted', actor: { uid: data.viewer.uid, role: 'vtc', orgId: VTC } },
    });
    await waitFor(() =>
      expect(namesIn('Mes courses en cours')).toEqual(['Chloé Fournier', 'Lucie Bernard']),
    );
  });
});
