import { z } from 'zod';
import { asRecord } from '@/domain/transport/lenient-fields';

export const coordinatesShape = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.output<typeof coordinatesShape>;

/** GPS fix attached to a driver's status update. */
export const positionShape = coordinatesShape.extend({ accuracy: z.number().min(0).optional() });
export type Position = z.output<typeof positionShape>;

/** Reads {lat,lng}, a Firestore GeoPoint ({latitude,longitude} or {_lat,_long}); null when unusable. */
export function readCoordinates(value: unknown): Coordinates | null {
  const record = asRecord(value);
  const parsed = coordinatesShape.safeParse({
    lat: record.lat ?? record.latitude ?? record._lat,
    lng: record.lng ?? record.longitude ?? record._long,
  });
  return parsed.success ? parsed.data : null;
}

/** Like readCoordinates, keeping a valid accuracy; the result never holds an undefined key (Firestore refuses them). */
export function readPosition(value: unknown): Position | null {
  const coordinates = readCoordinates(value);
  if (coordinates === null) return null;
  const accuracy = asRecord(value).accuracy;
  return typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0
    ? { ...coordinates, accuracy }
    : coordinates;
}

export const coordinatesSchema = z.unknown().optional().transform(readCoordinates);
export const positionSchema = z.unknown().optional().transform(readPosition);
