import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newAwardEntry, type AwardEntry } from '@/domain/award/award-log';
import { inPeriod, type AwardPeriod } from '@/domain/award/award-months';
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

/** A server of `entries` that answers only the period asked (and says which periods were asked). */
function fakeAward(entries: AwardEntry[] | Error) {
  const asked: AwardPeriod[] = [];
  const award: NonNullable<AppServices['award']> = {
    recordAward: async () => undefined,
    awardEntries: async () => {
      throw new Error('the figures read by period, not by ride');
    },
    awardEntriesBetween: async (period) => {
      asked.push(period);
      if (entries instanceof Error) throw entries;
      return entries.filter((one) => inPeriod(one.offeredAt, period));
    },
  };
  return { award, asked };
}

/** 1 June 2026 00:00 and 1 December 2026 00:00 in Paris: the six months up to TEST_NOW's November. */
const SIX_MONTHS = { from: Date.UTC(2026, 4, 31, 22), to: Date.UTC(2026, 10, 30, 23) };
/** 1 December 2025 00:00 to 1 June 2026 00:00 in Paris: « Mois précédents ». */
const SIX_BEFORE = { from: Date.UTC(2025, 10, 30, 23), to: SIX_MONTHS.from };
const APRIL = Date.UTC(2026, 3, 10, 8, 0);

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
    expect(asked).toEqual([SIX_MONTHS]);
    expect(
      screen.getByText(/^Période : de juin 2026 à novembre 2026 \(les mois sans demande/),
    ).toBeVisible();
  });

  it('[AWD-UI3] reads only the six months shown; « Mois précédents » reads the six before and adds their rows', async () => {
    const { award, asked } = fakeAward([
      entry('r1', 'ambu_0001', 'Ambulances', NOV, { acceptedAt: NOV + 4 * MIN }),
      entry('r0', 'ambu_0001', 'Ambulances', APRIL, { openedAt: APRIL + MIN }),
    ]);
    await renderApp('/dashboard/attribution', {
      as: 'ambulance',
      services: { award },
      userData: { orgId: 'ambu_0001' },
    });
    const table = await screen.findByRole('table', {
      name: 'Demandes proposées à votre société, par mois',
    });
    expect(within(table).queryByRole('rowheader', { name: 'avril 2026' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mois précédents' }));
    expect(await screen.findByText(/^Période : de décembre 2025 à novembre 2026 /)).toBeVisible();
    expect(cells(rowOf(table, 'avril 2026'))).toEqual(['1', '1', '0', '—aucune acceptation']);
    expect(cells(rowOf(table, 'novembre 2026'))).toEqual(['1', '0', '1', '4 min']);
    expect(asked).toEqual([SIX_MONTHS, SIX_BEFORE]);
  });

  it('[AWD-UI1] without any entry, the empty state (no table)', async () => {
    await renderApp('/dashboard/attribution', {
      as: 'vtc',
      services: { award: fakeAward([]).award },
      userData: { orgId: 'vtc_0001' },
    });
    expect(
      await screen.findByText(
        'Aucune demande n’a été proposée à votre société de juin 2026 à novembre 2026.',
      ),
    ).toBeInTheDocument();
    // Earlier months may hold some: still offered.
    expect(screen.getByRole('button', { name: 'Mois précédents' })).toBeEnabled();
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
