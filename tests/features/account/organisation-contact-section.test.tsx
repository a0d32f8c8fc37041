import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeocoderPort } from '@/data/ports';
import type { Place } from '@/domain/geocoding/place';
import { devicePosition } from '@/services/device-position';
import { MemoryOrganisation } from '@tests/support/fakes/memory-organisation';
import { renderApp } from '@tests/support/render-app';

const MARSEILLE_STREET: Place = {
  label: '12 Rue de Marseille 69007 Lyon',
  rue: '12 Rue de Marseille',
  codePostal: '69007',
  ville: 'Lyon',
  codeInsee: '69387',
  coordonnees: { lat: 45.753512, lng: 4.842498 },
  precision: 'adresse',
  source: 'ban',
};
/** Stands for the Base Adresse Nationale. */
const geocoder: GeocoderPort = {
  search: async (query) => (/marseille/i.test(query) ? [MARSEILLE_STREET] : []),
};

const open = (organisation: MemoryOrganisation) =>
  renderApp('/dashboard/parametres', {
    as: 'ambulance',
    services: { organisation, geocoder },
    userData: { orgId: 'ambu_0001' },
  });

const form = () => screen.findByRole('form', { name: 'Téléphone et base' });

async function fill(values: Record<string, string>) {
  const scope = within(await form());
  for (const [label, value] of Object.entries(values)) {
    const input = scope.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    if (value !== '') await userEvent.type(input, value);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('[ORG-CONTACT-UI] Paramètres: the organisation’s phone and base', () => {
  it('[ORG-BASE1] issue 22: the base is found by its address, its position comes with it, then saved', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    await open(organisation);
    await fill({ 'Téléphone de l’organisation': '04 72 41 18 18' });
    const scope = within(await form());
    const search = scope.getByRole('combobox', { name: 'Rechercher l’adresse de la base' });
    await userEvent.click(search);
    await userEvent.paste('12 rue de marseille');
    await userEvent.click(await scope.findByRole('option', { name: /12 Rue de Marseille/ }));
    expect(scope.getByLabelText(/^Adresse de la base/)).toHaveValue('12 Rue de Marseille');
    expect(scope.getByLabelText(/^Code postal de la base/)).toHaveValue('69007');
    expect(scope.getByLabelText(/^Ville de la base/)).toHaveValue('Lyon');
    expect(search).toHaveAccessibleDescription(/Base localisée \(45,7535 ; 4,8425\)\./);
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer le téléphone et la base' }),
    );
    expect(
      await screen.findByText('Téléphone et base de l’organisation enregistrés.'),
    ).toBeInTheDocument();
    expect(organisation.document).toEqual({
      phone: '04 72 41 18 18',
      adresse: { rue: '12 Rue de Marseille', ville: 'Lyon', codePostal: '69007' },
      coordonnees: { lat: 45.7535, lng: 4.8425 },
    });
  });

  it('[ORG-BASE1] a base typed without choosing an address is refused: « Base non localisée »', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    await open(organisation);
    await fill({
      'Téléphone de l’organisation': '04 72 41 18 18',
      'Adresse de la base': '12 rue de Marseille',
      'Code postal de la base': '69007',
      'Ville de la base': 'Lyon',
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer le téléphone et la base' }),
    );
    const search = within(await form()).getByRole('combobox', {
      name: 'Rechercher l’adresse de la base',
    });
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(search).toHaveAccessibleDescription(
      /Base non localisée : choisissez son adresse dans les suggestions, ou utilisez la position de cet appareil\./,
    );
    expect(organisation.saves).toEqual([]);
  });

  it('wrong input shows French errors on the fields and writes nothing', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    await open(organisation);
    await userEvent.click(within(await form()).getByText('Corriger les coordonnées à la main'));
    await fill({ 'Téléphone de l’organisation': '12 34', Latitude: '95' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer le téléphone et la base' }),
    );
    expect(
      await screen.findByText('Le numéro de téléphone est invalide (ex. 04 72 41 18 18).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La latitude doit être un nombre entre -90 et 90 (ex. 45,7535).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Téléphone de l’organisation/)).toHaveAccessibleDescription(
      /invalide/,
    );
    expect(organisation.saves).toEqual([]);
  });

  it('the device’s position fills the coordinates; none available says so in French', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    const position = vi
      .spyOn(devicePosition, 'current')
      .mockResolvedValueOnce({ lat: 45.753512, lng: 4.842498 })
      .mockResolvedValueOnce(null);
    await open(organisation);
    const scope = within(await form());
    await userEvent.click(
      scope.getByRole('button', { name: 'Utiliser la position de cet appareil' }),
    );
    expect(await scope.findByDisplayValue('45,7535')).toBeInTheDocument();
    expect(scope.getByLabelText(/^Longitude/)).toHaveValue('4,8425');
    await userEvent.click(
      scope.getByRole('button', { name: 'Utiliser la position de cet appareil' }),
    );
    expect(await scope.findByText(/Position de l’appareil indisponible/)).toBeInTheDocument();
    expect(position).toHaveBeenCalledTimes(2);
  });

  it('a member who is not responsable reads the phone and base without a form', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'u-quelqu-un' });
    organisation.document = {
      phone: '04 72 41 18 18',
      adresse: { rue: '12 rue de Marseille', ville: 'Lyon', codePostal: '69007' },
    };
    await open(organisation);
    const section = await screen.findByRole('region', {
      name: 'Téléphone et base de l’organisation',
    });
    expect(await within(section).findByText('04 72 41 18 18')).toBeInTheDocument();
    expect(
      within(section).getByText('Seul un responsable de l’organisation peut les modifier.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Téléphone et base' })).toBeNull();
  });

  it('offline: « Connexion requise », and the form is not shown half-loaded', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    organisation.online = false;
    await open(organisation);
    const section = await screen.findByRole('region', {
      name: 'Téléphone et base de l’organisation',
    });
    expect(
      await within(section).findByText('Connexion requise : ces modifications se font en ligne.'),
    ).toBeInTheDocument();
  });
});
