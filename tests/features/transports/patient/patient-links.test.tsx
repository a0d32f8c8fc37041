import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { createDemoRemote } from '@/data/demo-server/demo-remote';
import type { PatientLinkPort, RemotePort, Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { freshDbName } from '@tests/data/demo-server/demo-harness';
import { fixedClock } from '@/domain/shared/clock';
import { createOp, requestBy } from '@tests/data/remote-contract/contract-fixtures';
import { createPatientOp, newPatient } from '@tests/data/remote-contract/patient-fixtures';
import { memoryPatientLinks } from '@tests/support/fakes/memory-patient-links';
import { MemoryRemote, MemoryServer } from '@tests/support/fakes/memory-remote';
import { renderApp, TEST_NOW } from '@tests/support/render-app';
import { seedPulled } from '@tests/support/test-user-data';

const CLINIC: Viewer = { role: 'clinique', orgId: 'clin_0001', uid: 'u-clinique' };
/** renderApp signs the patient in as patient@exemple.fr. */
const PATIENT_EMAIL = 'patient@exemple.fr';

const CLINIC_DOC = { name: 'Clinique du Parc', owner_uid: CLINIC.uid, type: 'clinique' };
const PATIENT_PROFILE = (uid: string) => ({
  uid,
  email: PATIENT_EMAIL,
  userType: 'patient',
  orga_id: 'default-org',
});

/** A server, its patient-link port for the signed-in patient, and a look at a stored ride. */
interface World {
  remote: RemotePort;
  links(patient: () => UserData | null): PatientLinkPort;
  ride(id: string): Promise<Transport | null>;
}

/** The in-memory fake. */
function memoryWorld(): World {
  const server = new MemoryServer(fixedClock(TEST_NOW));
  server.seedOrganisation('clinics', CLINIC.orgId, CLINIC_DOC);
  return {
    remote: new MemoryRemote(server),
    links: (patient) =>
      memoryPatientLinks(server, () => ({
        uid: patient()?.viewer.uid ?? '',
        role: 'patient',
        email: PATIENT_EMAIL,
        emailVerified: true,
      })),
    ride: async (id) => server.document(id)?.data ?? null,
  };
}

/** The embedded demo backend (demo mode: accounts count as verified). */
async function demoWorld(): Promise<World> {
  const remote = createDemoRemote({
    connectivity: { isOnline: () => true, subscribe: () => () => undefined },
    clock: fixedClock(TEST_NOW),
    dbName: freshDbName('liens-ui'),
  });
  await remote.seedOrganisation('clinics', CLINIC.orgId, CLINIC_DOC);
  return {
    remote,
    links: (patient) =>
      remote.patientLinks(async () => {
        // The session is signed in before the page asks; the device opens a moment later.
        while (patient() === null) await new Promise((resolve) => setTimeout(resolve, 10));
        const uid = patient()!.viewer.uid;
        // The signed-in patient's demo account, as sign-up stores it.
        await remote.accounts.writeUser(uid, PATIENT_PROFILE(uid), false);
        return uid;
      }),
    ride: (id) => remote.getTransport(id),
  };
}

/** The clinic: a record naming the patient's e-mail, and a ride booked for it before any link. */
async function book(world: World) {
  const record = { ...newPatient(CLINIC, ['Jeanne', 'Martin']), email: PATIENT_EMAIL };
  const recordId = (await world.remote.push(createPatientOp(record), CLINIC)).patient!.id;
  const ride = requestBy({ viewers: { clinique: CLINIC } as never }, { patient_id: recordId });
  await world.remote.push(createOp(ride), CLINIC);
  return ride.id;
}

async function renderWithLinks(world: World) {
  let device: UserData | null = null;
  await renderApp('/dashboard/utilisateur', {
    as: 'patient',
    userData: { orgId: 'default-org', transports: [], onReady: (data) => (device = data) },
    services: { patientLinks: world.links(() => device) },
  });
  return () => device!;
}

describe.each([
  ['the in-memory fake', async () => memoryWorld()],
  ['the demo backend', demoWorld],
])('[PAT-LINK] the patient answers a clinic’s proposal on their space — %s', (_name, makeWorld) => {
  it('« Clinique du Parc vous a enregistré comme patient » → « Suivre mes transports »: the earlier ride becomes theirs and shows', async () => {
    const world = await makeWorld();
    const rideId = await book(world);
    const device = await renderWithLinks(world);
    const question = await screen.findByRole('group', {
      name: 'Clinique du Parc vous a enregistré comme patient. Suivre vos transports ?',
    });
    // Before the answer the server keeps the ride out of the patient's sight.
    expect((await world.ride(rideId))!.global_patient_id).toBeNull();

    await userEvent.click(within(question).getByRole('button', { name: 'Suivre mes transports' }));

    expect(
      await screen.findByText('Vous suivez les transports de : Clinique du Parc.'),
    ).toBeVisible();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    const claimed = (await world.ride(rideId))!;
    expect(claimed.global_patient_id).toBe(device().viewer.uid);
    // What the next pull brings to the device is listed at once.
    await seedPulled(device(), [claimed]);
    const upcoming = await screen.findByRole('region', { name: 'À venir' });
    expect(
      await within(upcoming).findByText('Demande envoyée : nous cherchons un transporteur.'),
    ).toBeVisible();
  });

  it('« Refuser »: nothing becomes theirs and the empty state stays', async () => {
    const world = await makeWorld();
    const rideId = await book(world);
    await renderWithLinks(world);
    const question = await screen.findByRole('group');
    await userEvent.click(within(question).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('region', { name: 'Aucun transport pour l’instant…' }),
    ).toBeVisible();
    expect((await world.ride(rideId))!.global_patient_id).toBeNull();
  });
});

describe('[PAT-LINK-OFF] a space opened in a dead zone', () => {
  it('[PAT-LINK-OFF1] says the invitations come with the network, asks nothing offline, and shows them once back online', async () => {
    const world = memoryWorld();
    await book(world);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let device: UserData | null = null;
    let asked = 0;
    const links = world.links(() => device);
    await renderApp('/dashboard/utilisateur', {
      as: 'patient',
      userData: { orgId: 'default-org', transports: [], onReady: (data) => (device = data) },
      services: {
        patientLinks: {
          ...links,
          listMine: () => {
            asked += 1;
            return links.listMine();
          },
        },
      },
    });
    expect(
      await screen.findByText(
        'Hors ligne : les invitations des établissements s’afficheront au retour du réseau.',
      ),
    ).toBeVisible();
    expect(asked).toBe(0);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(
      await screen.findByRole('group', {
        name: 'Clinique du Parc vous a enregistré comme patient. Suivre vos transports ?',
      }),
    ).toBeVisible();
    expect(asked).toBe(1);
    expect(screen.queryByText(/Hors ligne : les invitations/)).not.toBeInTheDocument();
    online.mockRestore();
  });
});
