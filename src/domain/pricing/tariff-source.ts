/** Where a published figure comes from. `officiel`: ameli, Légifrance, Journal officiel or a ministry. */
export type SourceKind = 'officiel' | 'presse' | 'tiers';

export interface TariffSource {
  label: string;
  url: string;
  kind: SourceKind;
}

export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  officiel: 'source officielle',
  presse: 'presse',
  tiers: 'source tierce, non confirmée',
};

/** « 1er février 2013 », « 6 novembre 2023 » from an ISO date, without time zones (dates are legal dates). */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const months = [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ];
  const dayText = day === 1 ? '1er' : String(day);
  return `${dayText} ${months[(month ?? 1) - 1] ?? ''} ${year}`;
}
