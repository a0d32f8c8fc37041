import {
  deleteField,
  doc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { ADMIN_PERMISSIONS, DEFAULT_ORG_ID } from '@/domain/constants';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { UserType } from '@/domain/shared/role';
import type { Actor } from '@/domain/transport/status-update';

/** A signed-in test user: identity in the auth token, role and organisation in its seeded profile. */
export interface Persona extends Actor {
  uid: string;
  role: UserType;
  orgId: string;
  email: string | null;
  emailVerified: boolean;
  /** How the person is named in test titles. */
  label: string;
}

const persona = (uid: string, role: UserType, orgId: string, label: string): Persona => ({
  uid,
  role,
  orgId,
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label,
});

export const PERSONAS = {
  admin: persona('u-admin', 'admin', DEFAULT_ORG_ID, 'administrateur'),
  clinic: persona('u-clin', 'clinique', 'clin_0001', 'clinique demandeuse'),
  clinicMate: persona('u-clin-2', 'clinique', 'clin_0001', 'collègue de la clinique demandeuse'),
  otherClinic: persona('u-clin-b', 'clinique', 'clin_0002', 'autre clinique'),
  ambulance: persona('u-ambu', 'ambulance', 'ambu_0001', 'transporteur ayant accepté'),
  otherAmbulance: persona('u-ambu-b', 'ambulance', 'ambu_0002', 'transporteur candidat'),
  vtc: persona('u-vtc', 'vtc', 'vtc_0001', 'transporteur d’un type non servi'),
  patient: persona('u-pat', 'patient', DEFAULT_ORG_ID, 'patient transporté'),
  otherPatient: persona('u-pat-b', 'patient', DEFAULT_ORG_ID, 'autre patient'),
} as const satisfies Record<string, Persona>;

export type PersonaName = keyof typeof PERSONAS;

/** The profile the rules read role and organisation from. */
export const profileOf = (p: Persona) => ({
  uid: p.uid,
  email: p.email,
  // The name entries and messages are signed with (issue 21: one of the caller's own, rules ownNames).
  displayName: p.label,
  userType: p.role,
  orga_id: p.orgId,
  permissions: p.role === 'admin' ? [...ADMIN_PERMISSIONS] : [],
  isActive: true,
});

/**
 * A paid subscription running from yesterday to a year from now: the legitimate company and clinic accounts of the
 * fixtures work under one (issue 21: filing, accepting, assigning and messaging need access now).
 */
export const runningSubscription = () => ({
  plan: 'pro',
  status: 'active',
  startDate: Timestamp.fromMillis(Date.now() - MILLIS_PER_DAY),
  endDate: Timestamp.fromMillis(Date.now() + 365 * MILLIS_PER_DAY),
});

/** The profile as seeded (rules bypassed): a company or clinic account with its running subscription. */
export const seededProfileOf = (p: Persona) => ({
  ...profileOf(p),
  ...(ownsOrganisation(p.role) ? { subscription: runningSubscription() } : {}),
});

/** Seeds every persona's profile, rules bypassed. */
export async function seedProfiles(
  owner: Firestore,
  personas: readonly Persona[] = Object.values(PERSONAS),
) {
  const batch = writeBatch(owner);
  for (const p of personas) batch.set(doc(owner, 'users', p.uid), seededProfileOf(p));
  await batch.commit();
}

/** A persona's profile without subscription, as before any trial (rules bypassed). */
export const withoutSubscription = (owner: Firestore, p: Persona) =>
  updateDoc(doc(owner, 'users', p.uid), { subscription: deleteField() });
