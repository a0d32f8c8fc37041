import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The list's own rows (its direct children), in screen order. */
export const rowsOf = (list: HTMLElement) => Array.from(list.children) as HTMLElement[];

/** Waits until the list named `name` shows exactly `count` rows, and returns them. */
export async function expectRows(name: string, count: number): Promise<HTMLElement[]> {
  let rows: HTMLElement[] = [];
  await waitFor(() => {
    rows = rowsOf(screen.getByRole('list', { name }));
    expect(rows).toHaveLength(count);
  });
  return rows;
}

/** « 50 transports affichés sur 1 234 », with the French thousands separator the screen uses. */
export const shownLine = (
  shown: number,
  total: number,
  noun = 'transports',
  agreed = 'affichés',
) => {
  const french = new Intl.NumberFormat('fr-FR');
  return `${french.format(shown)} ${noun} ${agreed} sur ${french.format(total)}`;
};

/** Clicks the « Afficher … » button and waits for the list to reach `count` rows. */
export async function showMore(button: string, list: string, count: number) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return expectRows(list, count);
}

/** The focus is on the row's link (its first control), or on the row itself when it has none. */
export async function expectFocusOn(row: HTMLElement) {
  const control = within(row).queryAllByRole('link')[0] ?? row;
  await waitFor(() => expect(control).toHaveFocus());
}
