import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { makeTransport } from '@tests/domain/transport/fixtures';
import { expectFocusOn, shownLine } from '@tests/features/transports/shared/list-paging';
import { renderApp, TEST_NOW } from '@tests/support/render-app';
import { seedPulled } from '@tests/support/test-user-data';

describe('[PAT3] a patient with years of rides sees 50 past ones at a time', () => {
  it('shows the latest 50, then the last 5, focus on the first new ride', async () => {
    let device: UserData | null = null;
    await renderApp('/dashboard/utilisateur', {
      as: 'patient',
      userData: { orgId: 'pat_0001', transports: [], onReady: (data) => (device = data) },
    });
    await screen.findByRole('region', { name: 'Aucun transport pour l’instant…' });
    const uid = (device as unknown as UserData).viewer.uid;
    await seedPulled(
      device!,
      Array.from({ length: 55 }, (_, index) =>
        makeTransport({
          id: `passe-${index}`,
          global_patient_id: uid,
          etat: 'completed',
          status: 'completed',
          date_transport: TEST_NOW - (index + 1) * MILLIS_PER_DAY,
        }),
      ),
    );
    const past = await screen.findByRole('region', { name: 'Passés' });
    expect(await within(past).findByText(shownLine(50, 55))).toBeVisible();
    expect(within(past).getAllByRole('listitem')).toHaveLength(50);

    await userEvent.click(within(past).getByRole('button', { name: 'Afficher les 5 derniers' }));
    const rows = within(past).getAllByRole('listitem');
    expect(rows).toHaveLength(55);
    // Each ride opens its page: the focus lands on the first new ride's link.
    await expectFocusOn(within(rows[50]!).getByRole('link'));
    expect(within(past).queryByRole('button', { name: /^Afficher/ })).toBeNull();
  });
});
