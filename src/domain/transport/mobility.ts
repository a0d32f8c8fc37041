import { z } from 'zod';

/** informations_medicales.mobilite values (spec §3). */
export const MOBILITIES = ['brancard', 'fauteuil_roulant', 'aide', 'autonome'] as const;
export type Mobility = (typeof MOBILITIES)[number];
export const mobilitySchema = z.enum(MOBILITIES);

export const MOBILITY_LABELS: Record<Mobility, string> = {
  brancard: 'Brancard',
  fauteuil_roulant: 'Fauteuil roulant',
  aide: 'Avec aide',
  autonome: 'Autonome',
};

/**
 * A patient who travels lying down needs a stretcher, whatever the checkbox says: « Mobilité : Brancard » beside
 * « Brancard : Non » would contradict itself, so the need is derived from the mobility.
 */
export function needsStretcher(medical: {
  mobilite: Mobility | null;
  needsStretcher: boolean;
}): boolean {
  return medical.needsStretcher || medical.mobilite === 'brancard';
}

/** A stored mobility: « Fauteuil roulant » or fauteuil-roulant read as fauteuil_roulant; unknown is null. */
export function readMobility(value: unknown): Mobility | null {
  if (typeof value !== 'string') return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const parsed = mobilitySchema.safeParse(key);
  return parsed.success ? parsed.data : null;
}
export const lenientMobilitySchema = z.unknown().optional().transform(readMobility);
