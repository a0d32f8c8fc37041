import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { makeTransport } from '@tests/domain/transport/fixtures';
import { renderApp } from '@tests/support/render-app';

describe('[HARNESS1] renderApp with device data', () => {
  it('opens the signed-in user’s database seeded with pulled transports', async () => {
    let data: UserData | null = null;
    await renderApp('/dashboard/parametres', {
      as: 'clinique',
      userData: {
        orgId: 'clin_0001',
        transports: [makeTransport({ id: 't-1', requester_org_id: 'clin_0001' })],
        onReady: (opened) => (data = opened),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    await waitFor(() => expect(data).not.toBeNull());
    const detail = await data!.queries.getTransport('t-1');
    expect(detail?.transport.requester_org_id).toBe('clin_0001');
    expect(data!.viewer).toMatchObject({ role: 'clinique', orgId: 'clin_0001' });
  });
});
