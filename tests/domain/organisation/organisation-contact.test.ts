import { describe, expect, it } from 'vitest';
import {
  contactInputOf,
  contactWrite,
  coordinatesAsInput,
  parseOrganisationContact,
  type OrganisationContactInput,
} from '@/domain/organisation/organisation-contact';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';

const VALID: OrganisationContactInput = {
  phone: '04 72 41 18 18',
  street: '12 rue de Marseille',
  city: 'Lyon',
  postalCode: '69007',
  lat: '45,7535',
  lng: '4.8425',
};

describe('[ORG-CONTACT] a company’s phone and base are validated before they are written', () => {
  it('a French number, an address and coordinates (decimal comma or point) make a contact', () => {
    expect(parseOrganisationContact(VALID)).toEqual({
      ok: true,
      contact: {
        phone: '04 72 41 18 18',
        address: { rue: '12 rue de Marseille', ville: 'Lyon', codePostal: '69007' },
        base: { lat: 45.7535, lng: 4.8425 },
      },
    });
  });

  it.each([
    ['phone', { phone: '12 34' }, 'Le numéro de téléphone est invalide (ex. 04 72 41 18 18).'],
    ['phone', { phone: '' }, 'Le numéro de téléphone est invalide (ex. 04 72 41 18 18).'],
    ['street', { street: '  ' }, 'L’adresse de la base est obligatoire.'],
    ['city', { city: '' }, 'La ville de la base est obligatoire.'],
    ['postalCode', { postalCode: '6900' }, 'Le code postal doit comporter 5 chiffres.'],
    ['lat', { lat: '95' }, 'La latitude doit être un nombre entre -90 et 90 (ex. 45,7535).'],
    ['lat', { lat: '45° N' }, 'La latitude doit être un nombre entre -90 et 90 (ex. 45,7535).'],
    ['lng', { lng: '' }, 'La longitude doit être un nombre entre -180 et 180 (ex. 4,8425).'],
  ] as const)('a wrong %s is refused with its French message', (field, change, message) => {
    const result = parseOrganisationContact({ ...VALID, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: message });
  });

  it('a +33 number is accepted as typed', () => {
    expect(parseOrganisationContact({ ...VALID, phone: '+33 6 12 34 56 78' }).ok).toBe(true);
  });
});

describe('[ORG-CONTACT] what is written is what the card and the form read back', () => {
  it('the written base is the card’s base (« Jobs near me » measures from it)', () => {
    const parsed = parseOrganisationContact(VALID);
    if (!parsed.ok) throw new Error('valid input');
    const document = { name: 'Ambulances Bellecour', ...contactWrite(parsed.contact) };
    expect(readOrganisationCard(document)).toEqual({
      name: 'Ambulances Bellecour',
      phone: '04 72 41 18 18',
      base: { lat: 45.7535, lng: 4.8425 },
    });
    expect(contactInputOf(document)).toEqual({ ...VALID, lng: '4,8425' });
  });

  it('a document without phone or base shows empty boxes, never invented values', () => {
    expect(contactInputOf({ name: 'Sans fiche' })).toEqual({
      phone: '',
      street: '',
      city: '',
      postalCode: '',
      lat: '',
      lng: '',
    });
  });

  it('a device position becomes the two boxes, rounded to 4 decimals', () => {
    expect(coordinatesAsInput({ lat: 45.753512345, lng: 4.84249 })).toEqual({
      lat: '45,7535',
      lng: '4,8425',
    });
  });
});
