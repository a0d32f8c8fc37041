import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { splitPrescription } from '@/domain/transport/prescription-record';
import type { Transport } from '@/domain/transport/transport.schema';
import { renderApp } from '@tests/support/render-app';
import { CLINIC_ORG, clinicTransport } from '../clinic-fixtures';

const VSL = splitPrescription({
  mode: 'vsl',
  prescripteur: 'Dr Claire Martin',
  date_prescription: '2026-11-20',
  accord_prealable: false,
  date_accord: null,
  serie: false,
});

async function openDetail(transport: Transport) {
  let data: UserData | null = null;
  await renderApp(`/dashboard/clinique/transports/${transport.id}`, {
    as: 'clinique',
    userData: { orgId: CLINIC_ORG, transports: [transport], onReady: (opened) => (data = opened) },
  });
  await screen.findByRole('list', { name: 'Historique des états' });
  await waitFor(() => expect(data).not.toBeNull());
  return { data: data! as UserData, user: userEvent.setup() };
}

describe('[PMT-FIX] issue 22, session 9: the clinic corrects the prescription after filing', () => {
  it('[PMT-FIX1] on an accepted ride: mode, prescriber and accord préalable corrected, recorded as a modification', async () => {
    const { data, user } = await openDetail(
      clinicTransport('p1', 'accepted', 30, { type_transport: 'vsl', ...VSL }),
    );
    await user.click(screen.getByRole('button', { name: 'Corriger la prescription' }));
    const form = screen.getByRole('form', { name: 'Corriger la prescription' });
    expect(within(form).getByLabelText(/^Prescripteur/)).toHaveValue('Dr Claire Martin');
    await user.selectOptions(
      within(form).getByLabelText('Mode de transport prescrit'),
      'ambulance',
    );
    // A VSL ride prescribed in ambulance: the form points it out.
    expect(within(form).getByText(/Le véhicule demandé ne correspond pas/)).toBeVisible();
    await user.clear(within(form).getByLabelText(/^Prescripteur/));
    await user.type(within(form).getByLabelText(/^Prescripteur/), 'Dr Paul Roux');
    await user.click(within(form).getByLabelText('Accord préalable'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la prescription' }));
    // The date of the accord is asked for, in French, on its field.
    expect(await within(form).findByText('Indiquez la date de l’accord préalable.')).toBeVisible();
    await user.type(within(form).getByLabelText(/^Date de l’accord préalable/), '2026-11-21');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la prescription' }));

    expect(await screen.findByText(/^Prescription corrigée/)).toBeVisible();
    const [entry] = await data.db.outbox.toArray();
    const op = entry!.op;
    if (op.kind !== 'transport.edit') throw new Error(`unexpected ${op.kind}`);
    expect(op.changes).toEqual({
      prescribed_mode: 'ambulance',
      prescription: {
        prescripteur: 'Dr Paul Roux',
        date_prescription: '2026-11-20',
        accord_prealable: true,
        date_accord: '2026-11-21',
        serie: false,
      },
    });
    expect(await screen.findByText('Mode prescrit : Ambulance')).toBeVisible();
    const edits = await screen.findByRole('region', { name: 'Modifications de la demande' });
    expect(edits).toHaveTextContent('mode prescrit, références de la prescription');
  });

  it('[PMT-FIX2] an accepted VSL ride may not become prescribed in VSL: the refusal is shown in French, nothing queued', async () => {
    const { data, user } = await openDetail(
      clinicTransport('p2', 'accepted', 30, { type_transport: 'vsl' }),
    );
    await user.click(screen.getByRole('button', { name: 'Corriger la prescription' }));
    const form = screen.getByRole('form', { name: 'Corriger la prescription' });
    await user.selectOptions(within(form).getByLabelText('Mode de transport prescrit'), 'vsl');
    await user.type(within(form).getByLabelText(/^Prescripteur/), 'Dr Paul Roux');
    await user.type(within(form).getByLabelText(/^Date de la prescription/), '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la prescription' }));
    expect(await within(form).findByText(/Ce transport est déjà accepté/)).toBeVisible();
    expect(await data.db.outbox.toArray()).toHaveLength(0);
  });

  it('[PMT-FIX3] a completed ride offers no correction', async () => {
    await openDetail(clinicTransport('p3', 'completed', 300, { type_transport: 'vsl', ...VSL }));
    expect(screen.queryByRole('button', { name: 'Corriger la prescription' })).toBeNull();
  });
});
