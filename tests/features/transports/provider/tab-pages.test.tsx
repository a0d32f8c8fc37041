import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { transportIn } from '@tests/domain/transport/fixtures';
import {
  expectFocusOn,
  expectRows,
  shownLine,
  showMore,
} from '@tests/features/transports/shared/list-paging';
import { TEST_NOW } from '@tests/support/render-app';
import { openProviderPage } from './provider-harness';
import { VTC } from './rides';

const number = (index: number) => String(index).padStart(3, '0');

/** `count` rides named « name 001 »…, one hour apart, 001 nearest to now (`step` −1: in the past). */
const rides = (count: number, status: TransportStatus, name: string, step: 1 | -1, over = {}) =>
  Array.from({ length: count }, (_, index) =>
    transportIn(status, {
      id: `${name}-${number(index + 1)}`,
      date_transport: TEST_NOW + step * (index + 1) * MILLIS_PER_HOUR,
      patient_info: {
        firstName: name,
        lastName: number(index + 1),
        phone: '0601020304',
        birthDate: '1950-04-12',
      },
      ...over,
    }),
  );

/** 120 finished rides of ambu_0001 (latest first: « Fini 001 » first) and 60 to come (soonest first). */
const AMBULANCE_RIDES: Transport[] = [
  ...rides(120, 'completed', 'Fini', -1),
  ...rides(60, 'accepted', 'Prévu', 1),
];

const heading = (row: HTMLElement) => within(row).getByRole('heading', { level: 3 }).textContent;

describe('[PRV4] provider tabs show 50 rides at a time', () => {
  it('[PRV4a] « Terminés »: the latest 50, 50 more, the last 20; focus follows; another tab starts over', async () => {
    await openProviderPage('/dashboard/ambulance/transports?tab=termines', {
      rides: AMBULANCE_RIDES,
    });
    const first = await expectRows('Terminés', 50);
    expect(heading(first[0]!)).toBe('Fini 001');
    expect(await screen.findByText(shownLine(50, 120))).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Terminés (120)' })).toBeVisible();

    const second = await showMore('Afficher 50 de plus', 'Terminés', 100);
    expect(heading(second[50]!)).toBe('Fini 051');
    await expectFocusOn(second[50]!);

    const all = await showMore('Afficher les 20 derniers', 'Terminés', 120);
    await expectFocusOn(all[100]!);
    expect(screen.queryByRole('button', { name: /^Afficher/ })).toBeNull();

    const tabs = screen.getByRole('navigation', { name: 'Onglets des transports' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'À venir (60)' }));
    const upcoming = await expectRows('À venir', 50);
    expect(heading(upcoming[0]!)).toBe('Prévu 001');
    expect(screen.getByRole('button', { name: 'Afficher les 10 derniers' })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('link', { name: 'Terminés (120)' }));
    await expectRows('Terminés', 50);
    expect(await screen.findByText(shownLine(50, 120))).toBeVisible();
  });

  it('[PRV4b] VTC « Terminées » speaks of courses', async () => {
    const done = rides(60, 'completed', 'Course', -1, {
      type_transport: 'vtc',
      provider_org_id: VTC,
    });
    await openProviderPage('/dashboard/vtc/transports/terminees', {
      as: 'vtc',
      orgId: VTC,
      rides: done,
    });
    await expectRows('Terminées', 50);
    expect(await screen.findByText(shownLine(50, 60, 'courses', 'affichées'))).toBeVisible();
    const all = await showMore('Afficher les 10 dernières', 'Terminées', 60);
    await expectFocusOn(all[50]!);
  });

  it('[PRV-PATH] VTC: /dashboard/vtc/transports/en-cours is the rides under way (issue 25)', async () => {
    await openProviderPage('/dashboard/vtc/transports/en-cours', { as: 'vtc', orgId: VTC });
    expect(await screen.findByRole('heading', { level: 1, name: /Courses/ })).toBeVisible();
    expect(screen.queryByText('Transport introuvable')).toBeNull();
  });
});
