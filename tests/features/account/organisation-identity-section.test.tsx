import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GeocoderPort } from '@/data/ports';
import { MemoryOrganisation } from '@tests/support/fakes/memory-organisation';
import { typeIdentity } from '@tests/support/found-organisation';
import { IDENTITIES } from '@tests/support/organisation-identities';
import { renderApp } from '@tests/support/render-app';

const geocoder: GeocoderPort = { search: async () => [] };

const open = (organisation: MemoryOrganisation) =>
  renderApp('/dashboard/parametres', {
    as: 'ambulance',
    services: { organisation, geocoder },
    userData: { orgId: 'ambu_0001' },
  });

const section = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Identité de l’organisation' })).closest(
      'section',
    )!,
  );

describe('[ORG-ID-UI] Paramètres, issue 25: the organisation’s identity', () => {
  it('[ORG-ID-UI1] founded before issue 25 (named after its founder, no SIRET): the responsable completes it', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    organisation.document = { name: 'Marc Dubois' };
    await open(organisation);
    const scope = await section();
    expect(
      await scope.findByText(/créée avant que ces informations soient demandées/),
    ).toBeVisible();
    const name = scope.getByLabelText(/^Nom de la société/);
    expect(name).toHaveValue('Marc Dubois');
    await userEvent.clear(name);
    await typeIdentity(IDENTITIES.ambulance);
    await userEvent.click(scope.getByRole('button', { name: 'Enregistrer l’identité' }));
    expect(await screen.findByText('Identité de l’organisation enregistrée.')).toBeInTheDocument();
    expect(organisation.document).toEqual({
      name: 'Ambulances du Rhône',
      adresse: IDENTITIES.ambulance.adresse,
      siret: IDENTITIES.ambulance.siret,
    });
    // Complete now: shown, no longer asked.
    expect(await scope.findByText('82345678900010')).toBeVisible();
    expect(scope.queryByRole('form', { name: 'Identité de l’organisation' })).toBeNull();
  });

  it('[ORG-ID-UI2] a wrong SIRET: the French error, nothing saved', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    await open(organisation);
    const scope = await section();
    await typeIdentity({ ...IDENTITIES.ambulance, siret: '82345678900011' });
    await userEvent.click(scope.getByRole('button', { name: 'Enregistrer l’identité' }));
    expect(scope.getByLabelText(/^Numéro SIRET/)).toHaveAttribute('aria-invalid', 'true');
    expect(scope.getByText(/Ce numéro SIRET n’existe pas/)).toBeVisible();
    expect(organisation.saves).not.toContain('identity');
  });

  it('[ORG-ID-UI3] complete already: read, never asked again', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    organisation.document = { ...IDENTITIES.ambulance };
    await open(organisation);
    const scope = await section();
    expect(await scope.findByText('Ambulances du Rhône')).toBeVisible();
    expect(scope.getByText('4 quai Perrache 69002 Lyon')).toBeVisible();
    expect(scope.queryByRole('form', { name: 'Identité de l’organisation' })).toBeNull();
  });
});
