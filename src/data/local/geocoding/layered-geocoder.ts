import type { AddressBookPort, GeocoderPort } from '@/data/ports';
import { mergeSuggestions } from '@/domain/geocoding/address-book';
import type { Place } from '@/domain/geocoding/place';

export interface LayeredGeocoderParts {
  /** The Base Adresse Nationale; null where none is configured (VITE_GEOCODER_URL=off). */
  online: GeocoderPort | null;
  book: AddressBookPort;
  communes: GeocoderPort;
  isOnline(): boolean;
}

/** What an address field shows, and whether the online geocoder answered (the field says « hors ligne » else). */
export interface Suggestions {
  places: Place[];
  offline: boolean;
}

/**
 * The sources of an address field, layered: the organisation's own places always; the BAN when online; the
 * communes table when offline or when the BAN fails (it never blocks typing: its failure is a fallback, not an
 * error). Picking a place remembers it in the book.
 */
export function createLayeredGeocoder(parts: LayeredGeocoderParts) {
  const { online, book, communes, isOnline } = parts;
  async function suggest(query: string, limit: number): Promise<Suggestions> {
    const fromBook = book.search(query, limit).catch(() => [] as Place[]);
    let fromService: Place[] | null = null;
    if (online !== null && isOnline()) {
      fromService = await online.search(query, limit).catch(() => null);
    }
    const offline = fromService === null;
    const fallback = offline ? await communes.search(query, limit) : [];
    return {
      places: mergeSuggestions([await fromBook, fromService ?? [], fallback], limit),
      offline,
    };
  }
  return {
    suggest,
    remember: (place: Place) => book.remember(place),
  };
}
export type LayeredGeocoder = ReturnType<typeof createLayeredGeocoder>;
