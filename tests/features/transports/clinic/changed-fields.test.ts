import { describe, expect, it } from 'vitest';
import { parseTransportInput } from '@/domain/transport/transport-input.schema';
import { changedFields } from '@/features/transports/clinic/form/changed-fields';
import { formValuesOf, rawInputOf } from '@/features/transports/clinic/form/form-values';
import { makeTransport } from '@tests/domain/transport/fixtures';

const inputOf = (raw: unknown) => {
  const parsed = parseTransportInput(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
};

describe('[CL6] an edit carries only the fields the user changed', () => {
  const before = makeTransport({
    adresse_depart: {
      rue: '12 rue de la Paix',
      ville: 'Paris',
      codePostal: '75002',
      coordonnees: { lat: 48.869, lng: 2.331 },
    },
    patient_info: { firstName: ' Jeanne', lastName: 'Martin', phone: '', birthDate: '' },
  });

  it('finds nothing in the untouched form (trimming, rounding and coordinates aside)', () => {
    expect(changedFields(before, inputOf(rawInputOf(formValuesOf(before), before)))).toEqual({});
  });

  it('returns each changed top-level field with its new value', () => {
    const values = { ...formValuesOf(before), phone: '0611223344', equipementsRequis: 'rampe' };
    const changes = changedFields(before, inputOf(rawInputOf(values, before)));
    expect(Object.keys(changes).sort()).toEqual(['equipements_requis', 'patient_info']);
    expect(changes.equipements_requis).toEqual(['rampe']);
    expect(changes.patient_info).toMatchObject({ phone: '0611223344' });
  });

  it('drops the coordinates of an address whose text changed', () => {
    const values = { ...formValuesOf(before), departRue: '3 rue de Rivoli' };
    const changes = changedFields(before, inputOf(rawInputOf(values, before)));
    expect(changes).toEqual({
      adresse_depart: {
        rue: '3 rue de Rivoli',
        ville: 'Paris',
        codePostal: '75002',
        coordonnees: null,
      },
    });
  });
});
