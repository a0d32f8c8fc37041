import { FRENCH_LOCALE } from '@/domain/shared/timestamp';
import type { Position } from '@/domain/transport/geo';

// 5 decimals ≈ 1 m: precise enough to find the spot, no noise beyond what GPS gives.
const coordinate = new Intl.NumberFormat(FRENCH_LOCALE, {
  minimumFractionDigits: 5,
  maximumFractionDigits: 5,
});

/** « lat. 48,85660, long. 2,35220 (± 12 m) ». Coordinates only: no map link, it would not open offline. */
export function formatPosition(position: Position): string {
  const text = `lat. ${coordinate.format(position.lat)}, long. ${coordinate.format(position.lng)}`;
  return position.accuracy === undefined ? text : `${text} (± ${Math.round(position.accuracy)} m)`;
}
