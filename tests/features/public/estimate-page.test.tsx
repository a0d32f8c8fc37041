import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const result = () => nbsp(document.querySelector('.estimate__result')?.textContent ?? '');

describe('[EST4] /estimation: subscription from spec §9', () => {
  it('[EST4] computes base + units and refuses past the maximum in French', async () => {
    await renderApp('/estimation');
    const units = await screen.findByLabelText(/^Nombre \(ambulances, 20 au plus\)/);
    await userEvent.clear(units);
    await userEvent.type(units, '3');
    expect(nbsp(screen.getByText(/par mois$/).textContent ?? '')).toBe('199 € + 3 × 75 € = 424 € par mois');
    await userEvent.clear(units);
    await userEvent.type(units, '21');
    expect(screen.getByText('Au-delà de 20 ambulances, contactez-nous pour un devis.')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Vous êtes'), 'Établissement (par employé)');
    expect(screen.getByLabelText(/^Nombre \(employés, 50 au plus\)/)).toBeVisible();
  });
});

describe('[EST5] /estimation: trip cost under the CPAM tariffs', () => {
  it('[EST5] ambulance, 12 km by day: 84,82 €, patient pays 38,17 € + 4 € franchise', async () => {
    await renderApp('/estimation');
    await screen.findByLabelText('Distance en charge (km)');
    expect(result()).toContain('Tarif du trajet84,82 €');
    expect(result()).toContain('Reste à la charge du patient, au plus42,17 €');
    expect(result()).toContain('Estimation indicative, ne vaut pas devis.');
    expect(result()).toContain('Grille tarifaire à confirmer sur ameli.fr.');
  });

  it('[EST5] the official 2013 grid and the night uplift', async () => {
    await renderApp('/estimation');
    await userEvent.selectOptions(
      await screen.findByLabelText('Grille tarifaire'),
      'Ambulance — grille du 1er février 2013',
    );
    expect(result()).toContain('Tarif du trajet75,01 €');
    await userEvent.selectOptions(screen.getByLabelText('Moment du trajet'), 'La nuit (20 h – 8 h)');
    expect(result()).toContain('Majoration +50 %');
  });

  it('[EST5] taxi conventionné in Ain, 6 km: 15,26 €; 100 % cover leaves the franchise', async () => {
    await renderApp('/estimation');
    await userEvent.click(await screen.findByLabelText('Taxi conventionné'));
    const distance = screen.getByLabelText('Distance en charge (km)');
    await userEvent.clear(distance);
    await userEvent.type(distance, '6');
    expect(result()).toContain('Tarif du trajet15,26 €');
    expect(result()).toContain('Taxi conventionné — convention-cadre 2025, depuis le 1er octobre 2025');
    await userEvent.click(screen.getByLabelText(/Prise en charge à 100 %/));
    expect(result()).toContain('Reste à la charge du patient, au plus4,00 €');
  });

  it('[EST5] a distance out of range is refused in French', async () => {
    await renderApp('/estimation');
    const distance = await screen.findByLabelText('Distance en charge (km)');
    await userEvent.clear(distance);
    await userEvent.type(distance, '600');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La distance doit être un nombre entier de kilomètres, entre 1 et 500.',
    );
  });
});
