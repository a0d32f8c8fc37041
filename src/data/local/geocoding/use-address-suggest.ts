import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AddressBookPort, GeocoderPort } from '@/data/ports';
import type { Place } from '@/domain/geocoding/place';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { dexieAddressBook } from './address-book';
import { communesGeocoder, loadCommunes } from './communes-geocoder';
import { createLayeredGeocoder, type LayeredGeocoder } from './layered-geocoder';
import { createConnectivity } from '@/data/local/platform/connectivity';
import { isServiceWorkerControlled } from '@/data/local/platform/service-worker';

/** Without a signed-in device store (a page rendered alone), nothing is remembered. */
const NO_BOOK: AddressBookPort = {
  search: async () => [] as Place[],
  remember: async () => undefined,
};

/**
 * The sources of an address field for the signed-in user: the online geocoder the app configured, this device's
 * address book, the communes table. The service worker does not precache that table (~450 KiB gzip, useless to a
 * driver): a page with an address field fetches it once, online, while the service worker is there to keep it
 * (sw.ts caches it at first use), so the offline search works from then on.
 */
export function useAddressSuggest(online: GeocoderPort | undefined): LayeredGeocoder {
  const data = useOptionalUserData();
  const connectivity = useMemo(() => createConnectivity(), []);
  const deviceOnline = useSyncExternalStore(
    (changed) => connectivity.subscribe(changed),
    connectivity.isOnline,
    () => true,
  );
  // Fetched once the device is online with its service worker, also when the page opened offline.
  useEffect(() => {
    if (!deviceOnline || !isServiceWorkerControlled()) return;
    const idle = setTimeout(() => void loadCommunes().catch(() => undefined), 2_000);
    return () => clearTimeout(idle);
  }, [deviceOnline]);
  return useMemo(
    () =>
      createLayeredGeocoder({
        online: online ?? null,
        book: data ? dexieAddressBook(data.db, data.clock) : NO_BOOK,
        communes: communesGeocoder,
        isOnline: connectivity.isOnline,
      }),
    [online, data, connectivity],
  );
}
