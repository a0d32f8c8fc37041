import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { splitPrescription } from '@/domain/transport/prescription-record';
import type { Transport } from '@/domain/transport/transport.schema';
import { ACTORS, ASSIGNMENT, transportIn } from '@tests/domain/transport/fixtures';
import { renderApp } from '@tests/support/render-app';

const PRESCRIBED = splitPrescription({
  mode: 'vsl',
  prescripteur: 'Dr Claire Martin',
  date_prescription: '2026-11-20',
  accord_prealable: false,
  date_accord: null,
  serie: false,
});

const accepted = (): Transport =>
  transportIn('assigned', {
    id: 'bon-1',
    type_transport: 'vsl',
    ...PRESCRIBED,
    assigned_driver: { ...ASSIGNMENT.driver },
    assigned_vehicle: ASSIGNMENT.vehicle,
    provider_org_name: 'Ambulances du Centre',
  });

const openAs = (path: string, transport: Transport, orgId: string = ACTORS.ambulance.orgId) =>
  renderApp(path, { as: 'ambulance', userData: { orgId, transports: [transport] } });

afterEach(() => localStorage.clear());

describe('[VOUCHER-CO] the company that accepted the ride prints its bon de transport (issue 22, session 9)', () => {
  it('[VOUCHER-CO1] from the ride’s screen, a link opens the A4 bon: patient, prescription, driver and registration', async () => {
    await openAs('/dashboard/ambulance/transports/bon-1', accepted());
    await userEvent
      .setup()
      .click(await screen.findByRole('link', { name: 'Bon de transport (A4)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Bon de transport/ }),
    ).toBeVisible();
    expect(await screen.findByText('Martin Jeanne')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Bon de transport tr_/);
    expect(screen.getByText('Dr Claire Martin')).toBeVisible();
    expect(screen.getByText('Karim')).toBeVisible();
    expect(screen.getByText(/immatriculation AB-123-CD/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour au transport' })).toHaveAttribute(
      'href',
      '/dashboard/ambulance/transports/bon-1',
    );
  });

  it('[VOUCHER-CO2] a company still deciding reads no bon at its address (no patient, no prescription)', async () => {
    const waiting = transportIn('pending', { id: 'bon-2', type_transport: 'vsl', ...PRESCRIBED });
    await openAs('/dashboard/ambulance/transports/bon-2/bon', waiting);
    expect(
      await screen.findByText(
        'Le bon de transport est réservé à la société qui a accepté le transport.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Dr Claire Martin')).toBeNull();
  });
});
