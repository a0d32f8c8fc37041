import type { TariffSource } from './tariff-source';

/**
 * Taxi conventionné, national framework agreement of 2025 (arrêté du 29 juillet 2025, JO du 8 août 2025, which
 * replaced the one of 16 May 2025). Start date: 1 October 2025 according to ameli; some départements applied it
 * on 1 November 2025.
 */
const AMELI_TAXI: TariffSource = {
  label: 'ameli.fr — Nouvelle convention-cadre des taxis conventionnés',
  url: 'https://www.ameli.fr/taxi-conventionne/actualites/nouvelle-convention-cadre-meilleur-acces-aux-soins-et-tarification-plus-equitable-et-plus-simple',
  kind: 'officiel',
};
const ARRETE_MAY_2025: TariffSource = {
  label: 'Arrêté du 16 mai 2025, annexe (convention-cadre, première version)',
  url: 'https://juriblio.fr/arretes/arrete-du-16-mai-2025/185823054/annexe/320040841',
  kind: 'officiel',
};
const MONEYVOX: TariffSource = {
  label: 'MoneyVox — Transport des malades : ce qui va changer pour les tarifs des taxis',
  url: 'https://www.moneyvox.fr/votre-argent/actualites/103558/transport-des-malades-ce-qui-va-changer-pour-les-tarifs-des-taxis',
  kind: 'presse',
};
const TRIPALIO: TariffSource = {
  label: 'Tripalio — La nouvelle convention-cadre pour les taxis entre en vigueur',
  url: 'https://presse.tripalio.fr/transport-sanitaire-la-nouvelle-convention-cadre-pour-les-taxis-entre-en-vigueur',
  kind: 'presse',
};
const HAUTE_GARONNE_CODE: TariffSource = {
  label: 'Mise en œuvre publiée en Haute-Garonne (code public, règles non confirmées)',
  url: 'https://caree.fr/blog-article/convention-cnam-2025-ce-qui-va-changer-pour-les-taxis-conventionnes',
  kind: 'tiers',
};

export interface DepartmentRate {
  code: string;
  name: string;
  perKm: number;
  verified: boolean;
}

/** Per-km rates from the 5th km that our sources give; the others are set département by département. */
export const TAXI_DEPARTMENT_RATES: readonly DepartmentRate[] = [
  { code: '01', name: 'Ain', perKm: 1.13, verified: true },
  { code: '13', name: 'Bouches-du-Rhône', perKm: 1.1, verified: false },
  { code: '14', name: 'Calvados', perKm: 1.07, verified: false },
  { code: '31', name: 'Haute-Garonne', perKm: 1.1, verified: false },
  { code: '48', name: 'Lozère', perKm: 1.25, verified: true },
  { code: '59', name: 'Nord', perKm: 1.2, verified: true },
  { code: '92', name: 'Hauts-de-Seine', perKm: 0.9, verified: true },
];

export const BIG_CITIES = [
  'Bordeaux',
  'Grenoble',
  'Lille',
  'Lyon',
  'Marseille',
  'Montpellier',
  'Nantes',
  'Nice',
  'Paris',
  'Rennes',
  'Strasbourg',
  'Toulouse',
] as const;
export const BIG_CITY_DEPARTMENTS = ['92', '93', '94'] as const;

/** Patients sharing a ride: the factor applied to each one's fare (2, 3, 4 or more patients). */
export const TAXI_SHARED_FACTORS: Readonly<Record<2 | 3 | 4, number>> = {
  2: 0.77,
  3: 0.65,
  4: 0.63,
};

export const TAXI_TARIFF = {
  label: 'Taxi conventionné — convention-cadre 2025',
  from: '2025-10-01',
  /** Pick-up fee, covering the first `includedKm` kilometres. */
  pickUp: 13,
  includedKm: 4,
  bigCitySupplement: 15,
  reducedMobilitySupplement: 30,
  overseasSupplement: 3,
  /** Night, weekend and public holiday. */
  uplift: 0.5,
  /** Empty return after a hospitalisation: share of the km part, below and from 50 km. */
  emptyReturn: { short: 0.25, long: 0.5, thresholdKm: 50 },
  sources: [AMELI_TAXI, ARRETE_MAY_2025, MONEYVOX, TRIPALIO],
  thirdPartySources: [HAUTE_GARONNE_CODE],
} as const;
