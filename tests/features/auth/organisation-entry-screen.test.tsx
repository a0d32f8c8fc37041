import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { FakeAuth, FakeProfiles } from '@tests/support/session-fakes';

/**
 * [INV-UI] Issue 20: a company account awaiting its organisation verifies its e-mail, then answers the invitation
 * a responsable sent — or, with none, its own organisation is founded. Never an automatic join.
 */

afterEach(() => localStorage.clear());

async function awaitingAccount(options: { verified: boolean; invited: boolean }) {
  const auth = new FakeAuth();
  auth.emailVerified = options.verified;
  const profiles = new FakeProfiles();
  const user = auth.addAccount('karim@ambu.fr', 'secret123', 'Karim Haddad');
  auth.current = user;
  await profiles.create({
    uid: user.uid,
    email: user.email,
    displayName: 'Karim Haddad',
    userType: 'vtc',
    orga_id: 'default-org',
  } as never);
  if (options.invited) {
    profiles.pendingInvitation = {
      orgId: 'ambu_0001',
      kind: 'ambulance',
      organisationName: 'Ambulances Bellecour',
      role: 'chauffeur',
    };
  }
  const app = await renderApp('/dashboard', { services: { auth, profiles } });
  return { ...app, auth, profiles, user };
}

describe('[INV-UI] the organisation entry screen', () => {
  it('[INV-UI] unverified: says what to do, resends the e-mail, re-checks once the link was followed', async () => {
    const { auth, profiles, user } = await awaitingAccount({ verified: false, invited: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre adresse e-mail' }),
    ).toBeVisible();
    expect(screen.getByText('karim@ambu.fr')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail' }));
    expect(await screen.findByText('E-mail renvoyé à karim@ambu.fr.')).toBeVisible();
    expect(auth.verificationEmailsSent).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'J’ai vérifié mon adresse' }));
    expect(await screen.findByText(/pas encore vérifiée/)).toBeVisible();
    expect(profiles.store.get(user.uid)?.orga_id).toBe('default-org');

    auth.emailVerified = true;
    await userEvent.click(screen.getByRole('button', { name: 'J’ai vérifié mon adresse' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Rejoindre Ambulances Bellecour en tant que chauffeur ?',
      }),
    ).toBeVisible();
    expect(profiles.answers).toEqual([]);
  });

  it('[INV-UI] accepting joins the organisation with its kind, and the dashboard follows', async () => {
    const { profiles, user, router } = await awaitingAccount({ verified: true, invited: true });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rejoindre Ambulances Bellecour' }),
    );
    await waitFor(() =>
      expect(profiles.store.get(user.uid)).toMatchObject({
        userType: 'ambulance',
        orga_id: 'ambu_0001',
      }),
    );
    expect(profiles.answers).toEqual([{ uid: user.uid, orgId: 'ambu_0001', accept: true }]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /^Rejoindre/ })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).not.toBe('/auth');
  });

  it('[INV-UI] declining is recorded and the account founds its own organisation', async () => {
    const { profiles, user } = await awaitingAccount({ verified: true, invited: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Refuser l’invitation' }));
    await waitFor(() =>
      expect(profiles.store.get(user.uid)).toMatchObject({
        userType: 'vtc',
        orga_id: `org-${user.uid}`,
      }),
    );
    expect(profiles.answers).toEqual([{ uid: user.uid, orgId: 'ambu_0001', accept: false }]);
  });

  it('[INV-UI] verified and invited by nobody: its organisation is founded without a question', async () => {
    const { profiles, user } = await awaitingAccount({ verified: true, invited: false });
    await waitFor(() => expect(profiles.store.get(user.uid)?.orga_id).toBe(`org-${user.uid}`));
    expect(screen.queryByRole('heading', { name: /^Rejoindre/ })).not.toBeInTheDocument();
  });
});
