import type { Address } from '@/domain/transport/address.schema';
import type { Coordinates } from '@/domain/transport/geo';

export type CityKey = 'lyon' | 'marseille' | 'paris';

export interface City {
  name: string;
  centre: Coordinates;
  /** Patients' homes, one per patient of the city's clinic (reused round-robin). */
  homes: readonly Address[];
  /** Hospitals and care centres patients are taken to for consultations. */
  hospitals: readonly Address[];
}

const at = (rue: string, codePostal: string, ville: string, lat: number, lng: number): Address => ({
  rue,
  codePostal,
  ville,
  coordonnees: { lat, lng },
});

const lyon = (rue: string, cp: string, lat: number, lng: number) => at(rue, cp, 'Lyon', lat, lng);
const mars = (rue: string, cp: string, lat: number, lng: number) =>
  at(rue, cp, 'Marseille', lat, lng);
const paris = (rue: string, cp: string, lat: number, lng: number) => at(rue, cp, 'Paris', lat, lng);

/** Real streets with approximate coordinates: the map and distances look right in the demo. */
export const CITIES: Record<CityKey, City> = {
  lyon: {
    name: 'Lyon',
    centre: { lat: 45.764, lng: 4.8357 },
    homes: [
      lyon('24 rue Paul Bert', '69003', 45.759, 4.845),
      lyon('8 place Bellecour', '69002', 45.7578, 4.832),
      lyon('63 cours Gambetta', '69007', 45.7505, 4.848),
      lyon('17 rue Marietton', '69009', 45.7745, 4.805),
      lyon('5 rue Sully', '69006', 45.772, 4.85),
      lyon('41 avenue Berthelot', '69007', 45.746, 4.846),
      lyon('112 grande rue de la Croix-Rousse', '69004', 45.779, 4.827),
    ],
    hospitals: [
      lyon('Hôpital Édouard-Herriot, 5 place d’Arsonval', '69003', 45.743, 4.881),
      lyon('Centre Léon-Bérard, 28 rue Laennec', '69008', 45.738, 4.883),
      lyon('Hôpital de la Croix-Rousse, 103 grande rue de la Croix-Rousse', '69004', 45.783, 4.828),
    ],
  },
  marseille: {
    name: 'Marseille',
    centre: { lat: 43.2965, lng: 5.3698 },
    homes: [
      mars('27 rue Paradis', '13001', 43.293, 5.377),
      mars('3 boulevard Longchamp', '13001', 43.301, 5.386),
      mars('56 avenue du Prado', '13006', 43.283, 5.385),
      mars('14 rue d’Endoume', '13007', 43.287, 5.36),
      mars('85 boulevard de la Blancarde', '13004', 43.299, 5.401),
      mars('22 chemin du Roucas-Blanc', '13007', 43.279, 5.364),
    ],
    hospitals: [
      mars('Hôpital de la Timone, 264 rue Saint-Pierre', '13005', 43.2897, 5.4018),
      mars('Hôpital Nord, chemin des Bourrely', '13015', 43.379, 5.362),
      mars('Institut Paoli-Calmettes, 232 boulevard de Sainte-Marguerite', '13009', 43.26, 5.404),
    ],
  },
  paris: {
    name: 'Paris',
    centre: { lat: 48.8566, lng: 2.3522 },
    homes: [
      paris('42 rue de Vaugirard', '75006', 48.848, 2.334),
      paris('7 rue Mouffetard', '75005', 48.843, 2.35),
      paris('115 avenue d’Italie', '75013', 48.823, 2.358),
      paris('3 rue Daguerre', '75014', 48.834, 2.329),
      paris('28 boulevard de Grenelle', '75015', 48.85, 2.293),
      paris('61 rue de Charenton', '75012', 48.849, 2.376),
    ],
    hospitals: [
      paris(
        'Hôpital de la Pitié-Salpêtrière, 47-83 boulevard de l’Hôpital',
        '75013',
        48.8385,
        2.365,
      ),
      paris('Hôpital européen Georges-Pompidou, 20 rue Leblanc', '75015', 48.839, 2.273),
      paris('Hôpital Necker, 149 rue de Sèvres', '75015', 48.846, 2.315),
    ],
  },
};

/** The clinics' own addresses. */
export const CLINIC_ADDRESSES: Record<CityKey, Address> = {
  lyon: lyon('Clinique du Parc, 155 boulevard de Stalingrad', '69006', 45.7785, 4.859),
  marseille: mars('Hôpital privé Sainte-Marie, 118 boulevard Rabatau', '13008', 43.275, 5.395),
  paris: paris('Centre de dialyse Rive Gauche, 18 rue de la Glacière', '75013', 48.834, 2.344),
};
