import { VAT_RATE } from '@/domain/constants';
import { roundCents } from '@/domain/pricing/money';
import {
  computeTarification,
  type TarificationBreakdown,
  type TarificationKind,
} from '@/domain/pricing/tarification';
import { normaliseRole } from '@/domain/shared/role';

/** An amount before tax, its VAT and the total with tax, to the cent. */
export interface TaxedAmount {
  ht: number;
  vatRate: number;
  vat: number;
  ttc: number;
}

/** HT → TVA 20 % → TTC; the VAT is rounded to the cent first so that HT + TVA = TTC exactly. */
export function withVat(ht: number, vatRate: number = VAT_RATE): TaxedAmount {
  const vat = roundCents(ht * vatRate);
  return { ht: roundCents(ht), vatRate, vat, ttc: roundCents(ht + vat) };
}

/** The tarification a role is billed under; null for roles that do not subscribe (admin, patient). */
export function tarificationKindFor(userType: unknown): TarificationKind | null {
  const role = normaliseRole(userType);
  return role === 'ambulance' || role === 'clinique' || role === 'vtc' ? role : null;
}

export type SubscriptionPriceResult =
  | { ok: true; kind: TarificationKind; breakdown: TarificationBreakdown; monthly: TaxedAmount }
  | { ok: false; error: string };

/** The monthly price of a subscription for a role and a number of units (spec §9), with its VAT. */
export function subscriptionPrice(userType: unknown, units: number): SubscriptionPriceResult {
  const kind = tarificationKindFor(userType);
  if (!kind) return { ok: false, error: 'Ce type de compte ne souscrit pas d’abonnement.' };
  const result = computeTarification(kind, units);
  if (!result.ok) return result;
  return { ok: true, kind, breakdown: result.breakdown, monthly: withVat(result.monthly) };
}
