import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteError } from '@/data/ports';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { renderApp } from '@tests/support/render-app';
import { FakeAuth, FakeProfiles } from '@tests/support/session-fakes';
import { foundThroughScreen } from '@tests/support/found-organisation';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

// What the Firestore profile adapter throws when the security rules refuse (firestore-profiles.ts).
const loadDenied = () => new RemoteError('permission-denied', ERRORS.usersFetch);
const createDenied = () => new RemoteError('permission-denied', ERRORS.userCreate);

type Router = Awaited<ReturnType<typeof renderApp>>['router'];

/** Counts every navigation from now on: the loop made hundreds a second. */
function navigationsOf(router: Router) {
  const seen: string[] = [];
  router.subscribe((state) => seen.push(state.location.pathname));
  return seen;
}

/** Lets the app run for a while in real time: a redirect loop would fill `seen` meanwhile. */
const settleFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fill = async (label: string, value: string) => {
  const field = screen.getByLabelText(label, { exact: false });
  await userEvent.clear(field);
  await userEvent.type(field, value);
};

async function signUpAsClinic() {
  await screen.findByRole('button', { name: 'Créer mon compte' });
  await fill('Nom complet', 'Claire Dubois');
  await fill('Adresse e-mail', 'claire@clinique.fr');
  await fill('Mot de passe', 'secret123');
  await userEvent.selectOptions(screen.getByLabelText('Vous êtes'), 'clinique');
  await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

/** The app at `path` with a restored session of an account whose profile is stored (unless `withProfile` is false). */
async function restoredSession(path: string, withProfile = true) {
  return restoredSessionWith(new FakeProfiles(), path, withProfile);
}

async function restoredSessionWith(profiles: FakeProfiles, path: string, withProfile = true) {
  const auth = new FakeAuth();
  const user = auth.addAccount('lucie@exemple.fr', 'secret123', 'Lucie Bernard');
  auth.current = user;
  if (withProfile) {
    await profiles.create({ uid: user.uid, email: user.email, userType: 'patient' } as never);
    profiles.calls.create = 0;
  }
  const app = await renderApp(path, { services: { auth, profiles } });
  return { ...app, auth, profiles, user };
}

function expectNoEnglish() {
  expect(document.body.textContent).not.toMatch(/Timeout|permission|denied|Missing/i);
}

describe('[PP1] a sign-up whose profile the server refuses (issue 10: /dashboard ↔ /auth loop)', () => {
  it('stays on /auth with the French cause, Réessayer and Se déconnecter — no redirect loop', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, profiles } = await renderApp('/auth?mode=signup');
    profiles.loadFailure = loadDenied();
    profiles.createFailure = createDenied();
    const seen = navigationsOf(router);
    await signUpAsClinic();
    await settleFor(500);
    // Before the fix: /dashboard, /auth, /dashboard… hundreds of times until React gave up.
    expect(seen.length).toBeLessThanOrEqual(2);
    expect(router.state.location.pathname).toBe('/auth');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profil indisponible' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Votre profil n’a pas pu être créé : Erreur lors de la création de l’utilisateur (accès refusé par le serveur).',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeEnabled();
    expectNoEnglish();
  });

  it('« Réessayer » creates the profile the sign-up asked for once the server answers, without reloading', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, profiles } = await renderApp('/auth?mode=signup');
    profiles.createFailure = createDenied();
    await signUpAsClinic();
    await screen.findByRole('button', { name: 'Réessayer' });
    expect(profiles.store.size).toBe(0);

    profiles.createFailure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await foundThroughScreen('clinique');
    // A clinic without a subscription lands on /tarifs (as after any sign-up).
    await waitFor(() => expect(router.state.location.pathname).toBe('/tarifs'));
    expect([...profiles.store.values()][0]).toMatchObject({
      userType: 'clinique',
      firstName: 'Claire',
      lastName: 'Dubois',
    });
  });

  it('« Se déconnecter » signs out and shows the sign-in form again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, profiles, auth } = await renderApp('/auth?mode=signup');
    profiles.createFailure = createDenied();
    await signUpAsClinic();
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    expect(auth.current).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('[PP2] a restored session whose profile cannot be read', () => {
  it('shows the cause in place on /dashboard (no redirect); Réessayer recovers when the port answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const profiles = new FakeProfiles();
    profiles.loadFailure = loadDenied();
    const { router } = await restoredSessionWith(profiles, '/dashboard');
    const seen = navigationsOf(router);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre profil n’a pas pu être chargé : Erreur lors de la récupération des utilisateurs (accès refusé par le serveur).',
    );
    await settleFor(400);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(seen).toEqual([]);
    expectNoEnglish();

    profiles.loadFailure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/utilisateur'));
    // Nothing was created: the profile was there, only unreachable.
    expect(profiles.calls.create).toBe(0);
  });

  it('a session with no stored profile says so, and Réessayer finds it once it exists', async () => {
    const { router, profiles, user } = await restoredSession('/dashboard', false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre profil n’a pas pu être chargé : aucun profil n’est enregistré pour ce compte.',
    );
    await settleFor(200);
    expect(router.state.location.pathname).toBe('/dashboard');
    // A profile nobody asked for is never invented (its role would be a guess).
    expect(profiles.calls.create).toBe(0);

    await profiles.create({ uid: user.uid, email: user.email, userType: 'vtc' } as never);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await foundThroughScreen('vtc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tarifs'));
  });

  it('/auth opened by a signed-in user without a profile shows the problem instead of redirecting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const profiles = new FakeProfiles();
    profiles.loadFailure = loadDenied();
    const { router } = await restoredSessionWith(profiles, '/auth?mode=login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profil indisponible' }),
    ).toBeVisible();
    const seen = navigationsOf(router);
    await settleFor(300);
    expect(seen).toEqual([]);
    expect(router.state.location.pathname).toBe('/auth');
  });
});
