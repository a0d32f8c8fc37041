import {
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { DEFAULT_ORG_ID } from '@/domain/constants';
import { counterNameForCompany } from '@/domain/ids/counter-names';
import { companyId, COMPANY_ID_PREFIXES, type CompanyKind } from '@/domain/ids/formatted-id';
import { ORGANISATION_COLLECTIONS } from '@/domain/security/collections';
import type { UserType } from '@/domain/shared/role';
import { IDENTITIES } from '@tests/support/organisation-identities';
import { counterRef, counterStep } from './creation';
import { profileOf, type Persona } from './personas';

/** A user with no profile yet: only the auth token knows them. */
export const newcomer = (uid: string, emailVerified = true): Persona => ({
  uid,
  role: 'patient',
  orgId: DEFAULT_ORG_ID,
  email: `${uid}@Exemple.fr`,
  emailVerified,
  label: uid,
});

const isCompany = (role: UserType): role is CompanyKind => role in COMPANY_ID_PREFIXES;

export const companyRef = (db: Firestore, kind: CompanyKind, id: string) =>
  doc(db, ORGANISATION_COLLECTIONS[kind], id);

export interface SignUpOptions {
  role: UserType;
  /** The company number the counter hands out (company roles). */
  number?: number;
  profile?: (data: DocumentData) => DocumentData;
  company?: (data: DocumentData) => DocumentData;
  /** Whether the batch moves the counter (default yes). */
  counter?: boolean;
}

/**
 * The founding document as own-organisation.ts writes it: id, kind, the declared identity (issue 25: name,
 * address, SIRET, FINESS for a clinic), its owner as sole member, server times.
 */
export function foundingDocument(kind: CompanyKind, orgId: string, who: Persona): DocumentData {
  const { finess, ...identity } = { finess: undefined, ...IDENTITIES[kind] };
  return {
    id: orgId,
    type: kind,
    ...identity,
    ...(finess === undefined ? {} : { finess }),
    owner_uid: who.uid,
    associatedUsers: [
      {
        id: who.uid,
        email: who.email,
        name: who.uid,
        role: 'responsable',
        createdAt: '27/11/2026 08:00:00',
      },
    ],
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  };
}

/**
 * Sign-up as the design writes it: the profile; for a company role also the company, numbered by its counter moved
 * +1 in the same batch.
 */
export function signUpBatch(db: Firestore, who: Persona, options: SignUpOptions): WriteBatch {
  const { role } = options;
  const batch = writeBatch(db);
  let orgId = DEFAULT_ORG_ID;
  if (isCompany(role)) {
    const number = options.number ?? 1;
    orgId = companyId(role, number);
    const company = foundingDocument(role, orgId, who);
    batch.set(companyRef(db, role, orgId), options.company ? options.company(company) : company);
    if (options.counter !== false) {
      batch.set(counterRef(db, counterNameForCompany(role)), counterStep(number, 'company', orgId));
    }
  }
  const profile: DocumentData = { ...profileOf({ ...who, role, orgId }), email: who.email };
  batch.set(doc(db, 'users', who.uid), options.profile ? options.profile(profile) : profile);
  return batch;
}
