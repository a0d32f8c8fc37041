import { describe, expect, it } from 'vitest';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';

const schema = patientInputSchema('2026-11-22');
const messages = (raw: unknown) => {
  const parsed = schema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('[PIN] a patient record typed by a clinic', () => {
  it('[PIN1] keeps what was typed, trimmed, with defaults for the rest', () => {
    expect(
      schema.parse({ first_name: ' Paul ', last_name: 'Roux', phone: '06 12 34 56 78' }),
    ).toEqual({
      first_name: 'Paul',
      last_name: 'Roux',
      phone: '06 12 34 56 78',
      birth_date: '',
      secu_number: '',
      medical_conditions: [],
      mobility: null,
      email: '',
      adresse: null,
    });
  });

  it('[PIN-HOME] the home address is kept with its coordinates, bounded, in French', () => {
    const home = {
      rue: ' 3 rue des Lilas ',
      ville: 'Lyon',
      codePostal: '69003',
      coordonnees: { lat: 45.76, lng: 4.85 },
    };
    expect(schema.parse({ first_name: 'A', last_name: 'B', adresse: home }).adresse).toEqual({
      ...home,
      rue: '3 rue des Lilas',
    });
    expect(
      messages({ first_name: 'A', last_name: 'B', adresse: { rue: 'x'.repeat(201) } }),
    ).toEqual([expect.stringContaining('La rue du domicile')]);
  });

  it('[PIN2] names are required, in French', () => {
    expect(messages({ first_name: ' ', last_name: '' })).toEqual([
      'Le prénom du patient est obligatoire.',
      'Le nom du patient est obligatoire.',
    ]);
  });

  it.each([['0612345678'], ['+33 6 12 34 56 78'], ['01.23.45.67.89'], ['']])(
    '[PIN3] accepts the phone %s',
    (phone) => {
      expect(messages({ first_name: 'A', last_name: 'B', phone })).toEqual([]);
    },
  );

  it.each([['12345'], ['06 12 34 56'], ['0012345678']])('[PIN3] refuses the phone %s', (phone) => {
    expect(messages({ first_name: 'A', last_name: 'B', phone })).toEqual([
      'Le numéro de téléphone du patient est invalide (ex. 06 12 34 56 78).',
    ]);
  });

  it('[PIN4] a birth date is a real past date', () => {
    expect(messages({ first_name: 'A', last_name: 'B', birth_date: '12/03/1948' })).toEqual([
      'La date de naissance est invalide.',
    ]);
    expect(messages({ first_name: 'A', last_name: 'B', birth_date: '2027-01-01' })).toEqual([
      'La date de naissance ne peut pas être dans le futur.',
    ]);
    expect(messages({ first_name: 'A', last_name: 'B', birth_date: '2026-11-22' })).toEqual([]);
  });
});
