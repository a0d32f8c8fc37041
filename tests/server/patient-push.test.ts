import { describe, expect, it } from 'vitest';
import { buildNewPatient } from '@/domain/patient/build-new-patient';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import type { PatientCreateOperation } from '@/domain/sync/operation';
import { WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import {
  checkPatientCreation,
  patientPush,
  type PatientReads,
  type StoredCreation,
} from '@/server/patient-push';
import { runSync, type SyncReads } from '@/server/transaction';
import { patientRecord } from '@tests/support/patient-records';

const NOW = Date.UTC(2026, 10, 22, 10, 0);
const CLINIC = { uid: 'u-clinique', role: 'clinique', orgId: 'clin_0001' } as const;
const OTHER_CLINIC = { uid: 'u-clinique-2', role: 'clinique', orgId: 'clin_0002' } as const;
const DEVICE_ID = 'PAT-MFX1ABCD5678';

function createOp(fields: Record<string, unknown> = {}): PatientCreateOperation {
  const input = patientInputSchema('2026-11-22').parse({ first_name: 'Paul', last_name: 'Roux' });
  const patient = buildNewPatient(input, { id: DEVICE_ID, creator: CLINIC, now: NOW });
  return {
    kind: 'patient.create',
    opId: `op-${DEVICE_ID}`,
    patientId: DEVICE_ID,
    patient: { ...patient, ...fields },
  };
}

/** A memory port over fixed documents, recording what the push asked for. */
function memoryReads(
  options: { stored?: StoredCreation; counter?: number | 'unreadable'; taken?: string[] } = {},
) {
  const asked: string[] = [];
  const reads: SyncReads<PatientReads> = {
    stored: () => (asked.push('stored'), options.stored ?? { kind: 'none' }),
    counter: (name) => {
      asked.push(`counter:${name}`);
      const { counter } = options;
      if (counter === undefined || counter === 'unreadable') return counter ?? null;
      return { value: counter, lastUpdated: null, type: 'patient' };
    },
    taken: (id) => (asked.push(`taken:${id}`), options.taken?.includes(id) ?? false),
    organisation: (own) => (
      asked.push(`organisation:${own.collection}/${own.id}`),
      { name: 'Clinique Saint-Joseph', phone: null, base: null }
    ),
    serverTime: () => (asked.push('serverTime'), NOW),
  };
  return { reads, asked };
}

function checked(op: PatientCreateOperation) {
  const check = checkPatientCreation(op, CLINIC);
  if (!check.ok) throw new Error(check.reason);
  return check.record;
}

describe('[SRV-PAT1] the creation is checked before anything is read', () => {
  it('[SRV-PAT1] a malformed record is refused for good, in French', () => {
    const check = checkPatientCreation({ ...createOp(), patientId: '' }, CLINIC);
    expect(check).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(!check.ok && check.reason).toMatch(/^Opération invalide : /);
  });

  it('[SRV-PAT1] a record whose local_id names another id is refused (a replay could not be recognised)', () => {
    const check = checkPatientCreation(createOp({ local_id: 'PAT-AUTRE' }), CLINIC);
    expect(check).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(!check.ok && check.reason).toContain('local_id');
  });

  it('[SRV-PAT1] a clinic cannot file a record in another organisation', () => {
    expect(checkPatientCreation(createOp(), OTHER_CLINIC)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
  });
});

describe('[SRV-PAT2] numbering, link and notification, stated once', () => {
  it('[SRV-PAT2] numbered from the counter: patient_0042, the counter moves by one and names it', () => {
    const op = createOp();
    const { reads, asked } = memoryReads({ counter: 41 });
    const push = runSync(patientPush(op, checked(op), CLINIC), reads);
    expect(asked).toEqual(['stored', 'serverTime', 'counter:patient_global', 'taken:patient_0042']);
    expect(push).toMatchObject({
      kind: 'created',
      patient: { id: 'patient_0042', local_id: DEVICE_ID },
      counter: { name: 'patient_global', counter: { value: 42 }, lastId: 'patient_0042' },
      link: null,
    });
    expect(push.kind === 'created' && push.notifications.map((n) => n.id)).toEqual([
      `op-${DEVICE_ID}:new_patient:${CLINIC.orgId}`,
    ]);
  });

  it('[SRV-PAT2] a number already taken leaves the record under the device’s id; the counter still moves', () => {
    const op = createOp();
    const { reads } = memoryReads({ counter: 41, taken: ['patient_0042'] });
    const push = runSync(patientPush(op, checked(op), CLINIC), reads);
    expect(push).toMatchObject({
      kind: 'created',
      patient: { id: DEVICE_ID },
      counter: { counter: { value: 42 }, lastId: DEVICE_ID },
    });
  });

  it('[SRV-PAT2] an unreadable counter keeps the device’s id and writes no counter', () => {
    const op = createOp();
    const { reads, asked } = memoryReads({ counter: 'unreadable' });
    const push = runSync(patientPush(op, checked(op), CLINIC), reads);
    expect(push).toMatchObject({ kind: 'created', patient: { id: DEVICE_ID }, counter: null });
    expect(asked.some((read) => read.startsWith('taken'))).toBe(false);
  });

  it('[SRV-PAT2] a recorded e-mail proposes the link with the clinic’s name; without one the clinic is not read', () => {
    const op = createOp({ email: 'paul.roux@example.fr' });
    const { reads, asked } = memoryReads({ counter: 0 });
    const push = runSync(patientPush(op, checked(op), CLINIC), reads);
    expect(asked).toContain('organisation:clinics/clin_0001');
    expect(push).toMatchObject({
      kind: 'created',
      link: {
        id: 'patient_0001',
        email: 'paul.roux@example.fr',
        org_name: 'Clinique Saint-Joseph',
        status: 'proposed',
        created_at: NOW,
      },
    });
    const plain = memoryReads({ counter: 0 });
    runSync(patientPush(createOp(), checked(createOp()), CLINIC), plain.reads);
    expect(plain.asked.some((read) => read.startsWith('organisation'))).toBe(false);
  });
});

describe('[SRV-PAT3] a replay writes nothing', () => {
  it('[SRV-PAT3] answered with the stored record so the device learns its number', () => {
    const stored = {
      ...patientRecord('patient_0007', CLINIC.orgId, { first_name: 'Paul', last_name: 'Roux' }),
      local_id: DEVICE_ID,
    };
    const patient = { id: stored.id, data: stored, syncTs: { seconds: 1, nanoseconds: 0 } };
    const op = createOp();
    const { reads, asked } = memoryReads({ stored: { kind: 'stored', patient } });
    expect(runSync(patientPush(op, checked(op), CLINIC), reads)).toEqual({
      kind: 'replay',
      patient,
    });
    expect(asked).toEqual(['stored']);
  });

  it('[SRV-PAT3] an id naming another organisation’s patient is denied: its record is never handed over', () => {
    const foreign = patientRecord('patient_0007', 'clin_0002', {
      first_name: 'Anne',
      last_name: 'Lenoir',
    });
    const patient = { id: foreign.id, data: foreign, syncTs: { seconds: 1, nanoseconds: 0 } };
    const op = createOp();
    const { reads } = memoryReads({ stored: { kind: 'stored', patient } });
    expect(runSync(patientPush(op, checked(op), CLINIC), reads)).toEqual({
      kind: 'denied',
      reason: WRITE_PERMISSION_MESSAGES.foreignPatient,
    });
  });
});
