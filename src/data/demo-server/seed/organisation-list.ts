import type { Coordinates } from '@/domain/transport/geo';
import type { CityKey } from '@/data/demo-server/seed/places';

// The demo organisations as plain data, apart from the row builders of organisations.ts (which pull the domain's
// schemas): the prerendered /auth lists the personas' organisations with no more than this.

export type OrganisationRole = 'admin' | 'clinique' | 'ambulance' | 'vtc';

export interface DemoOrganisation {
  orgId: string;
  name: string;
  role: OrganisationRole;
  city: CityKey;
  street: string;
  postalCode: string;
  phone: string;
  /** Where the vehicles leave from: the first position of a ride. */
  depot: Coordinates;
  /** Issue 25: its identity as founding declares it (SIRETs whose Luhn key checks; FINESS for clinics). */
  siret: string;
  finess?: string;
}

const org = (
  orgId: string,
  name: string,
  role: OrganisationRole,
  city: CityKey,
  [street, postalCode]: [string, string],
  phone: string,
  depot: Coordinates,
  [siret, finess]: [string, string?] = ['', undefined],
): DemoOrganisation => ({
  orgId,
  name,
  role,
  city,
  street,
  postalCode,
  phone,
  depot,
  siret,
  ...(finess === undefined ? {} : { finess }),
});

/** 3 clinics, 2 ambulance companies and 2 VTC companies (ids as the counters would give them, spec §9). */
// prettier-ignore
export const DEMO_ORGANISATIONS = [
  org('admin_0001', 'Transport Sanitaire — Administration', 'admin', 'paris', ['10 rue de la Convention', '75015'], '01 45 77 20 00', { lat: 48.842, lng: 2.288 }),
  org('clin_0001', 'Clinique du Parc', 'clinique', 'lyon', ['155 boulevard de Stalingrad', '69006'], '04 78 89 12 34', { lat: 45.7785, lng: 4.859 }, ['77912345600013', '690000123']),
  org('clin_0002', 'Hôpital privé Sainte-Marie', 'clinique', 'marseille', ['118 boulevard Rabatau', '13008'], '04 91 80 45 67', { lat: 43.275, lng: 5.395 }, ['44234567800019', '130000456']),
  org('clin_0003', 'Centre de dialyse Rive Gauche', 'clinique', 'paris', ['18 rue de la Glacière', '75013'], '01 43 31 56 90', { lat: 48.834, lng: 2.344 }, ['51345678900017', '750000789']),
  org('ambu_0001', 'Ambulances Bellecour', 'ambulance', 'lyon', ['12 rue de Marseille', '69007'], '04 72 41 18 18', { lat: 45.7535, lng: 4.8425 }, ['32145678900015']),
  org('ambu_0002', 'Ambulances Provence Secours', 'ambulance', 'marseille', ['45 boulevard National', '13003'], '04 91 62 15 15', { lat: 43.3095, lng: 5.3812 }, ['44056789000015']),
  org('vtc_0001', 'Navette Santé Paris', 'vtc', 'paris', ['9 rue de Tolbiac', '75013'], '01 84 60 22 10', { lat: 48.8265, lng: 2.3735 }, ['88567890100012']),
  org('vtc_0002', 'Lyon Mobilité Santé', 'vtc', 'lyon', ['30 quai Perrache', '69002'], '04 26 55 31 00', { lat: 45.7445, lng: 4.8195 }, ['88978901200016']),
] as const satisfies readonly DemoOrganisation[];

export type DemoOrgId = (typeof DEMO_ORGANISATIONS)[number]['orgId'];

export function organisation(orgId: string): DemoOrganisation {
  const found = DEMO_ORGANISATIONS.find((candidate) => candidate.orgId === orgId);
  if (!found) throw new Error(`Organisation de démonstration inconnue : ${orgId}`);
  return found;
}

export const clinicOfCity = (city: CityKey): DemoOrganisation => {
  const found = DEMO_ORGANISATIONS.find((o) => o.role === 'clinique' && o.city === city);
  if (!found) throw new Error(`Aucun établissement de démonstration à ${city}`);
  return found;
};
