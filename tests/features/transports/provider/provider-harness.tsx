import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import type { UserType } from '@/domain/shared/role';
import type { Transport } from '@/domain/transport/transport.schema';
import { renderApp } from '@tests/support/render-app';
import { ALL_RIDES, AMBU } from './rides';

/** Renders a provider page through the real route table with `rides` on the device. */
export async function openProviderPage(
  path: string,
  {
    as = 'ambulance',
    orgId = AMBU,
    rides = ALL_RIDES,
    organisation,
  }: { as?: UserType; orgId?: string; rides?: Transport[]; organisation?: OrganisationCard } = {},
) {
  let data: UserData | null = null;
  const rendered = await renderApp(path, {
    as,
    ...(organisation ? { organisation } : {}),
    userData: { orgId, transports: rides, onReady: (opened) => (data = opened) },
  });
  await waitFor(() => expect(data).not.toBeNull());
  return { ...rendered, data: data as unknown as UserData };
}

/** The patient names of a list's cards, in screen order. */
export async function cardNames(listName: string): Promise<string[]> {
  const list = await screen.findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** Like cardNames, synchronously: for use inside waitFor while a list changes under the test. */
export function namesIn(listName: string): string[] {
  const list = screen.getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** The card of one patient. */
export async function cardOf(patient: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 3, name: patient });
  return heading.closest('li') as HTMLElement;
}
