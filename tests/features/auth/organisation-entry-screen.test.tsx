import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { typeIdentity } from '@tests/support/found-organisation';
import { IDENTITIES } from '@tests/support/organisation-identities';
import { FakeAuth, FakeProfiles } from '@tests/support/session-fakes';

/**
 * [INV-UI] Issue 20: a company account awaiting its organisation verifies its e-mail, then answers the invitation
 * a responsable sent — or, with none, founds its own. Never an automatic join. [ORG-UI] Issue 25: founding asks
 * the organisation's name and identifiers first.
 */

afterEach(() => localStorage.clear());

async function awaitingAccount(options: {
  verified: boolean;
  invited: boolean;
  userType?: 'vtc' | 'clinique';
}) {
  const auth = new FakeAuth();
  auth.emailVerified = options.verified;
  const profiles = new FakeProfiles();
  const user = auth.addAccount('karim@ambu.fr', 'secret123', 'Karim Haddad');
  auth.current = user;
  await profiles.create({
    uid: user.uid,
    email: user.email,
    displayName: 'Karim Haddad',
    userType: options.userType ?? 'vtc',
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

  it('[INV-UI] declining asks the identity of its own organisation, then records the refusal and founds it', async () => {
    const { profiles, user } = await awaitingAccount({ verified: true, invited: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Refuser l’invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre société' })).toBeVisible();
    expect(screen.getByText(/Vous refusez l’invitation de/)).toBeVisible();
    expect(profiles.answers).toEqual([]);
    await typeIdentity(IDENTITIES.vtc);
    await userEvent.click(screen.getByRole('button', { name: 'Créer ma société' }));
    await waitFor(() =>
      expect(profiles.store.get(user.uid)).toMatchObject({
        userType: 'vtc',
        orga_id: `org-${user.uid}`,
        company_name: 'VTC Santé Lyon',
      }),
    );
    expect(profiles.answers).toEqual([{ uid: user.uid, orgId: 'ambu_0001', accept: false }]);
    expect(profiles.founded).toEqual([{ uid: user.uid, identity: IDENTITIES.vtc }]);
  });

  it('[INV-UI] declining can be taken back before the organisation is founded', async () => {
    const { profiles } = await awaitingAccount({ verified: true, invited: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Refuser l’invitation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revenir à l’invitation' }));
    expect(
      await screen.findByRole('button', { name: 'Rejoindre Ambulances Bellecour' }),
    ).toBeVisible();
    expect(profiles.answers).toEqual([]);
  });
});

describe('[ORG-UI] issue 25: founding names the organisation, not the person', () => {
  it('[ORG-UI1] invited by nobody: the founding screen asks the identity; nothing is founded before', async () => {
    const { profiles, user } = await awaitingAccount({
      verified: true,
      invited: false,
      userType: 'clinique',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre établissement' }),
    ).toBeVisible();
    for (const label of [
      /^Nom de l’établissement/,
      /^Numéro et rue/,
      /^Code postal/,
      /^Ville/,
      /^Numéro SIRET/,
      /^Numéro FINESS/,
    ])
      expect(screen.getByLabelText(label)).toBeVisible();
    expect(profiles.store.get(user.uid)?.orga_id).toBe('default-org');
    expect(profiles.founded).toEqual([]);
  });

  it('[ORG-UI2] a wrong SIRET and missing fields: French errors tied to their fields, focus on the first, nothing founded', async () => {
    const { profiles } = await awaitingAccount({
      verified: true,
      invited: false,
      userType: 'clinique',
    });
    await typeIdentity({ ...IDENTITIES.clinique, siret: '81234567800014', finess: '' });
    await userEvent.clear(screen.getByLabelText(/^Ville/));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon établissement' }));

    const ville = screen.getByLabelText(/^Ville/);
    expect(ville).toHaveAttribute('aria-invalid', 'true');
    expect(ville).toHaveAccessibleDescription('Saisissez la ville.');
    const siret = screen.getByLabelText(/^Numéro SIRET/);
    expect(siret).toHaveAttribute('aria-invalid', 'true');
    expect(siret).toHaveAccessibleDescription(
      expect.stringContaining(
        'Ce numéro SIRET n’existe pas : vérifiez-le sur votre extrait Kbis ou votre avis de situation Insee.',
      ),
    );
    expect(screen.getByLabelText(/^Numéro FINESS/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nom de l’établissement/)).not.toHaveAttribute('aria-invalid');
    // The first wrong field in reading order: the city.
    await waitFor(() => expect(ville).toHaveFocus());
    // Nothing lost: what was typed is still there.
    expect(screen.getByLabelText(/^Nom de l’établissement/)).toHaveValue('Clinique des Tilleuls');
    expect(siret).toHaveValue('81234567800014');
    expect(profiles.founded).toEqual([]);
  });

  it('[ORG-UI3] a valid identity founds the organisation under its name: the profile’s company_name is it', async () => {
    const { profiles, user } = await awaitingAccount({
      verified: true,
      invited: false,
      userType: 'clinique',
    });
    await typeIdentity({ ...IDENTITIES.clinique, siret: '812 345 678 00013' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon établissement' }));
    await waitFor(() =>
      expect(profiles.store.get(user.uid)).toMatchObject({
        orga_id: `org-${user.uid}`,
        company_name: 'Clinique des Tilleuls',
      }),
    );
    expect(profiles.founded).toEqual([{ uid: user.uid, identity: IDENTITIES.clinique }]);
  });

  it('[ORG-UI4] the server refuses: its French message shows and the form keeps what was typed', async () => {
    const { profiles } = await awaitingAccount({
      verified: true,
      invited: false,
      userType: 'clinique',
    });
    profiles.foundOrganisation = () => Promise.reject(new Error('Connexion requise.'));
    await typeIdentity(IDENTITIES.clinique);
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon établissement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connexion requise.');
    expect(screen.getByLabelText(/^Nom de l’établissement/)).toHaveValue('Clinique des Tilleuls');
    expect(screen.getByLabelText(/^Numéro FINESS/)).toHaveValue('690000880');
    expect(screen.getByRole('button', { name: 'Créer mon établissement' })).toBeEnabled();
  });
});
