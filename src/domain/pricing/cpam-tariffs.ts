import type { TariffSource } from './tariff-source';

/**
 * The conventional tariffs of the Assurance Maladie for patient transport, with their dates and sources
 * (research notes, public-site.md §1). One module: /tarifs-cpam shows these tables and /estimation computes with
 * them. Amounts in euros. `verified: false` marks values we could only read from a third party.
 */

const AMELI_AMBULANCE: TariffSource = {
  label: 'ameli.fr — Ambulances : tarifs conventionnels',
  url: 'https://www.ameli.fr/transporteur-sanitaire/exercice-professionnel/facturation/tarifs/ambulances-tarifs-conventionnels',
  kind: 'officiel',
};
const AMELI_VSL: TariffSource = {
  label: 'ameli.fr — VSL : tarifs conventionnels',
  url: 'https://www.ameli.fr/transporteur-sanitaire/exercice-professionnel/facturation/tarifs/vsl-tarifs-conventionnels',
  kind: 'officiel',
};
export const AVENANT_11_SOURCE: TariffSource = {
  label:
    'ameli.fr — Signature de l’avenant 11 à la convention nationale des transporteurs sanitaires',
  url: 'https://www.ameli.fr/transporteur-sanitaire/actualites/signature-de-l-avenant-11-la-convention-nationale-des-transporteurs-sanitaires',
  kind: 'officiel',
};
const THIRD_PARTY_SIMULATOR: TariffSource = {
  label: 'Simulateur open source roullepro.com (lib/tarif-transport-sanitaire.ts)',
  url: 'https://roullepro.com',
  kind: 'tiers',
};
const ARRETE_1987: TariffSource = {
  label: 'Arrêté du 4 août 1987, annexe III (majorations ambulance)',
  url: 'https://github.com/etalab/lois-non-codifiees-et-reglements-francais',
  kind: 'officiel',
};
const ARRETE_1995: TariffSource = {
  label: 'Arrêté du 23 janvier 1995, annexe IV (majorations VSL)',
  url: 'https://github.com/etalab/lois-non-codifiees-et-reglements-francais',
  kind: 'officiel',
};

export interface ShortTripStep {
  /** The bonus applies up to and including this loaded distance. */
  upToKm: number;
  amount: number;
}

/** Short-trip bonus: a full scale, or only its range when our sources do not give every step. */
export type ShortTripScale =
  | { kind: 'steps'; steps: readonly ShortTripStep[] }
  | { kind: 'range'; upToKm: number; min: number; max: number };

export interface SanitaryGrid {
  id: string;
  vehicle: 'ambulance' | 'vsl';
  label: string;
  /** ISO dates; `until` absent while in force (as far as our sources know). */
  from: string;
  until?: string;
  verified: boolean;
  /** Forfait départemental, which includes the first `includedKm` loaded kilometres. */
  forfait: number;
  includedKm: number;
  perKm: number;
  shortTrip: ShortTripScale;
  /** Uplifts as fractions: 0.5 = +50 %. Night (20 h–8 h) takes priority over Sunday and holidays. */
  nightUplift: number;
  holidayUplift: number;
  /** Other fixed fees shown in the tables (not used by the estimate). */
  otherFees: readonly { label: string; amount: number }[];
  sources: readonly TariffSource[];
}

export const AMBULANCE_GRID_2013: SanitaryGrid = {
  id: 'ambulance-2013',
  vehicle: 'ambulance',
  label: 'Ambulance — grille du 1er février 2013',
  from: '2013-02-01',
  until: '2023-11-05',
  verified: true,
  forfait: 51.3,
  includedKm: 3,
  perKm: 2.19,
  shortTrip: {
    kind: 'steps',
    steps: [
      { upToKm: 5, amount: 7 },
      { upToKm: 10, amount: 5.5 },
      { upToKm: 15, amount: 4 },
      { upToKm: 19, amount: 2.5 },
    ],
  },
  nightUplift: 0.5,
  holidayUplift: 0.25,
  otherFees: [
    { label: 'Forfait agglomération (3 km inclus)', amount: 57.37 },
    { label: 'Prise en charge en Île-de-France (km facturés dès le premier)', amount: 64.3 },
  ],
  sources: [AMELI_AMBULANCE, ARRETE_1987],
};

export const AMBULANCE_GRID_AVENANT_11: SanitaryGrid = {
  id: 'ambulance-avenant-11',
  vehicle: 'ambulance',
  label: 'Ambulance — après l’avenant 11 (valeurs à confirmer)',
  from: '2023-11-06',
  verified: false,
  forfait: 57.39,
  includedKm: 3,
  perKm: 2.44,
  shortTrip: {
    kind: 'steps',
    steps: [
      { upToKm: 5, amount: 9.75 },
      { upToKm: 10, amount: 7.53 },
      { upToKm: 15, amount: 5.47 },
      { upToKm: 19, amount: 3.42 },
    ],
  },
  nightUplift: 0.75,
  holidayUplift: 0.5,
  otherFees: [],
  sources: [AVENANT_11_SOURCE, THIRD_PARTY_SIMULATOR],
};

const vsl2021 = (zone: string, forfait: number): SanitaryGrid => ({
  id: `vsl-2021-${zone.toLowerCase()}`,
  vehicle: 'vsl',
  label: `VSL — grille du 8 mars 2021, zone ${zone}`,
  from: '2021-03-08',
  until: '2023-11-05',
  verified: true,
  forfait,
  includedKm: 3,
  perKm: 1.02,
  shortTrip: { kind: 'range', upToKm: 18, min: 0.87, max: 6.57 },
  nightUplift: 0.5,
  holidayUplift: 0.25,
  otherFees: [{ label: 'Prise en charge (km facturés dès le premier)', amount: 15.58 }],
  sources: [AMELI_VSL, ARRETE_1995],
});

export const VSL_GRIDS_2021 = [
  vsl2021('A', 13.85),
  vsl2021('B', 13.45),
  vsl2021('C', 12.6),
  vsl2021('D', 11.97),
] as const;

export const VSL_GRID_AVENANT_11: SanitaryGrid = {
  id: 'vsl-avenant-11',
  vehicle: 'vsl',
  label: 'VSL — après l’avenant 11 (valeurs à confirmer)',
  from: '2023-11-06',
  verified: false,
  forfait: 15.75,
  includedKm: 3,
  perKm: 1.1,
  shortTrip: { kind: 'range', upToKm: 18, min: 0.91, max: 8.54 },
  nightUplift: 0.5,
  holidayUplift: 0.25,
  otherFees: [],
  sources: [AVENANT_11_SOURCE, THIRD_PARTY_SIMULATOR, ARRETE_1995],
};

/** Every ambulance and VSL grid, newest first per vehicle. */
export const SANITARY_GRIDS: readonly SanitaryGrid[] = [
  AMBULANCE_GRID_AVENANT_11,
  AMBULANCE_GRID_2013,
  VSL_GRID_AVENANT_11,
  ...VSL_GRIDS_2021,
];
