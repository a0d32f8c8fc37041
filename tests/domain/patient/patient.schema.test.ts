import { describe, expect, it } from 'vitest';
import {
  parsePatient,
  patientFullName,
  PATIENTS_COLLECTION,
} from '@/domain/patient/patient.schema';

describe('[PA1] document patient', () => {
  it('[PA1] un document complet se lit', () => {
    const result = parsePatient('patient_0001', {
      first_name: 'Jeanne',
      last_name: 'Martin',
      phone: '0601020304',
      birth_date: '1950-04-12',
      secu_number: '2 50 04 75 123 456 78',
      medical_conditions: ['Diabète', 'Insuffisance rénale'],
      mobility: 'fauteuil_roulant',
      created_by: 'u-clinique',
      orga_id: 'clin_0001',
      created_at: { seconds: 1_700_000_000, nanoseconds: 0 },
      is_test_data: true,
    });
    expect(PATIENTS_COLLECTION).toBe('patients');
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'patient_0001',
        first_name: 'Jeanne',
        last_name: 'Martin',
        phone: '0601020304',
        birth_date: '1950-04-12',
        secu_number: '2 50 04 75 123 456 78',
        medical_conditions: ['Diabète', 'Insuffisance rénale'],
        mobility: 'fauteuil_roulant',
        created_by: 'u-clinique',
        orga_id: 'clin_0001',
        created_at: 1_700_000_000_000,
        is_test_data: true,
        adresse: { rue: '', ville: '', codePostal: '', coordonnees: null },
        local_id: null,
        email: '',
      },
    });
  });

  it('[PA2] un document presque vide se lit avec des valeurs neutres', () => {
    const result = parsePatient('p', { medical_conditions: 'asthme, allergie' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        first_name: '',
        medical_conditions: ['asthme', 'allergie'],
        mobility: null,
        created_by: null,
        created_at: null,
        is_test_data: false,
      },
    });
  });

  it.each([
    ['horodatage à minuit heure de Paris', Date.UTC(1950, 3, 11, 23, 0), '1950-04-12'],
    [
      'Timestamp Firestore',
      { seconds: Date.UTC(1980, 0, 1, 12) / 1000, nanoseconds: 0 },
      '1980-01-01',
    ],
    ['illisible', { jour: 3 }, ''],
    ['absente', undefined, ''],
  ])('[PA3] date de naissance : %s', (_name, raw, expected) => {
    const result = parsePatient('p', { birth_date: raw });
    expect(result.ok && result.value.birth_date).toBe(expected);
  });

  it('[PA4] un document non objet donne une erreur typée', () => {
    expect(parsePatient('p-1', 'texte')).toEqual({
      ok: false,
      error: { collection: 'patients', id: 'p-1', issues: ['Document vide ou illisible'] },
    });
    expect(parsePatient('', {})).toMatchObject({
      ok: false,
      error: { issues: [expect.stringMatching(/^id/)] },
    });
  });

  it.each([
    [{ first_name: ' Jeanne ', last_name: 'Martin' }, 'Jeanne Martin'],
    [{ first_name: '', last_name: 'Martin' }, 'Martin'],
    [{ first_name: '', last_name: '' }, ''],
  ])('[PA5] nom complet %#', (patient, name) => {
    expect(patientFullName(patient)).toBe(name);
  });
});
