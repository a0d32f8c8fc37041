import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import {
  expectFocusOn,
  expectRows,
  shownLine,
  showMore,
} from '@tests/features/transports/shared/list-paging';
import { CLINIC_ORG, clinicTransport, withPatient } from './clinic-fixtures';

const number = (index: number) => String(index).padStart(3, '0');

/** 120 waiting requests, « Patient 001 » the newest, and 30 finished ones: 150 in « Toutes ». */
const DATASET = [
  ...Array.from({ length: 120 }, (_, index) =>
    clinicTransport(`w${number(index + 1)}`, 'pending', index + 1, {
      ...withPatient('Patient', number(index + 1)),
    }),
  ),
  ...Array.from({ length: 30 }, (_, index) =>
    clinicTransport(`c${number(index + 1)}`, 'completed', 200 + index, {
      ...withPatient('Terminé', number(index + 1)),
    }),
  ),
];

const WAITING = 'Demandes : en attente';
const heading = (row: HTMLElement) => within(row).getByRole('heading').textContent;

describe('[CL11] clinic lists show 50 requests at a time', () => {
  it('shows 50, then 50 more, then the last 20; focus follows the list; another list starts over', async () => {
    await renderApp('/dashboard/clinique/transports?liste=en-attente', {
      as: 'clinique',
      userData: { orgId: CLINIC_ORG, transports: DATASET },
    });
    const first = await expectRows(WAITING, 50);
    expect(heading(first[0]!)).toBe('Patient 001');
    expect(await screen.findByText(shownLine(50, 120))).toHaveAttribute('role', 'status');

    const second = await showMore('Afficher 50 de plus', WAITING, 100);
    expect(heading(second[50]!)).toBe('Patient 051');
    await expectFocusOn(second[50]!);
    expect(screen.getByText(shownLine(100, 120))).toBeVisible();

    const all = await showMore('Afficher les 20 derniers', WAITING, 120);
    expect(heading(all[119]!)).toBe('Patient 120');
    await expectFocusOn(all[100]!);
    expect(screen.queryByRole('button', { name: /^Afficher/ })).toBeNull();
    expect(screen.queryByText(/affichés sur/)).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Listes de demandes' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Toutes (150)' }));
    await expectRows('Demandes : toutes', 50);
    expect(await screen.findByText(shownLine(50, 150))).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'En attente (120)' }));
    await expectRows(WAITING, 50);
    expect(screen.getByRole('button', { name: 'Afficher 50 de plus' })).toBeVisible();
  });

  it('offers nothing more when the list fits in one page', async () => {
    await renderApp('/dashboard/clinique/transports/terminees', {
      as: 'clinique',
      userData: { orgId: CLINIC_ORG, transports: DATASET },
    });
    await expectRows('Demandes : terminées', 30);
    expect(screen.queryByRole('button', { name: /^Afficher/ })).toBeNull();
    expect(screen.queryByText(/affichés sur/)).toBeNull();
  });
});
