import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { MESSAGE_TEXT_ERRORS, type Message } from '@/domain/messages/message';
import { ADMIN_READ_ONLY_NOTICE, THREAD_CLOSED_NOTICE } from '@/domain/messages/message-visibility';
import type { Transport } from '@/domain/transport/transport.schema';
import { renderApp } from '@tests/support/render-app';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';

async function open(path: string, as: 'clinique' | 'ambulance' | 'admin', transports: Transport[]) {
  let data: UserData | null = null;
  const orgId = {
    clinique: ACTORS.clinic.orgId,
    ambulance: ACTORS.ambulance.orgId,
    admin: ACTORS.admin.orgId,
  }[as];
  const rendered = await renderApp(path, {
    as,
    userData: { orgId, transports, onReady: (opened) => (data = opened) },
  });
  await waitFor(() => expect(data).not.toBeNull());
  return { ...rendered, data: data as unknown as UserData };
}

/** A confirmed message written by the other side, as a pull would store it. */
async function received(data: UserData, transport: Transport, text: string, createdAt: number) {
  const message: Message = {
    id: `msg_${text}`,
    op_id: text,
    transport_id: transport.id,
    requester_org_id: ACTORS.clinic.orgId,
    provider_org_id: ACTORS.ambulance.orgId,
    party_org_ids: [ACTORS.clinic.orgId, ACTORS.ambulance.orgId],
    author_uid: ACTORS.ambulance.uid,
    author_name: 'Ambulances Martin',
    author_org_id: ACTORS.ambulance.orgId,
    author_side: 'transporteur',
    text,
    device_time: createdAt - 1000,
    created_at: createdAt,
  };
  await data.store.applyPulledMessages({
    documents: [
      { id: message.id, data: message, syncTs: { seconds: createdAt / 1000, nanoseconds: 0 } },
    ],
    checkpoint: { ts: { seconds: createdAt / 1000, nanoseconds: 0 }, id: message.id },
    hasMore: false,
  });
}

const clinicDetail = (t: Transport) => `/dashboard/clinique/transports/${t.id}`;

describe('[MSG-UI-AUTHOR] « Vous » is the reader’s own messages only', () => {
  it('a colleague’s message (same company, another person) is shown under their name', async () => {
    const ride = transportIn('assigned', { id: 'ride-author' });
    const { data } = await open(`/dashboard/ambulance/transports/${ride.id}`, 'ambulance', [ride]);
    expect(data.viewer.uid).not.toBe(ACTORS.ambulance.uid);
    await received(data, ride, 'Le patient est prêt.', Date.UTC(2026, 10, 27, 8, 0));
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const log = within(thread).getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Le patient est prêt.');
    expect(within(log).getByText('Ambulances Martin')).toBeInTheDocument();
    expect(within(log).queryByText(/^Vous/)).toBeNull();

    await userEvent.type(within(thread).getByLabelText(/Votre message/), 'Je m’en occupe.');
    await userEvent.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    await within(log).findByText('Je m’en occupe.');
    expect(within(log).getAllByText(/^Vous \(/)).toHaveLength(1);
  });
});

describe('[MSG-UI1] the clinic writes to the company from the ride’s detail', () => {
  it('[MSG-UI1] a sent message is on the device, queued, and shown « en attente »', async () => {
    const ride = transportIn('assigned', { id: 'ride-1' });
    const { data } = await open(clinicDetail(ride), 'clinique', [ride]);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await userEvent.type(within(thread).getByLabelText(/Votre message/), '  Patient au hall B.  ');
    await userEvent.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    const log = within(thread).getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Patient au hall B.')).toBeInTheDocument();
    expect(within(log).getByText('en attente')).toBeInTheDocument();
    expect(within(thread).getByLabelText(/Votre message/)).toHaveValue('');
    const entries = await data.db.outbox.toArray();
    expect(entries.map((entry) => entry.op.kind)).toEqual(['message.send']);
    expect(entries[0]!.entityKey).toBe(`thread:${ride.id}`);
  });

  it('[MSG-UI1] an empty message is refused in French, nothing queued', async () => {
    const ride = transportIn('assigned', { id: 'ride-2' });
    const { data } = await open(clinicDetail(ride), 'clinique', [ride]);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await userEvent.type(within(thread).getByLabelText(/Votre message/), '   ');
    await userEvent.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    expect(await within(thread).findByText(MESSAGE_TEXT_ERRORS.empty)).toBeInTheDocument();
    expect(await data.db.outbox.count()).toBe(0);
  });

  it('[MSG-UI1] Ctrl + Entrée sends from the keyboard', async () => {
    const ride = transportIn('accepted', { id: 'ride-3' });
    await open(clinicDetail(ride), 'clinique', [ride]);
    const field = await screen.findByLabelText(/Votre message/);
    await userEvent.type(field, 'Bonjour{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  });

  it('[MSG-UI1] a ride that ended shows its conversation read-only', async () => {
    const ride = transportIn('completed', { id: 'ride-4' });
    const { data } = await open(clinicDetail(ride), 'clinique', [ride]);
    await received(data, ride, 'Patient déposé.', Date.UTC(2026, 10, 22, 8, 0));
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(thread).findByText('Patient déposé.')).toBeInTheDocument();
    expect(within(thread).getByText(THREAD_CLOSED_NOTICE)).toBeInTheDocument();
    expect(within(thread).queryByLabelText(/Votre message/)).not.toBeInTheDocument();
  });

  it('[MSG-UI1] a cancelled ride says it was cancelled, not « terminé » (issue 25)', async () => {
    const ride = transportIn('cancelled', { id: 'ride-4b' });
    await open(clinicDetail(ride), 'clinique', [ride]);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(
      within(thread).getByText('Ce transport a été annulé : la conversation est en lecture seule.'),
    ).toBeInTheDocument();
    expect(within(thread).queryByText(THREAD_CLOSED_NOTICE)).toBeNull();
  });
});

describe('[MSG-UI2] the company answers from its ride screen', () => {
  it('[MSG-UI2] the company sees the clinic’s message and replies', async () => {
    const ride = transportIn('assigned', { id: 'ride-5' });
    const path = `/dashboard/ambulance/transports/${ride.id}`;
    const { data } = await open(path, 'ambulance', [ride]);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await userEvent.type(within(thread).getByLabelText(/Votre message/), 'Bien reçu');
    await userEvent.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    expect(await within(thread).findByText('Bien reçu')).toBeInTheDocument();
    const [entry] = await data.db.outbox.toArray();
    expect(entry?.op.kind === 'message.send' && entry.op.message.author_side).toBe('transporteur');
  });
});

describe('[MSG-UI3] /dashboard/messages lists conversations newest first with unread counts', () => {
  it('[MSG-UI3] French empty state', async () => {
    await open('/dashboard/messages', 'clinique', []);
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText(/Aucune conversation pour le moment/)).toBeInTheDocument();
  });

  it('[MSG-UI3] threads newest first; unread counts in the list and in the navigation', async () => {
    const older = transportIn('assigned', { id: 'ride-old', transport_id: 'tr_vsl_00011' });
    const newer = transportIn('assigned', { id: 'ride-new', transport_id: 'tr_vsl_00012' });
    const { data } = await open('/dashboard/messages', 'clinique', [older, newer]);
    await received(data, older, 'Ancien', Date.UTC(2026, 10, 22, 7, 0));
    await received(data, newer, 'Récent', Date.UTC(2026, 10, 22, 8, 0));
    await received(data, newer, 'Encore', Date.UTC(2026, 10, 22, 8, 5));
    const list = await screen.findByRole('list', { name: /Conversations/ });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent('tr_vsl_00012');
    expect(within(links[0]!).getByLabelText('2 messages non lus')).toBeInTheDocument();
    expect(within(links[1]!).getByLabelText('1 message non lu')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu du tableau de bord' });
    expect(
      await within(nav).findByRole('link', { name: 'Messages, 3 messages non lus' }),
    ).toBeInTheDocument();
  });

  it('[MSG-UI3] opening a thread marks it read on this device', async () => {
    const ride = transportIn('assigned', { id: 'ride-read', transport_id: 'tr_vsl_00013' });
    const { data } = await open('/dashboard/messages', 'clinique', [ride]);
    await received(data, ride, 'À lire', Date.UTC(2026, 10, 22, 8, 0));
    const link = await screen.findByRole('link', { name: /tr_vsl_00013/ });
    await userEvent.click(link);
    expect(await screen.findByText('À lire')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu du tableau de bord' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument(),
    );
  });
});

describe('[MSG-UI4] a conversation is named by patient and date, its number secondary', () => {
  const at = Date.UTC(2026, 10, 24, 13, 30); // mardi 24 novembre, 14 h 30 à Paris

  it('[MSG-UI4] the clinic sees « patient — date » then the number', async () => {
    const ride = transportIn('assigned', {
      id: 'ride-named',
      transport_id: 'tr_vsl_00021',
      date_transport: at,
    });
    const { data } = await open('/dashboard/messages', 'clinique', [ride]);
    await received(data, ride, 'Bonjour', Date.UTC(2026, 10, 22, 8, 0));
    const link = await screen.findByRole('link', { name: /Jeanne Martin/ });
    expect(within(link).getByText('Jeanne Martin — mar. 24 nov., 14 h 30')).toBeInTheDocument();
    expect(within(link).getByText('tr_vsl_00021')).toBeInTheDocument();
  });

  it('[MSG-UI4] the company that accepted names it the same way, from the private part on its device', async () => {
    const ride = transportIn('assigned', {
      id: 'ride-company',
      transport_id: 'tr_vsl_00022',
      date_transport: at,
    });
    const { data } = await open('/dashboard/messages', 'ambulance', [ride]);
    await received(data, ride, 'Bonjour', Date.UTC(2026, 10, 22, 8, 0));
    const link = await screen.findByRole('link', { name: /Jeanne Martin/ });
    expect(within(link).getByText('Jeanne Martin — mar. 24 nov., 14 h 30')).toBeInTheDocument();
  });

  it('[MSG-UI4] without the name on the device: the number and the cities', async () => {
    const ride = transportIn('assigned', {
      id: 'ride-anonymous',
      transport_id: 'tr_vsl_00023',
      identity_withheld: true,
      patient_info: { firstName: '', lastName: '', phone: '', birthDate: '' },
    });
    const { data } = await open('/dashboard/messages', 'ambulance', [ride]);
    await received(data, ride, 'Bonjour', Date.UTC(2026, 10, 22, 8, 0));
    const link = await screen.findByRole('link', { name: /tr_vsl_00023/ });
    expect(within(link).getByText('tr_vsl_00023 — Paris → Paris')).toBeInTheDocument();
    expect(within(link).queryByText(/Jeanne/)).not.toBeInTheDocument();
  });
});

describe('[MSG-UI5] an admin reads every ride’s conversations, read-only, 50 at a time', () => {
  it('[MSG-UI5] newest first, a notice and no composer; « Afficher … » shows the rest', async () => {
    const rides = Array.from({ length: 53 }, (_, index) =>
      transportIn('assigned', {
        id: `ride-admin-${index}`,
        transport_id: `tr_vsl_${String(100 + index).padStart(5, '0')}`,
      }),
    );
    const { data } = await open('/dashboard/messages', 'admin', rides);
    for (const [index, ride] of rides.entries()) {
      await received(data, ride, `Message ${index}`, Date.UTC(2026, 10, 22, 8, index));
    }
    expect(await screen.findByText(ADMIN_READ_ONLY_NOTICE)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: /Conversations/ });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Message 52');
    expect(items[49]).toHaveTextContent('Message 3');
    expect(screen.getByText('50 conversations affichées sur 53')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Afficher les 3 dernières' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(53));
    expect(within(list).getAllByRole('listitem')[52]).toHaveTextContent('Message 0');

    // Opening a conversation shows its log, with no field to write in.
    await userEvent.click(within(items[0]!).getByText(/Message 52/));
    const log = await within(items[0]!).findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Message 52')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Votre message/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
  });

  it('[MSG-UI5] the admin’s menu offers « Messages », without an unread count', async () => {
    const ride = transportIn('assigned', { id: 'ride-admin-nav' });
    const { data } = await open('/dashboard/messages', 'admin', [ride]);
    await received(data, ride, 'Bonjour', Date.UTC(2026, 10, 22, 8, 0));
    const nav = screen.getByRole('navigation', { name: 'Menu du tableau de bord' });
    await screen.findByRole('list', { name: /Conversations/ });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
