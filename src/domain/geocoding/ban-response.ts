import { z } from 'zod';
import type { Place, PlacePrecision } from './place';

/**
 * The Base Adresse Nationale's answer (api-adresse.data.gouv.fr /search/): a GeoJSON FeatureCollection whose
 * features carry label, name, postcode, city, citycode, score and type. Each feature is read on its own: a broken
 * one is skipped, never the whole answer.
 */
const featureSchema = z.object({
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  properties: z.object({
    label: z.string().min(1),
    name: z.string().default(''),
    postcode: z.string().default(''),
    city: z.string().default(''),
    citycode: z.string().default(''),
    score: z.number().min(0).max(1).default(0),
    type: z.enum(['housenumber', 'street', 'locality', 'municipality']),
  }),
});

const collectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

const PRECISION: Record<z.output<typeof featureSchema>['properties']['type'], PlacePrecision> = {
  housenumber: 'adresse',
  street: 'rue',
  locality: 'lieu-dit',
  municipality: 'commune',
};

export type BanParse = { ok: true; places: Place[] } | { ok: false; error: string };

/** Reads a BAN answer; below `minScore` a feature is a guess the list would only clutter. */
export function parseBanResponse(body: unknown, minScore = 0.3): BanParse {
  const collection = collectionSchema.safeParse(body);
  if (!collection.success) return { ok: false, error: 'Réponse inattendue du service d’adresses.' };
  const places: Place[] = [];
  for (const raw of collection.data.features) {
    const feature = featureSchema.safeParse(raw);
    if (!feature.success) continue;
    const { properties, geometry } = feature.data;
    if (properties.score < minScore) continue;
    const [lng, lat] = geometry.coordinates;
    places.push({
      label: properties.label,
      rue: properties.type === 'municipality' ? '' : properties.name,
      codePostal: properties.postcode,
      ville: properties.city,
      codeInsee: properties.citycode,
      coordonnees: { lat, lng },
      precision: PRECISION[properties.type],
      source: 'ban',
    });
  }
  return { ok: true, places };
}

/** The BAN refuses queries shorter than 3 characters (and starting with a non-alphanumeric one). */
export function isBanQuery(query: string): boolean {
  return /^[\p{L}\p{N}]/u.test(query.trim()) && query.trim().length >= 3;
}
