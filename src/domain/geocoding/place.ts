import type { Address } from '@/domain/transport/address.schema';
import type { Coordinates } from '@/domain/transport/geo';

/** Where a suggestion comes from: the Base Adresse Nationale (online), the organisation's address book, the communes table. */
export type PlaceSource = 'ban' | 'carnet' | 'commune';

/**
 * How precisely the coordinates locate the place: the door (adresse), the street, a lieu-dit, the commune's centre,
 * or the mean of the communes sharing its postcode. null: not located at all.
 */
export type PlacePrecision = 'adresse' | 'rue' | 'lieu-dit' | 'commune' | 'code-postal';

/** One suggestion of an address field, whatever its source. */
export interface Place {
  /** What the list shows: « 12 Rue de la Paix 75002 Paris ». */
  label: string;
  rue: string;
  codePostal: string;
  ville: string;
  /** INSEE code of the commune ('' when unknown). */
  codeInsee: string;
  coordonnees: Coordinates | null;
  precision: PlacePrecision | null;
  source: PlaceSource;
}

/** A commune's centre (or coarser) stands for the place: distances are rough, the list says so. */
export function isApproximate(place: Pick<Place, 'precision' | 'coordonnees'>): boolean {
  return (
    place.coordonnees !== null &&
    (place.precision === 'commune' || place.precision === 'code-postal')
  );
}

/** What an approximate position stands for; null for a door, a street, a lieu-dit or an unknown precision. */
export function precisionNote(precision: PlacePrecision | null): string | null {
  if (precision === 'commune') return 'Position approximative (centre de la commune).';
  if (precision === 'code-postal') return 'Position approximative (secteur du code postal).';
  return null;
}

/** The French note under a picked address; null when it is located at the door or the street. */
export function placeNote(place: Pick<Place, 'precision' | 'coordonnees'>): string | null {
  if (place.coordonnees === null) return 'Adresse non localisée : distances et zone inconnues.';
  return precisionNote(place.precision);
}

/** The stored address (spec §3 adresse_*) of a picked place; `rue` may be replaced by what the user typed. */
export function placeToAddress(place: Place): Address {
  return {
    rue: place.rue,
    ville: place.ville,
    codePostal: place.codePostal,
    coordonnees: place.coordonnees,
  };
}

/** Same place twice (the book and the BAN often agree): same label, ignoring case, accents and spacing. */
export const placeIdentity = (place: Pick<Place, 'label'>): string => searchKey(place.label);

const ABBREVIATIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  bd: 'boulevard',
  bld: 'boulevard',
  av: 'avenue',
  pl: 'place',
  chu: 'chu',
};

/** Lower case, no accents, punctuation as spaces, common abbreviations spelled out: « St-Étienne » → « saint etienne ». */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}
