import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTarification, TARIFICATION_KINDS } from '@/domain/pricing/tarification';

describe('[PRC1] monthly price = base + per-unit × units (spec §9)', () => {
  it.each([
    ['ambulance', 0, 199],
    ['ambulance', 3, 424],
    ['ambulance', 20, 1699],
    ['clinique', 10, 549],
    ['clinique', 50, 1549],
    ['vtc', 1, 44],
    ['vtc', 10, 179],
  ] as const)('[PRC1] %s × %i → %i €', (kind, units, monthly) => {
    const result = computeTarification(kind, units);
    expect(result.ok && result.monthly).toBe(monthly);
  });

  it('[PRC1] the breakdown explains the total', () => {
    expect(computeTarification('ambulance', 2)).toEqual({
      ok: true,
      monthly: 349,
      breakdown: { base: 199, perUnit: 75, units: 2, unitsTotal: 150 },
    });
  });

  it('[PRC1] property: monotonic in units, each unit adds exactly the per-unit price', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TARIFICATION_KINDS), fc.nat(49), (kind, units) => {
        const here = computeTarification(kind, units);
        const next = computeTarification(kind, units + 1);
        if (!here.ok || !next.ok) return;
        expect(next.monthly - here.monthly).toBe(here.breakdown.perUnit);
        expect(next.monthly).toBeGreaterThan(here.monthly);
      }),
    );
  });
});

describe('[PRC2] beyond the maximum, a quote is offered in French', () => {
  it.each([
    ['ambulance', 21, 'Au-delà de 20 ambulances, contactez-nous pour un devis.'],
    ['clinique', 51, 'Au-delà de 50 employés, contactez-nous pour un devis.'],
    ['vtc', 11, 'Au-delà de 10 véhicules, contactez-nous pour un devis.'],
  ] as const)('[PRC2] %s × %i', (kind, units, error) => {
    expect(computeTarification(kind, units)).toEqual({ ok: false, error });
  });
});

describe('[PRC3] negative or fractional counts are refused in French', () => {
  it.each([
    ['ambulance', -1, 'Le nombre d’ambulances doit être un nombre entier positif ou nul.'],
    ['clinique', 2.5, 'Le nombre d’employés doit être un nombre entier positif ou nul.'],
    ['vtc', Number.NaN, 'Le nombre de véhicules doit être un nombre entier positif ou nul.'],
  ] as const)('[PRC3] %s × %s', (kind, units, error) => {
    expect(computeTarification(kind, units)).toEqual({ ok: false, error });
  });
});
