import type { Place } from './place';
import { placeIdentity, searchKey } from './place';

/** A place the organisation used before, kept on the device with its coordinates (offline suggestions). */
export interface AddressBookEntry {
  /** placeIdentity(place): one entry per place. */
  key: string;
  place: Place;
  uses: number;
  lastUsedAt: number;
}

/** The entry after one more use of `place` (a new entry when `previous` is null). */
export function recordUse(
  previous: AddressBookEntry | null,
  place: Place,
  now: number,
): AddressBookEntry {
  return {
    key: placeIdentity(place),
    place: { ...place, source: 'carnet' },
    uses: (previous?.uses ?? 0) + 1,
    lastUsedAt: now,
  };
}

/** A place worth remembering: it has a commune (a bare street typed offline teaches nothing). */
export const isMemorable = (place: Place): boolean =>
  place.ville.trim() !== '' || place.codePostal.trim() !== '';

/**
 * Book entries matching every word typed (each a start of a word of the label), most used first, then most recent.
 */
export function searchAddressBook(
  entries: readonly AddressBookEntry[],
  text: string,
  limit: number,
): Place[] {
  const words = searchKey(text).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return entries
    .filter((entry) => {
      const labelWords = entry.key.split(' ');
      return words.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
    })
    .sort((a, b) => b.uses - a.uses || b.lastUsedAt - a.lastUsedAt)
    .slice(0, limit)
    .map((entry) => ({ ...entry.place, source: 'carnet' as const }));
}

/**
 * The list under an address field: the organisation's own places first (it goes there again and again), then the
 * BAN's answers when online, then the communes table — each place once, at most `limit`.
 */
export function mergeSuggestions(lists: readonly (readonly Place[])[], limit: number): Place[] {
  const seen = new Set<string>();
  const merged: Place[] = [];
  for (const place of lists.flat()) {
    const identity = placeIdentity(place);
    if (seen.has(identity)) continue;
    seen.add(identity);
    merged.push(place);
    if (merged.length === limit) break;
  }
  return merged;
}
