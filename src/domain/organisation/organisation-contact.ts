import { FRENCH_PHONE } from '@/domain/shared/french-phone';
import { readCoordinates, type Coordinates } from '@/domain/transport/geo';
import { asRecord } from '@/domain/transport/lenient-fields';

/**
 * How a company is reached and where it leaves from (issue 15): its phone (tap to call on rides) and its base —
 * an address people read and the coordinates « Jobs near me » measures from. Issue 22: the form finds the base by
 * its address (geocoder) and takes its coordinates with it; the device's position or typed coordinates remain
 * possible corrections.
 */
export interface OrganisationContact {
  phone: string;
  address: { rue: string; ville: string; codePostal: string };
  base: Coordinates;
}

/** The form as typed: every field a string (decimal comma accepted in the coordinates). */
export interface OrganisationContactInput {
  phone: string;
  street: string;
  city: string;
  postalCode: string;
  lat: string;
  lng: string;
}

export type ContactField = keyof OrganisationContactInput;

export type ContactParse =
  | { ok: true; contact: OrganisationContact }
  | { ok: false; errors: Partial<Record<ContactField, string>> };

/** The organisation document's fields this form writes; the security rules allow exactly these (and updated_at). */
export const CONTACT_DOCUMENT_FIELDS = ['phone', 'adresse', 'coordonnees'] as const;

const POSTAL_CODE = /^\d{5}$/;

/** « 45,7535 » or « 45.7535 »; NaN for anything else, so « 45° N » is refused rather than half-read. */
function decimal(text: string): number {
  const cleaned = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Validates the typed form, with one French message per wrong field. */
export function parseOrganisationContact(input: OrganisationContactInput): ContactParse {
  const errors: Partial<Record<ContactField, string>> = {};
  const phone = input.phone.trim();
  if (!FRENCH_PHONE.test(phone))
    errors.phone = 'Le numéro de téléphone est invalide (ex. 04 72 41 18 18).';
  const rue = input.street.trim();
  if (rue === '') errors.street = 'L’adresse de la base est obligatoire.';
  const ville = input.city.trim();
  if (ville === '') errors.city = 'La ville de la base est obligatoire.';
  const codePostal = input.postalCode.trim();
  if (!POSTAL_CODE.test(codePostal))
    errors.postalCode = 'Le code postal doit comporter 5 chiffres.';
  const lat = decimal(input.lat);
  if (!(lat >= -90 && lat <= 90))
    errors.lat = 'La latitude doit être un nombre entre -90 et 90 (ex. 45,7535).';
  const lng = decimal(input.lng);
  if (!(lng >= -180 && lng <= 180))
    errors.lng = 'La longitude doit être un nombre entre -180 et 180 (ex. 4,8425).';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, contact: { phone, address: { rue, ville, codePostal }, base: { lat, lng } } };
}

/** The fields written to the organisation document (names as the seeded documents and the card reader use). */
export function contactWrite(contact: OrganisationContact) {
  return {
    phone: contact.phone,
    adresse: { ...contact.address },
    coordonnees: { lat: contact.base.lat, lng: contact.base.lng },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the document holds, as the form shows it: a missing field is an empty box, never an invented value. */
export function contactInputOf(raw: unknown): OrganisationContactInput {
  const record = asRecord(raw);
  const address = asRecord(record.adresse);
  const base = readCoordinates(record.coordonnees ?? record.coordinates ?? record.location);
  return {
    phone: text(record.phone),
    street: text(address.rue),
    city: text(address.ville),
    postalCode: text(address.codePostal),
    lat: base ? String(base.lat).replace('.', ',') : '',
    lng: base ? String(base.lng).replace('.', ',') : '',
  };
}

/** The device's position (a fix from the phone) as the two coordinate boxes, rounded to ~10 m. */
export function coordinatesAsInput(
  position: Coordinates,
): Pick<OrganisationContactInput, 'lat' | 'lng'> {
  const round = (value: number) => String(Math.round(value * 10_000) / 10_000).replace('.', ',');
  return { lat: round(position.lat), lng: round(position.lng) };
}
