import { counterNameForCompany, type CounterName } from '@/domain/ids/counter-names';
import { companyId, type CompanyKind } from '@/domain/ids/formatted-id';
import {
  identityWrite,
  type OrganisationIdentity,
} from '@/domain/organisation/organisation-identity';
import { nextCounterValue, type Counter } from '@/domain/counter/counter';
import type { UserType } from '@/domain/shared/role';
import { toFrenchLocaleString, type EpochMillis } from '@/domain/shared/timestamp';
import type { UserDocument } from '@/domain/user/new-profile';

/**
 * Every company or clinic account gets its own organisation at sign-up (spec §9 ids `{ambu|clin|vtc}_NNNN` from
 * the company counters): two clinics never share patient records. `default-org` stays for patients (and admins).
 * The organisation document lives in the establishment collection of its kind; VTC companies, which the spec does
 * not place, get `vtcCompanies`.
 */
export const ORGANISATION_COLLECTIONS = {
  ambulance: 'ambulanceCompanies',
  clinique: 'clinics',
  vtc: 'vtcCompanies',
} as const satisfies Record<CompanyKind, string>;
export type OrganisationCollection = (typeof ORGANISATION_COLLECTIONS)[CompanyKind];

/** The member role of whoever creates the organisation (issue 13 adds régulateur, chauffeur, secrétaire). */
export const FOUNDER_ROLE = 'responsable';

export const ownsOrganisation = (role: UserType): role is CompanyKind =>
  role === 'ambulance' || role === 'clinique' || role === 'vtc';

export interface OrganisationDocument {
  id: string;
  type: CompanyKind;
  name: string;
  /** Issue 25: declared at founding; organisations founded before may lack them (Paramètres completes them). */
  adresse: OrganisationIdentity['adresse'];
  siret: string;
  /** A clinic's FINESS number; transport companies have none. */
  finess?: string;
  owner_uid: string;
  associatedUsers: { id: string; email: string; name: string; role: string; createdAt: string }[];
}

/** What founding reads of the founder's profile. */
export type Founder = Pick<
  UserDocument,
  'uid' | 'email' | 'displayName' | 'userType' | 'company_name'
>;

export interface OwnOrganisation<P extends Founder = UserDocument> {
  counter: { name: CounterName; counter: Counter; lastId: string };
  collection: OrganisationCollection;
  organisation: OrganisationDocument;
  profile: P & { orga_id: string; company_name: string };
}

/**
 * The organisation a new company account founds, numbered from its kind's counter (read in the same transaction),
 * named and identified as its founder declared (issue 25: the profile's company_name is the organisation's name,
 * which every ride copies), and the profile pointing at it. Null for roles that own none (patients and admins keep
 * their default). The identity is parsed by organisation-identity.ts before it gets here.
 */
export function foundOrganisation<P extends Founder>(
  profile: P,
  identity: OrganisationIdentity,
  counter: Pick<Counter, 'value'> | null,
  now: EpochMillis,
): OwnOrganisation<P> | null {
  const kind = profile.userType;
  if (!ownsOrganisation(kind)) return null;
  const value = nextCounterValue(counter);
  const id = companyId(kind, value);
  const written = identityWrite(kind, identity);
  return {
    counter: {
      name: counterNameForCompany(kind),
      counter: { value, lastUpdated: now, type: 'company' },
      lastId: id,
    },
    collection: ORGANISATION_COLLECTIONS[kind],
    organisation: {
      id,
      type: kind,
      ...written,
      owner_uid: profile.uid,
      associatedUsers: [
        {
          id: profile.uid,
          email: profile.email,
          name: profile.displayName,
          role: FOUNDER_ROLE,
          createdAt: toFrenchLocaleString(now),
        },
      ],
    },
    profile: { ...profile, orga_id: id, company_name: written.name },
  };
}
