import { RemoteError, type GeocoderPort } from '@/data/ports';
import { isBanQuery, parseBanResponse } from '@/domain/geocoding/ban-response';

/** The French state's geocoder (Base Adresse Nationale), open and keyless. */
export const BAN_DEFAULT_URL = 'https://api-adresse.data.gouv.fr';

export interface BanGeocoderOptions {
  /** Where /search/ lives: the BAN, or a test's fixture server. */
  baseUrl: string;
  /** A suggestion list waits that long at most, then the offline sources answer. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const UNREACHABLE = 'Service d’adresses injoignable : recherche hors ligne.';

/**
 * GET {baseUrl}/search/?q=&limit= (GeoJSON FeatureCollection, see domain ban-response). A query the BAN would
 * refuse (under 3 characters) answers [] without a request. Every failure crosses as RemoteError: network,
 * timeout and 429/5xx are `unavailable` (try the offline sources), a 400 `invalid-argument`, a body that is not
 * the documented format `internal`.
 */
export function createBanGeocoder(options: BanGeocoderOptions): GeocoderPort {
  const { baseUrl, timeoutMs = 4_000 } = options;
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async search(query, limit) {
      if (!isBanQuery(query)) return [];
      const url = new URL('/search/', baseUrl);
      url.searchParams.set('q', query.trim());
      url.searchParams.set('limit', String(limit));
      let response: Response;
      try {
        response = await fetchFn(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new RemoteError('unavailable', UNREACHABLE);
      }
      if (response.status === 400)
        throw new RemoteError('invalid-argument', 'Recherche d’adresse refusée par le service.');
      if (!response.ok) throw new RemoteError('unavailable', UNREACHABLE);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new RemoteError('internal', 'Réponse illisible du service d’adresses.');
      }
      const parsed = parseBanResponse(body);
      if (!parsed.ok) throw new RemoteError('internal', parsed.error);
      return parsed.places.slice(0, limit);
    },
  };
}
