import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import type { UserType } from '@/domain/shared/role';
import { renderApp } from '@tests/support/render-app';
import { CLINIC_ORG, clinicTransport } from './clinic-fixtures';

async function openDetail(transport: Transport, as: UserType) {
  let data: UserData | null = null;
  await renderApp(`/dashboard/clinique/transports/${transport.id}`, {
    as,
    userData: { orgId: CLINIC_ORG, transports: [transport], onReady: (opened) => (data = opened) },
  });
  await screen.findByRole('list', { name: 'Historique des états' });
  await waitFor(() => expect(data).not.toBeNull());
  return { data: data! as UserData, user: userEvent.setup() };
}

/** [ADM-COR] Issue 21 item 3: the admin's « Corriger l’état », on his view of a ride. */
describe('[ADM-COR] an admin corrects a ride recorded in the wrong state', () => {
  it('[ADM-COR] requires a reason, then records the correction in the history, in his name', async () => {
    const { data, user } = await openDetail(clinicTransport('d1', 'completed', 10), 'admin');
    const form = screen.getByRole('form', { name: 'Corriger l’état du transport' });
    expect(within(form).getByLabelText(/^Nouvel état/)).toHaveValue('arrived_destination');
    await user.click(within(form).getByRole('button', { name: 'Corriger l’état' }));
    expect(await within(form).findByText(/Une correction doit être motivée/)).toBeVisible();
    expect(await data.db.outbox.toArray()).toHaveLength(0);

    await user.type(
      within(form).getByLabelText(/^Motif de la correction/),
      'Fin de course saisie par erreur',
    );
    await user.click(within(form).getByRole('button', { name: 'Corriger l’état' }));
    expect(await screen.findByText('Correction enregistrée dans l’historique')).toBeVisible();
    const [entry] = await data.db.outbox.toArray();
    if (entry?.op.kind !== 'transport.status') throw new Error('status op expected');
    expect(entry.op.update).toMatchObject({
      status: 'arrived_destination',
      correction: true,
      reason: 'Fin de course saisie par erreur',
      actor: { role: 'admin' },
    });
    expect(
      await screen.findByText('Correction de l’administrateur (hors enchaînement normal)'),
    ).toBeVisible();
  });
  it('[ADM-COR] the clinic is offered no correction', async () => {
    await openDetail(clinicTransport('d1', 'completed', 10), 'clinique');
    expect(screen.queryByRole('form', { name: 'Corriger l’état du transport' })).toBeNull();
  });
});
