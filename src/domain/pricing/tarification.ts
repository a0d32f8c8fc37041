import { TARIFICATION } from '@/domain/constants';

export type TarificationKind = keyof typeof TARIFICATION;
export const TARIFICATION_KINDS = Object.keys(TARIFICATION) as TarificationKind[];

// Plural and elided wording per unit, for messages that read naturally.
const UNIT_WORDING: Record<TarificationKind, { plural: string; countOf: string }> = {
  ambulance: { plural: 'ambulances', countOf: 'Le nombre d’ambulances' },
  clinique: { plural: 'employés', countOf: 'Le nombre d’employés' },
  vtc: { plural: 'véhicules', countOf: 'Le nombre de véhicules' },
};

export interface TarificationBreakdown {
  base: number;
  perUnit: number;
  units: number;
  unitsTotal: number;
}

export type TarificationResult =
  { ok: true; monthly: number; breakdown: TarificationBreakdown } | { ok: false; error: string };

/** Monthly price (spec §9): base + per-unit × units, up to the kind's maximum; beyond, a quote. */
export function computeTarification(kind: TarificationKind, units: number): TarificationResult {
  const { base, perUnit, maxUnits } = TARIFICATION[kind];
  const wording = UNIT_WORDING[kind];
  if (!Number.isInteger(units) || units < 0) {
    return { ok: false, error: `${wording.countOf} doit être un nombre entier positif ou nul.` };
  }
  if (units > maxUnits) {
    return {
      ok: false,
      error: `Au-delà de ${maxUnits} ${wording.plural}, contactez-nous pour un devis.`,
    };
  }
  const unitsTotal = perUnit * units;
  return { ok: true, monthly: base + unitsTotal, breakdown: { base, perUnit, units, unitsTotal } };
}
