import { formatAddress, type Address } from '@/domain/transport/address.schema';

/** A web search any phone opens in its maps app (or the browser) when only the address text is known. */
const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/**
 * Where a driver's tap on an address leads: the phone's maps app. `geo:` with the exact coordinates when the ride
 * has them, else a maps search of the address; null when there is nothing precise enough to go to — in particular
 * while the identity is withheld (no street, coordinates coarsened to ~1 km: not a place to drive to).
 */
export function directionsHref(address: Address, identityWithheld: boolean): string | null {
  if (identityWithheld) return null;
  const text = formatAddress(address);
  const point = address.coordonnees;
  if (point !== null) {
    const label = text === '' ? '' : `(${encodeURIComponent(text)})`;
    return `geo:${point.lat},${point.lng}?q=${point.lat},${point.lng}${label}`;
  }
  if (address.rue.trim() === '' && address.ville.trim() === '') return null;
  return `${MAPS_SEARCH}${encodeURIComponent(text)}`;
}

/** A `tel:` link for a French phone number as typed (spaces, dots, dashes dropped); null when there is none. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length < 3 ? null : `tel:${digits}`;
}
