import { z } from 'zod';
import { asRecord } from '@/domain/transport/lenient-fields';

export const coordinatesShape = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.output<typeof coordinatesShape>;

/**
 * GPS fix attached to a driver's status update. `capturedAt` is when the phone took the fix (epoch ms): a tap
 * reuses the last fix at hand, so an auditor needs to know how old it was at the time of the tap.
 */
export const positionShape = coordinatesShape.extend({
  accuracy: z.number().min(0).optional(),
  capturedAt: z.number().int().positive().optional(),
});
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

const isAccuracy = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isEpochMillis = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Like readCoordinates, keeping a valid accuracy and capture time; an invalid or missing one is left out, so the
 * result never holds an undefined key (Firestore refuses them).
 */
export function readPosition(value: unknown): Position | null {
  const coordinates = readCoordinates(value);
  if (coordinates === null) return null;
  const { accuracy, capturedAt } = asRecord(value);
  return {
    ...coordinates,
    ...(isAccuracy(accuracy) ? { accuracy } : {}),
    ...(isEpochMillis(capturedAt) ? { capturedAt } : {}),
  };
}

export const coordinatesSchema = z.unknown().optional().transform(readCoordinates);
export const positionSchema = z.unknown().optional().transform(readPosition);
