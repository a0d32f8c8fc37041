import type { TariffSource } from './tariff-source';

/** What the patient pays on a reimbursed trip (research §1.4). */
export const PATIENT_SHARE = {
  /** Ticket modérateur: 45 % since 1 August 2023 (35 % before), so 55 % reimbursed. */
  rate: 0.45,
  since: '2023-08-01',
  sources: [
    {
      label: 'MoneyVox — ticket modérateur des transports à 45 % depuis le 1er août 2023',
      url: 'https://www.moneyvox.fr/votre-argent/actualites/103558/transport-des-malades-ce-qui-va-changer-pour-les-tarifs-des-taxis',
      kind: 'presse',
    },
  ] satisfies TariffSource[],
} as const;

/** Franchise médicale on transport: kept even at 100 % cover; not refunded by complementary insurers. */
export const TRANSPORT_FRANCHISE = {
  perTrip: 4,
  dailyCap: 8,
  yearlyCap: 50,
  since: '2024-03-31',
  sources: [
    {
      label: 'UNSA Retraités — franchises médicales : le montant restant à votre charge augmente',
      url: 'https://retraites.unsa.org/franchises-medicales-le-montant-restant-a-votre-charge-augmente',
      kind: 'presse',
    },
    {
      label: 'UFC-Que Choisir — franchises médicales deux fois plus chères',
      url: 'https://www.quechoisir.org/actualite-franchises-medicales-deux-fois-plus-cheres-n120782/',
      kind: 'presse',
    },
  ] satisfies TariffSource[],
} as const;

export const TRANSPORT_COVER_SOURCE: TariffSource = {
  label: 'ameli.fr — Frais de transport : remboursement',
  url: 'https://www.ameli.fr/assure/remboursements/rembourse/frais-transport',
  kind: 'officiel',
};
