import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { renderApp } from '@tests/support/render-app';
import { CLINIC_ORG, clinicTransport, withPatient } from './clinic-fixtures';

async function openDetail(transport: Transport) {
  let data: UserData | null = null;
  const app = await renderApp(`/dashboard/clinique/transports/${transport.id}`, {
    as: 'clinique',
    userData: { orgId: CLINIC_ORG, transports: [transport], onReady: (opened) => (data = opened) },
  });
  await screen.findByRole('list', { name: 'Historique des états' });
  await waitFor(() => expect(data).not.toBeNull());
  return { ...app, data: data! as UserData, user: userEvent.setup() };
}

const outbox = (data: UserData) => data.db.outbox.toArray();

describe('[CL6] editing a waiting request', () => {
  it('writes a transport.edit op carrying only the changed fields', async () => {
    const { data, user } = await openDetail(
      clinicTransport('d1', 'pending', 10, withPatient('Jeanne', 'Martin')),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier la demande' });
    expect(within(form).getByLabelText('Prénom du patient')).toHaveValue('Jeanne');
    await user.selectOptions(within(form).getByLabelText('Priorité'), 'critique');
    await user.type(within(form).getByLabelText('Commentaires'), 'Patient malentendant');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Modifications enregistrées')).toBeVisible();
    const entries = await outbox(data);
    expect(entries).toHaveLength(1);
    const op = entries[0]!.op;
    if (op.kind !== 'transport.edit') throw new Error(`unexpected ${op.kind}`);
    expect(op.transportId).toBe('d1');
    expect(op.changes).toEqual({ priorite: 'critique', commentaires: 'Patient malentendant' });
    expect(op.actor).toMatchObject({ role: 'clinique', orgId: CLINIC_ORG, name: 'Test clinique' });
    // The form closed and the page shows the request as edited, marked as not yet synced.
    expect(screen.queryByRole('form', { name: 'Modifier la demande' })).toBeNull();
    expect(await screen.findByText('Critique')).toBeVisible();
    const edits = await screen.findByRole('region', { name: 'Modifications de la demande' });
    expect(edits).toHaveTextContent('priorité, commentaires');
    expect(edits).toHaveTextContent('par Test clinique');
    expect(within(edits).getByText('en attente de synchronisation')).toBeVisible();
  });

  it('records nothing when nothing changed', async () => {
    const { data, user } = await openDetail(clinicTransport('d1', 'pending', 10));
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Aucune modification à enregistrer')).toBeVisible();
    expect(await outbox(data)).toHaveLength(0);
  });

  it('refuses a date moved into the past (2019), on the date field', async () => {
    const { data, user } = await openDetail(clinicTransport('d1', 'pending', 10));
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier la demande' });
    const date = within(form).getByLabelText(/^Date et heure du transport/);
    fireEvent.change(date, { target: { value: '2019-03-10T09:00' } });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('La date du transport est passée : indiquez une date à venir.'),
    );
    expect(await outbox(data)).toHaveLength(0);
  });

  it('is not offered once a provider accepted', async () => {
    await openDetail(clinicTransport('d1', 'accepted', 10));
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
  });
});

describe('[CL7] cancelling a request', () => {
  it('requires a reason, then writes a transport.status op to cancelled with it', async () => {
    const { data, user } = await openDetail(clinicTransport('d1', 'accepted', 10));
    await user.click(screen.getByRole('button', { name: 'Annuler la demande' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler la demande' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Motif de l’annulation' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Indiquez le motif de l’annulation.');
    expect(await outbox(data)).toHaveLength(0);

    await user.type(reason, 'Patient hospitalisé');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await screen.findByText('Demande annulée')).toBeVisible();
    const entries = await outbox(data);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.op).toMatchObject({
      kind: 'transport.status',
      transportId: 'd1',
      update: {
        status: 'cancelled',
        reason: 'Patient hospitalisé',
        actor: { role: 'clinique', name: 'Test clinique' },
        deviceId: data.deviceId,
      },
    });
    // Shown at once, as not yet synced, with its reason; a cancelled request offers no more cancel.
    const history = screen.getByRole('list', { name: 'Historique des états' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const last = within(history).getAllByRole('listitem').at(-1)!;
    expect(last).toHaveTextContent('Annulé');
    expect(last).toHaveTextContent('Motif : Patient hospitalisé');
    expect(last).toHaveTextContent('Par : vous');
    expect(within(last).getByText('en attente de synchronisation')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
  });
});

describe('[CL8] no cancellation once the patient is on board', () => {
  it('keeps the button disabled with the domain’s explanation', async () => {
    await openDetail(clinicTransport('d1', 'patient_loaded', 60));
    const cancel = screen.getByRole('button', { name: 'Annuler la demande' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'Le patient est à bord : le transport ne peut plus être annulé.',
    );
  });
});

describe('[CL9] changes the server refused stay visible', () => {
  it('shows the refusal with its reason until acknowledged', async () => {
    const { data, user } = await openDetail(clinicTransport('d1', 'accepted', 10));
    const opId = data.newOpId();
    const result = await data.act({
      kind: 'transport.status',
      opId,
      transportId: 'd1',
      update: { opId, status: 'cancelled', actor: data.viewer, deviceTime: data.clock.now() },
    });
    if (!result.ok) throw new Error(result.refusal.reason);
    const reason = 'Le patient est à bord : le transport ne peut plus être annulé.';
    await data.store.settle(result.entry.seq, {
      status: 'refused',
      refusal: { code: 'not_allowed', reason },
      document: null,
    });
    const alert = await screen.findByText(
      /La demande de passage à l’état « Annulé » a été refusée/,
    );
    expect(alert).toHaveTextContent(reason);
    await user.click(screen.getByRole('button', { name: 'J’ai compris' }));
    await waitFor(() => expect(screen.queryByText(/a été refusée/)).toBeNull());
  });

  it('keeps a refused creation readable instead of « introuvable » only', async () => {
    let data: UserData | null = null;
    await renderApp('/dashboard/clinique/transports/new1', {
      as: 'clinique',
      userData: { orgId: CLINIC_ORG, onReady: (opened) => (data = opened) },
    });
    await waitFor(() => expect(data).not.toBeNull());
    const device = data! as UserData;
    const opId = device.newOpId();
    const transport = clinicTransport('new1', 'pending', 1, withPatient('Lucie', 'Garnier'));
    const result = await device.act({
      kind: 'transport.create',
      opId,
      transportId: 'new1',
      transport,
    });
    if (!result.ok) throw new Error(result.refusal.reason);
    await device.store.settle(result.entry.seq, {
      status: 'refused',
      refusal: {
        code: 'forbidden',
        reason: 'Votre abonnement ne permet pas de créer cette demande.',
      },
      document: null,
    });
    expect(await screen.findByRole('heading', { name: 'Transport introuvable' })).toBeVisible();
    expect(
      await screen.findByText(/La création de la demande a été refusée : Votre abonnement/),
    ).toBeVisible();
    expect(screen.getByText('Lucie')).toBeVisible();
  });

  it('says so when the transport is unknown on this device', async () => {
    await renderApp('/dashboard/clinique/transports/inconnu', {
      as: 'clinique',
      userData: { orgId: CLINIC_ORG },
    });
    expect(await screen.findByRole('heading', { name: 'Transport introuvable' })).toBeVisible();
  });
});

describe('[CL-NAME] the clinic can tell who is coming', () => {
  it('names the accepting company with its phone one tap away, never its id', async () => {
    await openDetail(
      clinicTransport('d1', 'accepted', 10, {
        provider_org_id: 'ambu_0001',
        provider_org_name: 'Ambulances Bellecour',
        provider_org_phone: '04 72 41 18 18',
      }),
    );
    const facts = screen.getByText('Transporteur').closest('div')!;
    expect(facts).toHaveTextContent('Ambulances Bellecour');
    expect(facts).not.toHaveTextContent('ambu_0001');
    expect(
      within(facts as HTMLElement).getByRole('link', { name: /04 72 41 18 18/ }),
    ).toHaveAttribute('href', 'tel:0472411818');
  });

  it('says the name is not known on an older ride rather than quoting an id', async () => {
    await openDetail(clinicTransport('d1', 'accepted', 10, { provider_org_id: 'ambu_0001' }));
    const facts = screen.getByText('Transporteur').closest('div')!;
    expect(facts).toHaveTextContent('Transporteur (nom non communiqué)');
    expect(facts).not.toHaveTextContent('ambu_0001');
  });
});

describe('[CL-SIG] issue 23 item 4: the clinic reads the signature taken at arrival', () => {
  const signedAt = Date.UTC(2026, 10, 28, 13, 2);
  const signature = {
    transportId: 'd1',
    signer: 'accompagnant' as const,
    signerName: 'Paul Martin',
    method: 'drawn' as const,
    mime: 'image/png' as const,
    bytes: new Uint8Array(64).fill(7),
    signedAt,
  };

  async function openWith(etat: Transport['etat'], rideSignature: () => Promise<unknown>) {
    const transport = clinicTransport('d1', etat, 10);
    const app = await renderApp(`/dashboard/clinique/transports/${transport.id}`, {
      as: 'clinique',
      userData: { orgId: CLINIC_ORG, transports: [transport] },
      services: { rideSignature: rideSignature as never },
    });
    await screen.findByRole('list', { name: 'Historique des états' });
    return app;
  }

  it('shows who signed and when, with the drawing, once the ride has arrived', async () => {
    await openWith('completed', async () => ({ ...signature, uploadedAt: signedAt + 60_000 }));
    const section = await screen.findByRole('region', { name: 'Signature à l’arrivée' });
    expect(
      await within(section).findByText(
        'Signée par l’accompagnant Paul Martin le 28/11/2026 14:02.',
      ),
    ).toBeVisible();
    expect(
      within(section).getByRole('img', { name: 'Signature recueillie à l’arrivée' }),
    ).toBeVisible();
  });

  it('says when it cannot be read offline, and shows nothing before the arrival', async () => {
    await openWith('arrived_destination', () => Promise.reject(new Error('hors ligne')));
    expect(
      await screen.findByText(
        'Signature non consultable hors ligne : reconnectez-vous pour l’afficher.',
      ),
    ).toBeVisible();
  });

  it('has no signature section while the ride is on its way', async () => {
    await openWith('en_route_destination', async () => signature);
    expect(screen.queryByRole('region', { name: 'Signature à l’arrivée' })).toBeNull();
  });
});
