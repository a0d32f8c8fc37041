import { describe, expect, it } from 'vitest';
import {
  subscriptionPrice,
  tarificationKindFor,
  withVat,
} from '@/domain/pricing/subscription-price';

describe('[PRC1] monthly price with units: base + per unit × units, then TVA 20 %', () => {
  it.each([
    ['vtc', 3, 74, 14.8, 88.8],
    ['vtc', 0, 29, 5.8, 34.8],
    ['vtc', 10, 179, 35.8, 214.8],
    ['taxi', 1, 44, 8.8, 52.8],
    ['ambulance', 2, 349, 69.8, 418.8],
    ['ambulance', 20, 1699, 339.8, 2038.8],
    ['clinique', 4, 399, 79.8, 478.8],
    ['clinique', 50, 1549, 309.8, 1858.8],
  ])('[PRC1] %s × %i → %s € HT, %s € TVA, %s € TTC', (role, units, ht, vat, ttc) => {
    const price = subscriptionPrice(role, units);
    expect(price).toMatchObject({ ok: true, monthly: { ht, vat, ttc, vatRate: 0.2 } });
  });
});

describe('[PRC2] beyond the maximum, or a bad count, the domain’s French error', () => {
  it.each([
    ['vtc', 11, 'Au-delà de 10 véhicules, contactez-nous pour un devis.'],
    ['ambulance', 21, 'Au-delà de 20 ambulances, contactez-nous pour un devis.'],
    ['clinique', 51, 'Au-delà de 50 employés, contactez-nous pour un devis.'],
    ['vtc', -1, 'Le nombre de véhicules doit être un nombre entier positif ou nul.'],
    ['vtc', 1.5, 'Le nombre de véhicules doit être un nombre entier positif ou nul.'],
    ['patient', 1, 'Ce type de compte ne souscrit pas d’abonnement.'],
    ['admin', 1, 'Ce type de compte ne souscrit pas d’abonnement.'],
  ])('[PRC2] %s × %s → refused', (role, units, error) => {
    expect(subscriptionPrice(role, units)).toEqual({ ok: false, error });
  });
});

describe('[PRC3] HT + TVA = TTC to the cent, whatever the amount', () => {
  it.each([0, 29, 29.9, 74, 199.99, 1234.55])('[PRC3] %s € HT', (ht) => {
    const amount = withVat(ht);
    expect(Math.round((amount.ht + amount.vat) * 100)).toBe(Math.round(amount.ttc * 100));
    expect(Number.isInteger(Math.round(amount.vat * 100))).toBe(true);
  });

  it('[PRC3] roles without a tarification have no kind', () => {
    expect([tarificationKindFor('patient'), tarificationKindFor('vtc')]).toEqual([null, 'vtc']);
  });
});
