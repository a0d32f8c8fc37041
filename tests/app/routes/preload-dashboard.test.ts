import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GuardedModule from '@/app/routes/guarded';
import type { User } from '@/domain/user/user';

type Guarded = typeof GuardedModule;

// The pieces a sign-in preloads, observed rather than downloaded: the dashboards' table, the guards, the list of
// session scripts.
const branch = vi.hoisted(() => ({ preloadPageAt: vi.fn() }));
const guards = vi.hoisted(() => ({ preloadGuards: vi.fn() }));
const sessionFiles = vi.hoisted(() => ({ preloadSessionFiles: vi.fn() }));
vi.mock('@/app/routes/dashboard-branch', () => ({ ...branch, default: () => null }));
vi.mock('@/app/routes/guarded', async (original) => ({
  ...(await original<Guarded>()),
  ...guards,
}));
vi.mock('@/app/session/preload-session-files', () => sessionFiles);

const { preloadDashboardFor } = await import('@/app/routes/route-table');

const clinic = (defaultView?: 'transports') =>
  ({
    uid: 'u-clinique',
    userType: 'clinique',
    ...(defaultView ? { preferences: { dashboard: { defaultView } } } : {}),
  }) as unknown as User;

/** The page addresses preloaded, once the dashboards' table answered. */
async function preloadedPages() {
  await vi.waitFor(() => expect(branch.preloadPageAt).toHaveBeenCalled());
  return branch.preloadPageAt.mock.calls.map(([path]) => path as string);
}

beforeEach(() => vi.clearAllMocks());
// The preloads go on after the assertions (the layout, the pages): a module still loading when the file's environment
// is torn down failed a CI run (« EnvironmentTeardownError: Cannot load … after the environment was torn down »).
afterEach(() => vi.dynamicImportSettled());

describe('[PRELOAD1] a sign-in on its way loads the dashboard beside it (issue 24 item 4)', () => {
  it('[PRELOAD1] before the profile: the session scripts (once), the guards and the dashboards’ index', async () => {
    preloadDashboardFor(null);
    preloadDashboardFor(null);
    expect(sessionFiles.preloadSessionFiles).toHaveBeenCalledTimes(1);
    expect(guards.preloadGuards).toHaveBeenCalled();
    expect(await preloadedPages()).toContain('/dashboard');
  });

  it('[PRELOAD1] with the profile: the page it lands on, as the index redirect will choose it', async () => {
    preloadDashboardFor({ effectiveRole: 'clinique', profile: clinic() });
    await vi.waitFor(() =>
      expect(branch.preloadPageAt).toHaveBeenCalledWith('/dashboard/clinique'),
    );
    vi.clearAllMocks();
    // Paramètres: « ouvrir sur la liste des transports » — the list is what loads.
    preloadDashboardFor({ effectiveRole: 'clinique', profile: clinic('transports') });
    await vi.waitFor(() =>
      expect(branch.preloadPageAt).toHaveBeenCalledWith('/dashboard/clinique/transports'),
    );
  });
});
