import { afterEach, describe, expect, it } from 'vitest';
import { buildNewPatient } from '@/domain/patient/build-new-patient';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import type { Operation } from '@/domain/sync/operation';
import { ACTORS, T0 } from '@tests/sync/harness/fixtures';
import { recordingPulls } from '@tests/sync/harness/recording-pulls';
import { forwardPort } from '@/data/port-shape';
import { REMOTE_PORT } from '@/data/port-shapes';
import type { RemotePort } from '@/data/ports';
import type { MemoryRemote } from '@tests/support/fakes/memory-remote';
import { flush, World } from '@tests/sync/harness/world';

let world: World | null = null;
afterEach(async () => {
  await world?.dispose();
  world = null;
});

const colleague = { uid: 'u-clinique-2', role: 'clinique', orgId: ACTORS.clinic.orgId } as const;

function patientOp(localId: string): Operation {
  const input = patientInputSchema('2026-11-22').parse({ first_name: 'Paul', last_name: 'Roux' });
  const patient = buildNewPatient(input, { id: localId, creator: ACTORS.clinic, now: T0 });
  return {
    kind: 'patient.create',
    opId: `op-${localId}`,
    patientId: localId,
    patient: { ...patient },
  };
}

describe('[SYNC-PAT] patient records through the sync engine', () => {
  it('[SYNC-PAT1] a clinic pulls transports, then its patient records, then notifications, then messages; a driver never asks for patients', async () => {
    world = new World(21);
    const calls: string[] = [];
    const clinic = world.device({
      name: 'clinic',
      actor: ACTORS.clinic,
      wrapRemote: recordingPulls(calls),
    });
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
    await flush();
    calls.length = 0;
    await clinic.engine.syncNow();
    await driver.engine.syncNow();
    expect(calls).toEqual(['transports', 'patients', 'notifications', 'messages']);
    expect(driver.remote.calls.pullPatients).toBe(0);
  });

  it('[SYNC-PAT2] a patient registered on one clinic device reaches a colleague’s device numbered, with « Nouveau patient »', async () => {
    world = new World(22);
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    const other = world.device({ name: 'colleague', actor: colleague });
    await flush();
    await clinic.tap(patientOp('PAT-MFX1ABCD5678'));
    await clinic.engine.syncNow();
    await other.engine.syncNow();
    expect(other.store.patientIds()).toEqual(['patient_0001']);
    expect(other.store.notificationIds()).toEqual([
      `op-PAT-MFX1ABCD5678:new_patient:${ACTORS.clinic.orgId}`,
    ]);
    expect(other.engine.getState().lastSyncAt).not.toBeNull();
  });

  it('[SYNC-PAT3] three patients registered offline are pushed one after the other: two numberings never contend for the counter', async () => {
    world = new World(23);
    let inFlight = 0;
    let most = 0;
    const countCreations = (remote: MemoryRemote): RemotePort =>
      forwardPort<RemotePort>(REMOTE_PORT, remote, {
        push: async (op, viewer) => {
          if (op.kind !== 'patient.create') return remote.push(op, viewer);
          inFlight += 1;
          most = Math.max(most, inFlight);
          try {
            return await remote.push(op, viewer);
          } finally {
            inFlight -= 1;
          }
        },
      });
    const clinic = world.device({
      name: 'clinic',
      actor: ACTORS.clinic,
      wrapRemote: countCreations,
    });
    await flush();
    clinic.setNetwork(false);
    for (const id of ['PAT-MFX1AAAA0001', 'PAT-MFX1BBBB0002', 'PAT-MFX1CCCC0003']) {
      await clinic.tap(patientOp(id));
    }
    clinic.setNetwork(true);
    await world.quiesce();
    expect(most).toBe(1);
    expect(clinic.store.patientIds().sort()).toEqual([
      'patient_0001',
      'patient_0002',
      'patient_0003',
    ]);
    expect(clinic.engine.getState()).toMatchObject({ pending: 0 });
  });
});
