import { z } from 'zod';
import { coordinatesSchema } from '@/domain/transport/geo';
import { lenientObject, lenientText } from '@/domain/transport/lenient-fields';

/**
 * adresse_depart / adresse_arrivee (spec §3). Stored addresses may miss any part: missing text reads as '',
 * missing or broken coordinates as null. A legacy address saved as one string is read as the street.
 */
export const addressSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { rue: value } : value),
  lenientObject({
    rue: lenientText,
    ville: lenientText,
    codePostal: lenientText,
    coordonnees: coordinatesSchema,
  }),
);
export type Address = z.output<typeof addressSchema>;

/** No address at all: what a record saved without one reads as. */
export const EMPTY_ADDRESS: Address = { rue: '', ville: '', codePostal: '', coordonnees: null };

/** One line for lists: « 12 rue de la Paix, 75002 Paris », skipping empty parts. */
export function formatAddress(address: Address): string {
  const city = [address.codePostal.trim(), address.ville.trim()].filter(Boolean).join(' ');
  return [address.rue.trim(), city].filter(Boolean).join(', ');
}

/** Département of a French postcode: its first 2 digits, 3 overseas (971–976); '' when unreadable. */
export function departmentOf(codePostal: string): string {
  const compact = codePostal.replace(/\s/g, '');
  if (/^97\d{3}$/.test(compact)) return compact.slice(0, 3);
  return /^\d{2}/.test(compact) ? compact.slice(0, 2) : '';
}
