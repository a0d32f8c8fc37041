import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newAwardEntry, type AwardEntry } from '@/domain/award/award-log';
import type { AppServices } from '@/services/services-context';
import { renderApp } from '@tests/support/render-app';

const NOV = Date.UTC(2026, 10, 20, 8, 0);
const OCT = Date.UTC(2026, 9, 5, 8, 0);
const MIN = 60_000;
const entry = (
  rideId: string,
  orgId: string,
  name: string,
  offeredAt: number,
  patch: Partial<AwardEntry> = {},
) => ({
  ...newAwardEntry(rideId, orgId, name, offeredAt),
  ...patch,
});

function fakeAward(entries: AwardEntry[] | Error) {
  const asked: (string | null)[] = [];
  const award: NonNullable<AppServices['award']> = {
    recordAward: async () => undefined,
    awardEntries: async (rideId) => {
      asked.push(rideId);
      if (entries instanceof Error) throw entries;
      return entries;
    },
  };
  return { award, asked };
}

const rowOf = (table: HTMLElement, month: string) =>
  within(table).getByRole('rowheader', { name: month }).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('[AWD-UI1] /dashboard/attribution — a company’s own monthly figures', () => {
  it('[AWD-UI1] one row per Paris month, latest first: offered, opened, accepted, median time to accept', async () => {
    const { award, asked } = fakeAward([
      entry('r1', 'ambu_0001', 'Ambulances', NOV, {
        openedAt: NOV + MIN,
        acceptedAt: NOV + 4 * MIN,
      }),
      entry('r2', 'ambu_0001', 'Ambulances', NOV + 60 * MIN, { openedAt: NOV + 61 * MIN }),
      entry('r3', 'ambu_0001', 'Ambulances', OCT),
    ]);
    await renderApp('/dashboard/attribution', {
      as: 'ambulance',
      services: { award },
      userData: { orgId: 'ambu_0001' },
    });
    const table = await screen.findByRole('table', {
      name: 'Demandes proposées à votre société, par mois',
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['novembre 2026', 'octobre 2026']);
    expect(cells(rowOf(table, 'novembre 2026'))).toEqual(['2', '2', '1', '4 min']);
    // No acceptance: a dash, read out as « aucune acceptation ».
    expect(cells(rowOf(table, 'octobre 2026'))).toEqual(['1', '0', '0', '—aucune acceptation']);
    expect(asked).toEqual([null]);
  });

  it('[AWD-UI1] without any entry, the empty state (no table)', async () => {
    await renderApp('/dashboard/attribution', {
      as: 'vtc',
      services: { award: fakeAward([]).award },
      userData: { orgId: 'vtc_0001' },
    });
    expect(
      await screen.findByText(/Aucune demande n’a encore été proposée à votre société/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('[AWD-UI1] the server unreachable: « se consultent en ligne »', async () => {
    await renderApp('/dashboard/attribution', {
      as: 'ambulance',
      services: { award: fakeAward(new Error('unavailable')).award },
      userData: { orgId: 'ambu_0001' },
    });
    expect(
      await screen.findByText(/Les chiffres d’attribution se consultent en ligne/),
    ).toBeInTheDocument();
  });
});

describe('[AWD-UI2] /dashboard/attribution — a clinic over its requests', () => {
  it('[AWD-UI2] requests per month, companies by name once they answered, the others counted', async () => {
    const { award } = fakeAward([
      entry('r1', 'a', 'Ambulances du Parc', NOV, {
        openedAt: NOV + MIN,
        refusedAt: NOV + 2 * MIN,
        reason: 'too_far',
      }),
      entry('r1', 'b', 'Taxis Bleus', NOV + 5 * MIN, {
        openedAt: NOV + 6 * MIN,
        acceptedAt: NOV + 12 * MIN,
      }),
      entry('r2', 'c', 'Silencieuse', NOV + 60 * MIN, { openedAt: NOV + 61 * MIN }),
      entry('r2', 'd', 'Muette', NOV + 60 * MIN),
    ]);
    await renderApp('/dashboard/attribution', {
      as: 'clinique',
      services: { award },
      userData: { orgId: 'clin_0001' },
    });
    const table = await screen.findByRole('table', {
      name: 'Vos demandes proposées aux sociétés, par mois',
    });
    expect(cells(rowOf(table, 'novembre 2026'))).toEqual([
      '2',
      '2',
      '1',
      '12 min',
      'Taxis Bleus (1 acceptée) ; Ambulances du Parc (1 refusée) ; 2 autres sociétés sans réponse',
    ]);
    expect(screen.queryByText(/Silencieuse|Muette/)).toBeNull();
  });
});
