import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '@/services/services-context';
import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import { renderApp, TEST_NOW } from '@tests/support/render-app';

/**
 * [GU-MB] Issue 13: a member who joined an organisation has no subscription of their own (Firebase's rules forbid
 * one at sign-up); they work under the organisation's, carried on its document (card) since an admin approved it.
 */

const settle = async (router: { state: { location: { pathname: string } } }, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

const organisationWith = (status: 'active' | 'expired'): OrganisationCard => ({
  name: 'Clinique du Parc',
  phone: null,
  base: null,
  subscription: {
    plan: 'pro',
    status,
    startDate: TEST_NOW,
    endDate: TEST_NOW + 30 * 86_400_000,
    trialEndsAt: null,
    units: 5,
  },
});

const MODES: AppServices['mode'][] = ['local', 'firebase'];

describe.each(MODES)('[GU-MB] mode %s', (mode) => {
  it('[GU-MB] a member of a subscribed organisation reaches its dashboard, not /tarifs', async () => {
    const { router } = await renderApp('/dashboard', {
      as: 'clinique',
      subscription: 'none',
      organisation: organisationWith('active'),
      services: { mode },
    });
    await settle(router, '/dashboard/clinique');
    expect(screen.queryByRole('heading', { name: /tarifs/i })).toBeNull();
  });

  it('[GU-MB] the organisation’s expired subscription opens nothing: /tarifs', async () => {
    const { router } = await renderApp('/dashboard', {
      as: 'clinique',
      subscription: 'none',
      organisation: organisationWith('expired'),
      services: { mode },
    });
    await settle(router, '/tarifs');
  });

  it('[GU-MB] no organisation document: /tarifs, as before', async () => {
    const { router } = await renderApp('/dashboard', {
      as: 'ambulance',
      subscription: 'none',
      services: { mode },
    });
    await settle(router, '/tarifs');
  });
});
