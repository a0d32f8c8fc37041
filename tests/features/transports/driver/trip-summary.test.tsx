import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withoutIdentity } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import { TripSummary } from '@/features/transports/driver/trip-summary';
import { transportIn } from '@tests/domain/transport/fixtures';

const ride = (): Transport => {
  const base = transportIn('accepted');
  return {
    ...base,
    adresse_depart: {
      rue: '12 rue de la Paix',
      ville: 'Paris',
      codePostal: '75002',
      coordonnees: { lat: 48.8686, lng: 2.3313 },
    },
    adresse_arrivee: {
      rue: '1 place du Parvis Notre-Dame',
      ville: 'Paris',
      codePostal: '75004',
      coordonnees: null,
    },
    patient_info: { ...base.patient_info, phone: '06 01 02 03 04' },
  };
};

const trip = () => screen.getByRole('region', { name: 'Trajet' });

describe('[DRV9] getting there: maps and phone one tap away', () => {
  it('opens the pickup by its coordinates (geo:) and the destination by a maps search of its address', () => {
    render(<TripSummary transport={ride()} />);
    expect(
      within(trip()).getByRole('link', { name: 'Itinéraire vers la prise en charge' }),
    ).toHaveAttribute('href', expect.stringMatching(/^geo:48\.8686,2\.3313\?q=/));
    expect(
      within(trip()).getByRole('link', { name: 'Itinéraire vers la destination' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=1%20place/),
    );
    expect(within(trip()).getByRole('link', { name: /Appeler le patient/ })).toHaveAttribute(
      'href',
      'tel:0601020304',
    );
  });

  it('names the clinic the ride carries and calls it in one tap', () => {
    const named = {
      ...ride(),
      requester_org_name: 'Clinique du Parc',
      requester_org_phone: '04 78 00 00 00',
    };
    render(<TripSummary transport={named} />);
    expect(within(trip()).getByText('Demandé par Clinique du Parc')).toBeInTheDocument();
    expect(
      within(trip()).getByRole('link', { name: 'Appeler Clinique du Parc (04 78 00 00 00)' }),
    ).toHaveAttribute('href', 'tel:0478000000');
  });

  it('offers no call to the clinic when the ride carries no number', () => {
    render(<TripSummary transport={ride()} />);
    expect(
      within(trip()).queryByRole('link', { name: /Appeler l’établissement|Appeler Clinique/ }),
    ).toBeNull();
  });

  it('offers no link while the identity is withheld (before acceptance)', () => {
    render(<TripSummary transport={withoutIdentity(ride())} />);
    expect(within(trip()).queryAllByRole('link')).toEqual([]);
  });
});
