import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionGate } from '@/app/session/session-gate';
import { SessionHost } from '@/app/session/session-host';
import type { PublishedSession } from '@/app/session/published-session';
import { fixedClock } from '@/domain/shared/clock';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import AuthPage, { type BeforeSession } from '@/features/auth/auth-page';
import { DemoPersonas } from '@/features/auth/demo-personas';
import type { AppServices } from '@/services/services-context';
import { AuthProvider } from '@/services/session/auth-provider';
import { SessionContext, useAuth } from '@/services/session/session-context';
import { FakeAuth, FakeProfiles } from '@tests/support/session-fakes';

/**
 * [AP0] /auth is prerendered and paints before the session runtime loads: the page shows its form (and, in demo
 * mode, the personas) without a session, and the visitor's first action starts loading it, then goes through.
 */

const CARD = {
  role: 'ambulance' as const,
  label: 'Ambulance',
  email: 'ambulance@demo.fr',
  displayName: 'Julien Moreau',
  organisation: 'Ambulances Bellecour',
};

function runtime() {
  const auth = new FakeAuth();
  const profiles = new FakeProfiles();
  const services: AppServices = {
    mode: 'local',
    auth,
    profiles,
    roleEmails: EMPTY_ROLE_EMAIL_LISTS,
    billingAccountEmail: null,
    clock: fixedClock(Date.UTC(2026, 10, 22, 9)),
    demoPersonas: [{ ...CARD, password: 'demo1234' }],
  };
  return { auth, profiles, services };
}

/** The shell as mount.tsx builds it, with a session module that publishes the fake runtime. */
function renderShell(path: string, services: AppServices, beforeSession: BeforeSession) {
  const importSession = vi.fn(async () => {
    function Publish({ onPublish }: { onPublish: (session: PublishedSession) => void }) {
      const session = useAuth();
      useEffect(() => onPublish({ services, session, userData: null }), [session, onPublish]);
      return null;
    }
    return {
      Bridge: ({ onPublish }: { onPublish: (session: PublishedSession) => void }) => (
        <AuthProvider
          auth={services.auth}
          profiles={services.profiles}
          roleEmails={services.roleEmails}
          clock={services.clock}
        >
          <Publish onPublish={onPublish} />
        </AuthProvider>
      ),
    };
  });
  const gate = createSessionGate(importSession);
  function Where() {
    return <p>Arrivé sur {useLocation().pathname}</p>;
  }
  function SessionProbe() {
    return <p>{useContext(SessionContext) ? 'session en marche' : 'pas de session'}</p>;
  }
  render(
    <SessionHost gate={gate}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProbe />
        <Routes>
          <Route path="/auth" element={<AuthPage beforeSession={beforeSession} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionHost>,
  );
  return { importSession };
}

const DEMO: BeforeSession = {
  mode: 'local',
  DemoPersonas: ({ personas, ...props }) => (
    <DemoPersonas personas={personas ?? [CARD]} {...props} />
  ),
};

afterEach(() => localStorage.clear());

describe('[AP0] /auth before the session runs', () => {
  it('[AP0] shows the form and the demo personas without loading the session', async () => {
    const { services } = runtime();
    const { importSession } = renderShell('/auth', services, DEMO);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mode démonstration' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continuer avec Google' })).toBeNull();
    // Focus moved to the title by the shell is no intent: nothing loads.
    act(() => screen.getByRole('heading', { name: 'Connexion' }).focus());
    expect(importSession).not.toHaveBeenCalled();
    expect(screen.getByText('pas de session')).toBeVisible();
  });

  it('[AP0] focusing a field starts loading the session', async () => {
    const { services } = runtime();
    const { importSession } = renderShell('/auth', services, DEMO);
    await userEvent.click(await screen.findByLabelText('Adresse e-mail', { exact: false }));
    await waitFor(() => expect(importSession).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('session en marche')).toBeVisible();
  });

  it('[AP0] a persona tapped before the session runs signs in once it does, then leaves for the dashboard', async () => {
    const { services, auth, profiles } = runtime();
    const user = auth.addAccount(CARD.email, 'demo1234', CARD.displayName);
    await profiles.create({ uid: user.uid, email: user.email, userType: 'ambulance' } as {
      uid: string;
    });
    renderShell('/auth', services, DEMO);
    await userEvent.click(await screen.findByRole('button', { name: /Julien Moreau/ }));
    expect(await screen.findByText(/^Arrivé sur \/dashboard/)).toBeVisible();
  });

  it('[AP0] the sign-in form sent before the session runs goes through once it does (returnTo kept)', async () => {
    const { services, auth, profiles } = runtime();
    const user = auth.addAccount('marie@exemple.fr', 'secret123');
    await profiles.create({ uid: user.uid, email: user.email, userType: 'clinique' } as {
      uid: string;
    });
    renderShell('/auth?returnTo=%2Fdashboard%2Fclinique%2Fhistorique', services, {
      mode: 'firebase',
    });
    expect(screen.getByRole('button', { name: 'Continuer avec Google' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Mode démonstration' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Adresse e-mail', { exact: false }), user.email!);
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: false }), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Arrivé sur /dashboard/clinique/historique')).toBeVisible();
  });
});

describe('[AP4] a sign-in on its way loads the dashboard beside it (issue 24 item 4)', () => {
  it('[AP4] the first intent asks for the signed-in start once, then the profile’s landing page once it is known', async () => {
    const { services, auth, profiles } = runtime();
    const user = auth.addAccount('marie@exemple.fr', 'secret123');
    await profiles.create({ uid: user.uid, email: user.email, userType: 'clinique' } as {
      uid: string;
    });
    const preloadSignedIn = vi.fn();
    renderShell('/auth', services, { mode: 'firebase', preloadSignedIn });
    expect(preloadSignedIn).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Adresse e-mail', { exact: false }), user.email!);
    // Before any profile: the dashboards' index (null), beside the session.
    expect(preloadSignedIn).toHaveBeenCalledWith(null);
    const beforeSubmit = preloadSignedIn.mock.calls.length;
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: false }), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(/^Arrivé sur \/dashboard/)).toBeVisible();
    const withProfile = preloadSignedIn.mock.calls
      .slice(beforeSubmit)
      .filter(([signedIn]) => signedIn !== null);
    expect(withProfile).toHaveLength(1);
    expect(withProfile[0]![0]).toMatchObject({
      effectiveRole: 'clinique',
      profile: { uid: user.uid },
    });
  });
});
