import { useMemo } from 'react';
import type { AddressBookPort, GeocoderPort } from '@/data/ports';
import type { Place } from '@/domain/geocoding/place';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { dexieAddressBook } from './address-book';
import { communesGeocoder } from './communes-geocoder';
import { createLayeredGeocoder, type LayeredGeocoder } from './layered-geocoder';

/** Without a signed-in device store (a page rendered alone), nothing is remembered. */
const NO_BOOK: AddressBookPort = {
  search: async () => [] as Place[],
  remember: async () => undefined,
};

/**
 * The sources of an address field for the signed-in user: the online geocoder the app configured, this device's
 * address book, the communes table (its chunk loads on the first offline search only).
 */
export function useAddressSuggest(online: GeocoderPort | undefined): LayeredGeocoder {
  const data = useOptionalUserData();
  return useMemo(
    () =>
      createLayeredGeocoder({
        online: online ?? null,
        book: data ? dexieAddressBook(data.db, data.clock) : NO_BOOK,
        communes: communesGeocoder,
        isOnline: () => navigator.onLine,
      }),
    [online, data],
  );
}
