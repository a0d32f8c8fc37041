import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { PREFERENCE_KEYS } from '@/services/local-preferences';
import { makeTransport } from '@tests/domain/transport/fixtures';
import { renderApp } from '@tests/support/render-app';
import { seedPulled } from '@tests/support/test-user-data';

afterEach(() => localStorage.clear());

/** The patient is signed in with a fresh uid; their rides name them through global_patient_id. */
async function renderPatientSpace(path: string) {
  let device: UserData | null = null;
  await renderApp(path, {
    as: 'patient',
    userData: { orgId: 'pat_0001', transports: [], onReady: (data) => (device = data) },
  });
  // Nothing pulled yet: the empty state says how rides reach this space.
  await screen.findByRole('region', { name: 'Aucun transport pour l’instant…' });
  return device!;
}

describe('[PAT1] the patient sees their own transports in plain French', () => {
  it('lists the ride on the road under « En cours », then those to come, past rides apart (issue 25)', async () => {
    const device = await renderPatientSpace('/dashboard/utilisateur');
    const uid = device.viewer.uid;
    await seedPulled(device, [
      makeTransport({
        id: 'a',
        global_patient_id: uid,
        etat: 'en_route_pickup',
        status: 'en_route_pickup',
      }),
      makeTransport({ id: 'b', global_patient_id: uid, etat: 'completed', status: 'completed' }),
      makeTransport({ id: 'c', global_patient_id: 'quelqu-un-d-autre' }),
      makeTransport({ id: 'd', global_patient_id: uid }),
    ]);
    const underway = await screen.findByRole('region', { name: 'En cours' });
    expect(
      await within(underway).findByText('Le véhicule est en route pour venir vous chercher.'),
    ).toBeVisible();
    const upcoming = screen.getByRole('region', { name: 'À venir' });
    expect(within(upcoming).queryByText(/en route/)).toBeNull();
    const past = screen.getByRole('region', { name: 'Passés' });
    expect(within(past).getByText('Transport terminé.')).toBeVisible();
    // Someone else's ride is never shown.
    expect(within(underway).getAllByRole('listitem')).toHaveLength(1);
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(within(past).getAllByRole('listitem')).toHaveLength(1);
  });

  it('never says « aucun transport » before the device has answered: « Chargement de vos transports… » until then', async () => {
    let opened = false;
    await renderApp('/dashboard/utilisateur', {
      as: 'patient',
      userData: {
        orgId: 'pat_0001',
        transports: [],
        onReady: (data) => {
          opened = true;
          // The device data is open but its read of the rides has not answered yet.
          data.queries.listForPatient = () => new Promise<never>(() => undefined);
        },
      },
    });
    await vi.waitFor(() => expect(opened).toBe(true));
    const loading = await screen.findByText('Chargement de vos transports…');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loading).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Aucun transport pour l’instant…' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    await renderPatientSpace('/mon-espace');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
    const empty = screen.getByRole('region', { name: 'Aucun transport pour l’instant…' });
    expect(within(empty).getByText(/donnez-lui l’adresse e-mail de ce compte/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'À venir' })).not.toBeInTheDocument();
  });
});

describe('[PAT2] larger text on demand, remembered on the device', () => {
  it('toggles and remembers « Texte agrandi »', async () => {
    await renderPatientSpace('/transports');
    const toggle = screen.getByRole('button', { name: 'Texte agrandi' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(PREFERENCE_KEYS.largeText)).toBe('oui');
  });
});

describe('[PAT4] the patient space is never a dead end', () => {
  it.each(['/transports', '/mon-espace', '/preferences', '/documents', '/facturation'])(
    '%s has the header, the menu and « Se déconnecter »',
    async (path) => {
      await renderApp(path, {
        as: 'patient',
        userData: { orgId: 'pat_0001', transports: [] },
      });
      await screen.findByRole('heading', { level: 1 });
      const menu = await screen.findByRole('navigation', { name: 'Menu du tableau de bord' });
      expect(within(menu).getByRole('link', { name: 'Mes transports' })).toHaveAttribute(
        'href',
        '/transports',
      );
      expect(within(menu).getByRole('link', { name: 'Mon espace' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Mon compte' }));
      expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    },
  );

  it('offers the way back from a page outside the menu’s first level', async () => {
    await renderApp('/documents', { as: 'patient', userData: { orgId: 'pat_0001' } });
    expect(await screen.findByRole('link', { name: '← Retour à mon espace' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('[PAT5] a ride card opens the ride: status, date, addresses, who is coming', () => {
  it('shows the driver’s first name once on the road, and leads back to « Mes transports »', async () => {
    const device = await renderPatientSpace('/transports');
    const uid = device.viewer.uid;
    const base = makeTransport({ id: 'r1', global_patient_id: uid });
    await seedPulled(device, [
      {
        ...base,
        etat: 'en_route_pickup',
        status: 'en_route_pickup',
        provider_org_id: 'ambu_0001',
        historique_etats: [
          ...base.historique_etats,
          {
            ...base.historique_etats[0]!,
            etat: 'en_route_pickup',
            updated_by_name: 'Lucie Fontaine',
            updated_by_role: 'ambulance',
          },
        ],
      },
    ]);
    const underway = await screen.findByRole('region', { name: 'En cours' });
    await userEvent.click(await within(underway).findByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon transport' })).toBeVisible();
    expect(
      await screen.findByText('Le véhicule est en route pour venir vous chercher.'),
    ).toBeVisible();
    expect(screen.getByText('12 rue de la Paix, 75002 Paris')).toBeVisible();
    const who = screen.getByRole('region', { name: 'Qui vient vous chercher' });
    expect(within(who).getByText('Lucie')).toBeVisible();
    expect(within(who).queryByText(/Fontaine/)).toBeNull();
    expect(screen.getByRole('link', { name: '← Mes transports' })).toHaveAttribute(
      'href',
      '/transports',
    );
  });

  it('names the company with its phone, the assigned driver and the vehicle', async () => {
    const device = await renderPatientSpace('/transports');
    const base = makeTransport({ id: 'r3', global_patient_id: device.viewer.uid });
    await seedPulled(device, [
      {
        ...base,
        etat: 'assigned',
        status: 'assigned',
        provider_org_id: 'ambu_0001',
        provider_org_name: 'Ambulances Bellecour',
        provider_org_phone: '04 78 00 11 22',
        assigned_driver: { uid: 'u-karim', firstName: 'Karim' },
        assigned_vehicle: { id: 'v2', label: 'Ambulance 2', registration: 'AB-123-CD' },
      },
    ]);
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'À venir' })).findByRole('link'),
    );
    const who = await screen.findByRole('region', { name: 'Qui vient vous chercher' });
    expect(within(who).getByText('Ambulances Bellecour')).toBeVisible();
    expect(within(who).getByRole('link', { name: '04 78 00 11 22' })).toHaveAttribute(
      'href',
      'tel:0478001122',
    );
    expect(within(who).getByText('Karim')).toBeVisible();
    expect(within(who).getByText('Ambulance 2 (AB-123-CD)')).toBeVisible();
  });

  it('says a transporter is being looked for while nobody accepted', async () => {
    const device = await renderPatientSpace('/transports');
    await seedPulled(device, [makeTransport({ id: 'r2', global_patient_id: device.viewer.uid })]);
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'À venir' })).findByRole('link'),
    );
    const who = await screen.findByRole('region', { name: 'Qui vient vous chercher' });
    expect(who).toHaveTextContent('Nous cherchons un transporteur pour ce trajet.');
  });
});
