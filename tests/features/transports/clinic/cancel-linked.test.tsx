import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { renderApp } from '@tests/support/render-app';
import { CLINIC_ORG, clinicTransport } from './clinic-fixtures';

async function openDetail(id: string, transports: Transport[]) {
  let data: UserData | null = null;
  await renderApp(`/dashboard/clinique/transports/${id}`, {
    as: 'clinique',
    userData: { orgId: CLINIC_ORG, transports, onReady: (opened) => (data = opened) },
  });
  await screen.findByRole('list', { name: 'Historique des états' });
  await waitFor(() => expect(data).not.toBeNull());
  return { data: data! as UserData, user: userEvent.setup() };
}

const leg = (
  id: string,
  trip: 'aller' | 'retour',
  partner: string,
  extra: Partial<Transport> = {},
) => clinicTransport(id, 'pending', 10, { trip_leg: trip, partner_id: partner, ...extra });
const cancelledIds = async (data: UserData) =>
  (await data.db.outbox.toArray()).map((entry) =>
    entry.op.kind === 'transport.status' && entry.op.update.status === 'cancelled'
      ? entry.op.transportId
      : null,
  );

describe('[CL-SER2] cancelling linked rides (issue 22)', () => {
  it('cancelling one leg of an aller-retour asks about the other; both go when asked', async () => {
    const { data, user } = await openDetail('a1', [
      leg('a1', 'aller', 'r1'),
      leg('r1', 'retour', 'a1'),
    ]);
    expect(screen.getByText(/Aller \(avec retour\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir le retour' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Annuler la demande' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler la demande' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motif de l’annulation' }),
      'Hospitalisé',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /^Annuler aussi le retour/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    await waitFor(async () => expect(await cancelledIds(data)).toEqual(['a1', 'r1']));
  });

  it('in a series: « Séance 2 sur 3 », and « Annuler les séances restantes » cancels this session and the later ones', async () => {
    const series = (id: string, index: number) =>
      clinicTransport(id, 'pending', 10, {
        series_id: 'serie-1',
        series_index: index,
        series_count: 3,
      });
    const { data, user } = await openDetail('s2', [
      series('s1', 1),
      series('s2', 2),
      series('s3', 3),
    ]);
    expect(screen.getByText('Séance 2 sur 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir la série' })).toHaveAttribute(
      'href',
      '/dashboard/clinique/series/serie-1',
    );
    await user.click(await screen.findByRole('button', { name: 'Annuler les séances restantes' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler les séances restantes' });
    expect(dialog).toHaveTextContent('2 transports de la série seront annulés.');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motif de l’annulation' }),
      'Fin de cure',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    await waitFor(async () => expect(await cancelledIds(data)).toEqual(['s2', 's3']));
  });
});
