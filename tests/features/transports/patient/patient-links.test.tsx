import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { Viewer } from '@/data/ports';
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

/** The clinic's server: a record naming the patient's e-mail, and a ride booked for it before any link. */
async function clinicWorld() {
  const server = new MemoryServer(fixedClock(TEST_NOW));
  server.seedOrganisation('clinics', CLINIC.orgId, {
    name: 'Clinique du Parc',
    owner_uid: CLINIC.uid,
  });
  const clinicLink = new MemoryRemote(server);
  const record = { ...newPatient(CLINIC, ['Jeanne', 'Martin']), email: PATIENT_EMAIL };
  const recordId = (await clinicLink.push(createPatientOp(record), CLINIC)).patient!.id;
  const ride = requestBy({ viewers: { clinique: CLINIC } as never }, { patient_id: recordId });
  await clinicLink.push(createOp(ride), CLINIC);
  return { server, recordId, rideId: ride.id };
}

async function renderWithLinks(server: MemoryServer) {
  let device: UserData | null = null;
  await renderApp('/dashboard/utilisateur', {
    as: 'patient',
    userData: { orgId: 'default-org', transports: [], onReady: (data) => (device = data) },
    services: {
      patientLinks: memoryPatientLinks(server, () => ({
        uid: device?.viewer.uid ?? '',
        role: 'patient',
        email: PATIENT_EMAIL,
        emailVerified: true,
      })),
    },
  });
  return () => device!;
}

describe('[PAT-LINK] the patient answers a clinic’s proposal on their space (demo-mode accounts are verified)', () => {
  it('« Clinique du Parc vous a enregistré comme patient » → « Suivre mes transports »: the earlier ride becomes theirs and shows', async () => {
    const { server, rideId } = await clinicWorld();
    const device = await renderWithLinks(server);
    const question = await screen.findByRole('group', {
      name: 'Clinique du Parc vous a enregistré comme patient. Suivre vos transports ?',
    });
    // Before the answer the server keeps the ride out of the patient's sight.
    expect(server.document(rideId)!.data.global_patient_id).toBeNull();

    await userEvent.click(within(question).getByRole('button', { name: 'Suivre mes transports' }));

    expect(
      await screen.findByText('Vous suivez les transports de : Clinique du Parc.'),
    ).toBeVisible();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    const claimed = server.document(rideId)!.data;
    expect(claimed.global_patient_id).toBe(device().viewer.uid);
    // What the next pull brings to the device is listed at once.
    await seedPulled(device(), [claimed]);
    const upcoming = await screen.findByRole('region', { name: 'À venir' });
    expect(
      await within(upcoming).findByText('Demande envoyée : nous cherchons un transporteur.'),
    ).toBeVisible();
  });

  it('« Refuser »: nothing becomes theirs and the empty state stays', async () => {
    const { server, rideId } = await clinicWorld();
    await renderWithLinks(server);
    const question = await screen.findByRole('group');
    await userEvent.click(within(question).getByRole('button', { name: 'Refuser' }));
    await screen.findByRole('region', { name: 'Aucun transport pour l’instant…' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(server.document(rideId)!.data.global_patient_id).toBeNull();
  });
});
