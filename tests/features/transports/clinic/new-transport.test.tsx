import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSPORT_INPUT_WARNINGS } from '@/domain/transport/transport-input.schema';
import { CLINIC_ORG } from './clinic-fixtures';
import { field, fill, fillValidRequest, openForm, SAVE_PATIENT, submit } from './request-form';

afterEach(() => vi.restoreAllMocks());

describe('[CL2] hard validation errors, in French, next to each field', () => {
  it('blocks the submission and ties each message to its control', async () => {
    const { data, user } = await openForm();
    // Saving the patient in the list has rules of its own (names required): tested in new-transport-patient.
    await user.click(field(SAVE_PATIENT));
    await user.type(field('Code postal de départ'), '7500');
    await submit(user);

    const date = field('Date et heure du transport');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(/La date du transport est obligatoire\./);
    expect(field('Type de transport')).toHaveAccessibleDescription(
      'Choisissez le type de transport : ambulance, VSL ou VTC.',
    );
    expect(field('Rue de départ')).toHaveAccessibleDescription(
      'Indiquez au moins la rue ou la ville de départ.',
    );
    expect(field('Code postal de départ')).toHaveAccessibleDescription(
      'Le code postal de départ doit comporter 5 chiffres.',
    );
    expect(field('Rue d’arrivée')).toHaveAccessibleDescription(
      'Indiquez au moins la rue ou la ville d’arrivée.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/La demande contient \d+ erreurs/);
    // Keyboard users land on the first field to fix.
    expect(field('Rue de départ')).toHaveFocus();
    expect(await data.db.outbox.count()).toBe(0);
  });

  it('clears a message as soon as the field is fixed', async () => {
    const { user } = await openForm();
    await submit(user);
    await user.selectOptions(field('Type de transport'), 'ambulance');
    expect(field('Type de transport')).not.toHaveAttribute('aria-invalid');
  });
});

describe('[CL3] soft warnings (spec §5) are shown but do not block', () => {
  it('warns about the missing names and street, then saves anyway', async () => {
    const { data, user, router } = await openForm();
    await fillValidRequest(user, { names: false });
    await user.clear(field('Rue de départ'));
    const warnings = screen.getByRole('alert');
    expect(warnings).toHaveTextContent(TRANSPORT_INPUT_WARNINGS.firstName);
    expect(warnings).toHaveTextContent(TRANSPORT_INPUT_WARNINGS.lastName);
    expect(warnings).toHaveTextContent(TRANSPORT_INPUT_WARNINGS.departureStreet);

    await submit(user);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/clinique\/transports\/\w{20}$/),
    );
    expect(await data.db.outbox.count()).toBe(1);
  });
});

describe('[CL4] submission records the request on the device', () => {
  it('writes ONE transport.create entry, confirms, opens the detail page and lists it at once', async () => {
    const { data, user, router } = await openForm();
    await fillValidRequest(user);
    await user.selectOptions(field('Priorité'), 'urgent');
    await user.selectOptions(field('Mobilité'), 'fauteuil_roulant');
    await user.click(field('Oxygène nécessaire'));
    await fill(user, 'Équipements à prévoir dans le véhicule', 'rampe, siège coquille');
    await submit(user);

    expect(await screen.findByText('Demande enregistrée')).toBeVisible();
    const entries = await data.db.outbox.toArray();
    expect(entries).toHaveLength(1);
    const op = entries[0]!.op;
    if (op.kind !== 'transport.create') throw new Error(`unexpected ${op.kind}`);
    const id = op.transportId;
    expect(op.transport).toMatchObject({
      id,
      etat: 'pending',
      priorite: 'urgent',
      type_transport: 'vsl',
      requester_org_id: CLINIC_ORG,
      equipements_requis: ['rampe', 'siège coquille'],
      informations_medicales: { mobilite: 'fauteuil_roulant', needsOxygen: true },
    });
    expect(op.transport.transport_id).toMatch(/^TRA-/);
    // The first history entry is signed with the creator's name, role and device.
    expect(op.transport.historique_etats).toEqual([
      expect.objectContaining({
        updated_by_name: 'Test clinique',
        updated_by_role: 'clinique',
        updated_by_org: CLINIC_ORG,
        device_id: data.deviceId,
      }),
    ]);
    expect(router.state.location.pathname).toBe(`/dashboard/clinique/transports/${id}`);
    // The device's TRA-… id is provisional: never shown as if it were the request's number.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demande de transport' }),
    ).toBeVisible();
    expect(await screen.findByText('Numéro attribué à la synchronisation')).toBeVisible();
    expect(screen.queryByText(/TRA-/)).toBeNull();

    await act(() => router.navigate('/dashboard/clinique/transports'));
    const list = await screen.findByRole('list', { name: 'Demandes : toutes' });
    expect(within(list).getByRole('link', { name: 'Jeanne Martin' })).toBeVisible();
    expect(within(list).getByText('en attente de synchronisation')).toBeVisible();
  });

  it('says the request will leave with the network when offline', async () => {
    const { user } = await openForm();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await fillValidRequest(user);
    await submit(user);
    expect(
      await screen.findByText('Demande enregistrée — elle partira dès le retour du réseau'),
    ).toBeVisible();
  });
});

describe('[CL5] the date is read as Paris time, whatever the machine’s zone', () => {
  it('stores 2027-07-15T08:30 (Paris, summer) as 06:30Z', async () => {
    const { data, user } = await openForm();
    await fillValidRequest(user);
    await submit(user);
    await screen.findByText('Demande enregistrée');
    const [entry] = await data.db.outbox.toArray();
    expect(entry!.op).toMatchObject({
      transport: { date_transport: Date.UTC(2027, 6, 15, 6, 30) },
    });
    expect(await screen.findByText('15/07/2027 08:30')).toBeVisible();
  });
});

describe('[CL8] an impossible date is refused on its field, in French', () => {
  it.each([
    [
      'in the past (15/01/2020)',
      '2020-01-15T10:00',
      'La date du transport est passée : indiquez une date à venir.',
    ],
    [
      'yesterday',
      '2026-11-21T10:00',
      'La date du transport est passée : indiquez une date à venir.',
    ],
    ['in 2099', '2099-01-15T10:00', 'La date du transport est à plus d’un an : vérifiez l’année.'],
  ])('%s', async (_name, value, message) => {
    const { data, user } = await openForm();
    await fillValidRequest(user);
    fireEvent.change(field('Date et heure du transport'), { target: { value } });
    await submit(user);
    const date = field('Date et heure du transport');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(await data.db.outbox.count()).toBe(0);
  });

  it('accepts a ride starting now (typed a few minutes late)', async () => {
    const { data, user } = await openForm();
    await fillValidRequest(user);
    // TEST_NOW is 22/11/2026 09:00 UTC, 10:00 in Paris: 09:50 is ten minutes ago.
    fireEvent.change(field('Date et heure du transport'), {
      target: { value: '2026-11-22T09:50' },
    });
    await submit(user);
    await screen.findByText('Demande enregistrée');
    expect(await data.db.outbox.count()).toBe(1);
  });
});

describe('[CL9] the form cannot contradict itself', () => {
  it('with mobility « Brancard », the stretcher box is checked and locked, and the request needs one', async () => {
    const { data, user } = await openForm();
    await fillValidRequest(user);
    const stretcher = field('Brancard nécessaire');
    expect(stretcher).not.toBeChecked();
    await user.selectOptions(field('Mobilité'), 'brancard');
    expect(stretcher).toBeChecked();
    expect(stretcher).toBeDisabled();
    expect(screen.getByText('Compris dans la mobilité « Brancard ».')).toBeVisible();
    await submit(user);
    await screen.findByText('Demande enregistrée');
    const [entry] = await data.db.outbox.toArray();
    expect(entry!.op).toMatchObject({
      transport: { informations_medicales: { mobilite: 'brancard', needsStretcher: true } },
    });
  });

  it('tells the patient’s equipment from the vehicle’s, each with what goes there', async () => {
    await openForm();
    expect(field('Équipements du patient')).toHaveAccessibleDescription(
      /Ce que le patient porte ou apporte/,
    );
    expect(field('Équipements à prévoir dans le véhicule')).toHaveAccessibleDescription(
      /Ce que le transporteur doit apporter/,
    );
  });

  it('marks the departure and the arrival as required', async () => {
    await openForm();
    for (const legend of ['Départ', 'Arrivée']) {
      const group = screen.getByRole('group', { name: legend });
      expect(group.querySelector('legend')).toHaveTextContent(`${legend} *`);
      expect(group).toHaveTextContent('Obligatoire : indiquez au moins la rue ou la ville.');
    }
  });
});

describe('[CL11] every required field carries its asterisk', () => {
  it.each(['Date et heure du transport', 'Type de transport'])('%s', async (label) => {
    await openForm();
    const control = field(label);
    expect(control).toBeRequired();
    expect(document.querySelector(`label[for="${control.id}"]`)).toHaveTextContent(`${label} *`);
  });
});

describe('[ESC-ORG2] issue 23: the request copies its organisation’s escalation delays', () => {
  it('[ESC-ORG2] the delays set on the clinic’s organisation go onto the request at filing', async () => {
    const delays = { critique: 3, urgent: 10, normale: 90 };
    const { data, user } = await openForm({
      organisation: { name: 'Clinique du Parc', phone: null, base: null, escalationDelays: delays },
    });
    await fillValidRequest(user);
    await submit(user);
    expect(await screen.findByText('Demande enregistrée')).toBeVisible();
    const [entry] = await data.db.outbox.toArray();
    if (entry?.op.kind !== 'transport.create') throw new Error('no creation');
    expect(entry.op.transport.escalation_delays).toEqual(delays);
  });
  it('[ESC-ORG2] none on the organisation (nor on the user): the defaults', async () => {
    const { data, user } = await openForm();
    await fillValidRequest(user);
    await submit(user);
    expect(await screen.findByText('Demande enregistrée')).toBeVisible();
    const [entry] = await data.db.outbox.toArray();
    if (entry?.op.kind !== 'transport.create') throw new Error('no creation');
    expect(entry.op.transport.escalation_delays).toEqual({ critique: 5, urgent: 15, normale: 120 });
  });
});
