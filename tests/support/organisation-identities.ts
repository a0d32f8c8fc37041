import type { CompanyKind } from '@/domain/ids/formatted-id';
import type { OrganisationIdentity } from '@/domain/organisation/organisation-identity';

/**
 * Issue 25: identities a founder declares, as the founding screen hands them over (parsed: SIRETs whose Luhn key
 * checks, FINESS only for the clinic). One per kind of organisation.
 */
export const IDENTITIES = {
  clinique: {
    name: 'Clinique des Tilleuls',
    adresse: { rue: '12 rue des Tilleuls', codePostal: '69003', ville: 'Lyon' },
    siret: '81234567800013',
    finess: '690000880',
  },
  ambulance: {
    name: 'Ambulances du Rhône',
    adresse: { rue: '4 quai Perrache', codePostal: '69002', ville: 'Lyon' },
    siret: '82345678900010',
  },
  vtc: {
    name: 'VTC Santé Lyon',
    adresse: { rue: '30 cours Gambetta', codePostal: '69007', ville: 'Lyon' },
    siret: '83456789000019',
  },
} as const satisfies Record<CompanyKind, OrganisationIdentity>;

/** The identity of the kind a profile founds (any role that owns no organisation gets the ambulance's). */
export const identityFor = (kind: string): OrganisationIdentity =>
  kind === 'clinique' || kind === 'vtc' ? IDENTITIES[kind] : IDENTITIES.ambulance;
