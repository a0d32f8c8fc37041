import { describe, expect, it } from 'vitest';
import { buildNewPatient, sortPatientsByName } from '@/domain/patient/build-new-patient';
import { holdsPatientRecords, isPatientVisibleTo } from '@/domain/patient/patient-access';
import {
  needsPatientNumber,
  numberedPatient,
  patientOfOperation,
} from '@/domain/patient/patient-creation';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import { mayCreatePatient, WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import { notificationText } from '@/domain/notification/notification-text';
import { notificationsForNewPatient } from '@/domain/notification/patient-events';
import { ACTORS } from '@tests/domain/transport/fixtures';

const NOW = Date.UTC(2026, 10, 22, 9, 0);
const input = patientInputSchema('2026-11-22').parse({
  first_name: 'Lucie',
  last_name: 'Bernard',
  mobility: 'aide',
});
const record = buildNewPatient(input, { id: 'PAT-MFX1ABCD1234', creator: ACTORS.clinic, now: NOW });

describe('[PAT] patient records', () => {
  it('[PAT1] a new record belongs to its creator’s organisation and remembers the device id', () => {
    expect(record).toMatchObject({
      id: 'PAT-MFX1ABCD1234',
      orga_id: ACTORS.clinic.orgId,
      created_by: ACTORS.clinic.uid,
      created_at: NOW,
      mobility: 'aide',
      is_test_data: false,
      local_id: 'PAT-MFX1ABCD1234',
    });
    const test = buildNewPatient(input, {
      id: 'x',
      creator: ACTORS.admin,
      now: NOW,
      isTestData: true,
    });
    expect(test.is_test_data).toBe(true);
  });

  it('[PAT2] the server numbers device ids only, keeping the device id as local_id', () => {
    expect(needsPatientNumber('PAT-MFX1ABCD1234')).toBe(true);
    expect(needsPatientNumber('patient_0007')).toBe(false);
    expect(needsPatientNumber('TRA-MFX1ABC123')).toBe(false);
    expect(numberedPatient(record, 42)).toMatchObject({
      id: 'patient_0042',
      local_id: 'PAT-MFX1ABCD1234',
    });
    const legacy = { ...record, id: 'PAT-MFX1ZZZZ9999', local_id: null };
    expect(numberedPatient(legacy, 1).local_id).toBe('PAT-MFX1ZZZZ9999');
  });

  it('[PAT3] the operation’s record is read like any stored patient', () => {
    const parsed = patientOfOperation({
      kind: 'patient.create',
      opId: 'o',
      patientId: record.id,
      patient: { ...record },
    });
    expect(parsed.ok && parsed.value).toEqual(record);
  });

  it('[PAT4] records stay with their organisation: clinics see their own, admins all, others none', () => {
    expect(isPatientVisibleTo(record, ACTORS.clinic)).toBe(true);
    expect(isPatientVisibleTo(record, ACTORS.otherClinic)).toBe(false);
    expect(isPatientVisibleTo(record, ACTORS.admin)).toBe(true);
    expect(isPatientVisibleTo({ orga_id: null }, ACTORS.clinic)).toBe(false);
    for (const viewer of [ACTORS.ambulance, ACTORS.vtc, ACTORS.patient]) {
      expect(isPatientVisibleTo(record, viewer)).toBe(false);
      expect(holdsPatientRecords(viewer)).toBe(false);
    }
    expect(holdsPatientRecords(ACTORS.clinic)).toBe(true);
    expect(holdsPatientRecords(ACTORS.admin)).toBe(true);
  });

  it('[PAT5] only the organisation’s own user, in their name, or an admin, may create a record', () => {
    expect(mayCreatePatient(record, ACTORS.clinic)).toBeNull();
    expect(mayCreatePatient(record, ACTORS.admin)).toBeNull();
    expect(mayCreatePatient(record, ACTORS.otherClinic)).toBe(
      WRITE_PERMISSION_MESSAGES.foreignPatient,
    );
    const colleague = { ...ACTORS.clinic, uid: 'u-other' };
    expect(mayCreatePatient(record, colleague)).toBe(WRITE_PERMISSION_MESSAGES.foreignPatient);
    expect(mayCreatePatient(record, ACTORS.ambulance)).toBe(
      WRITE_PERMISSION_MESSAGES.foreignPatient,
    );
  });

  it('[PAT6] « Nouveau patient » reaches the organisation, once per operation', () => {
    const [event, ...rest] = notificationsForNewPatient(record, 'op-1', NOW);
    expect(rest).toEqual([]);
    expect(event?.id).toBe(`op-1:new_patient:${ACTORS.clinic.orgId}`);
    expect(event?.notification).toMatchObject({
      type: 'new_patient',
      role: 'clinique',
      org_id: ACTORS.clinic.orgId,
      patient_id: record.id,
    });
    const shown = (patient: typeof record) =>
      notificationText(event!.notification, { transport: null, patient }).message;
    expect(shown(record)).toBe('Nouveau patient enregistré : Lucie Bernard.');
    const nameless = notificationsForNewPatient(
      { ...record, first_name: '', last_name: '' },
      'o',
      NOW,
    );
    expect(nameless).toHaveLength(1);
    expect(shown({ ...record, first_name: '', last_name: '' })).toBe(
      'Un nouveau patient a été enregistré.',
    );
    expect(notificationsForNewPatient({ ...record, orga_id: null }, 'o', NOW)).toEqual([]);
  });

  it('[PAT7] lists sort by last name then first name, accents and case aside', () => {
    const names = [
      { first_name: 'Zoé', last_name: 'Émery' },
      { first_name: 'Anne', last_name: 'emery' },
      { first_name: 'Luc', last_name: 'Dupont' },
    ];
    expect(sortPatientsByName(names).map((p) => `${p.last_name} ${p.first_name}`)).toEqual([
      'Dupont Luc',
      'emery Anne',
      'Émery Zoé',
    ]);
  });
});
