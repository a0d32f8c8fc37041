import type { AppConfig } from '@/config/env';
import { assertComplete } from '@/data/port-shape';
import { GEOCODER_PORT } from '@/data/port-shapes';
import type { GeocoderPort } from '@/data/ports';
import { createBanGeocoder } from '@/data/remote/geocoding/ban-geocoder';

/** Issue 22: the online geocoder both runtimes hand to address fields; none when configured off. */
export function onlineGeocoder(config: Pick<AppConfig, 'geocoderUrl'>): {
  geocoder?: GeocoderPort;
} {
  if (config.geocoderUrl === null) return {};
  return {
    geocoder: assertComplete(
      'Geocoder',
      GEOCODER_PORT,
      createBanGeocoder({ baseUrl: config.geocoderUrl }),
    ),
  };
}
