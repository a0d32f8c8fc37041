import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers/app-providers';
import { routes } from '@/app/routes/route-table';
import { fixedClock } from '@/domain/shared/clock';
import type { UserType } from '@/domain/shared/role';
import type { SubscriptionStatus } from '@/domain/subscription/subscription-status';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import type { AppServices } from '@/services/services-context';
import { FakeAuth, FakeProfiles } from './session-fakes';
import { TestUserSession } from './test-user-data';

export const TEST_NOW = Date.UTC(2026, 10, 22, 9, 0);

export interface RenderAppOptions {
  /** Signs in a user of this role before rendering. */
  as?: UserType;
  subscription?: SubscriptionStatus;
  /** The units the signed-in user's subscription records (spec §9); none by default. */
  subscriptionUnits?: number;
  /** The signed-in user's stored preferences (spec §3), e.g. a dashboard default view. */
  preferences?: Record<string, unknown>;
  services?: Partial<AppServices>;
  /** The signed-in user's organisation document (name, phone, base). */
  /** The card of the user's organisation; a function receives the signed-in user's uid (e.g. as its founder). */
  organisation?: OrganisationCard | ((uid: string) => OrganisationCard);
  /** Opens real device data (Dexie on fake-indexeddb) for the signed-in user, seeded with these transports. */
  userData?: {
    orgId: string;
    transports?: readonly Transport[];
    onReady?: (data: UserData) => void;
  };
}

/**
 * A company or clinic account belongs to an organisation (one awaiting it sees the invitation step instead of its
 * pages, issue 20); patients and admins have none.
 */
export const ownOrganisationOf = (role: string) =>
  ({ clinique: 'clin_0001', ambulance: 'ambu_0001', vtc: 'vtc_0001' })[role] ?? 'default-org';

/** Renders the real route table with in-memory auth and profiles, like the app at `path`. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const auth = new FakeAuth();
  const profiles = new FakeProfiles();
  const card = options.organisation;
  profiles.organisationCard = typeof card === 'object' ? card : null;
  if (options.as) {
    const user = auth.addAccount(`${options.as}@exemple.fr`, 'secret123', `Test ${options.as}`);
    auth.current = user;
    if (typeof card === 'function') profiles.organisationCard = card(user.uid);
    await profiles.create({
      uid: user.uid,
      email: user.email,
      userType: options.as,
      firstName: 'Test',
      orga_id: options.userData?.orgId ?? ownOrganisationOf(options.as),
      lastName: options.as,
      ...(options.preferences ? { preferences: options.preferences } : {}),
      subscription: {
        plan: 'pro',
        status: options.subscription ?? 'active',
        startDate: TEST_NOW,
        endDate: TEST_NOW + 30 * 86_400_000,
        ...(options.subscriptionUnits === undefined ? {} : { units: options.subscriptionUnits }),
      },
    } as { uid: string });
  }
  const services: AppServices = {
    mode: 'local',
    auth,
    profiles,
    roleEmails: EMPTY_ROLE_EMAIL_LISTS,
    billingAccountEmail: null,
    clock: fixedClock(TEST_NOW),
    ...options.services,
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  const view = render(
    <AppProviders services={services}>
      {options.userData ? (
        <TestUserSession options={{ clock: services.clock, ...options.userData }}>
          {app}
        </TestUserSession>
      ) : (
        app
      )}
    </AppProviders>,
  );
  return { router, auth, profiles, view };
}
