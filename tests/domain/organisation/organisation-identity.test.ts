import { describe, expect, it } from 'vitest';
import {
  IDENTITY_ERRORS,
  isValidFiness,
  isValidSiret,
  parseOrganisationIdentity,
} from '@/domain/organisation/organisation-identity';

const ADDRESS = { rue: '12 rue des Tilleuls', codePostal: '69003', ville: 'Lyon' };

describe('[ORG-ID] an organisation’s identity, as its founder declares it (issue 25)', () => {
  it('[ORG-ID1] SIRET: 14 digits whose Luhn key checks; spaces accepted', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
  });

  it('[ORG-ID2] La Poste (SIREN 356000000): the sum of the digits is a multiple of 5, Luhn or not', () => {
    // 3+5+6+0+0+0+0+0+0+0+0+5+5+1 = 25, while Luhn refuses it.
    expect(isValidSiret('35600000000551')).toBe(true);
    expect(isValidSiret('35600000000552')).toBe(false);
    // The head office's is keyed by Luhn, as everyone else's (its digits sum to 26).
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000000049')).toBe(false);
  });

  it('[ORG-ID3] FINESS: 9 characters, 2A/2B for Corsica', () => {
    expect(isValidFiness('690000880')).toBe(true);
    expect(isValidFiness('2A0000123')).toBe(true);
    expect(isValidFiness('2b0000123')).toBe(true);
    expect(isValidFiness('69000088')).toBe(false);
    expect(isValidFiness('2C0000123')).toBe(false);
  });

  it('[ORG-ID4] a clinic gives its name, address, SIRET and FINESS; French errors per field', () => {
    const clinic = parseOrganisationIdentity('clinique', {
      name: '  Clinique des Tilleuls ',
      adresse: ADDRESS,
      siret: '732 829 320 00074',
      finess: '690000880',
    });
    expect(clinic).toEqual({
      ok: true,
      identity: {
        name: 'Clinique des Tilleuls',
        adresse: ADDRESS,
        siret: '73282932000074',
        finess: '690000880',
      },
    });
    expect(
      parseOrganisationIdentity('clinique', {
        name: 'C',
        adresse: { rue: '', codePostal: '6900', ville: '' },
        siret: '73282932000075',
        finess: '',
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: IDENTITY_ERRORS.name,
        rue: IDENTITY_ERRORS.street,
        codePostal: IDENTITY_ERRORS.postalCode,
        ville: IDENTITY_ERRORS.city,
        siret: IDENTITY_ERRORS.siretKey,
        finess: IDENTITY_ERRORS.finess,
      },
    });
  });

  it('[ORG-ID5] a transport company gives no FINESS (none is kept)', () => {
    const company = parseOrganisationIdentity('ambulance', {
      name: 'Ambulances du Rhône',
      adresse: ADDRESS,
      siret: '12345678',
      finess: '690000880',
    });
    expect(company).toEqual({ ok: false, errors: { siret: IDENTITY_ERRORS.siretFormat } });
    const valid = parseOrganisationIdentity('vtc', {
      name: 'Navette Santé',
      adresse: ADDRESS,
      siret: '73282932000074',
      finess: '690000880',
    });
    expect(valid.ok && valid.identity).toEqual({
      name: 'Navette Santé',
      adresse: ADDRESS,
      siret: '73282932000074',
    });
  });
});
