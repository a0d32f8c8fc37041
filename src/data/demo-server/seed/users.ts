import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { toFrenchLocaleString, type EpochMillis } from '@/domain/shared/timestamp';
import type { Subscription } from '@/domain/subscription/subscription';
import { startTrial } from '@/domain/subscription/trial';
import { defaultPermissions } from '@/domain/user/user-defaults';
import { defaultPreferences } from '@/domain/user/user-preferences';
import { organisation } from '@/data/demo-server/seed/organisations';
import { DEMO_PEOPLE, fullNameOf, type DemoPerson } from '@/data/demo-server/seed/people';
import { CITIES } from '@/data/demo-server/seed/places';
import { demoPatients } from '@/data/demo-server/seed/patients';

/** Companies still in their 14-day trial; every other clinic and provider pays. */
const ON_TRIAL = new Set(['ambu_0002', 'vtc_0002']);

function subscriptionOf(person: DemoPerson, base: EpochMillis): Subscription | null {
  if (person.userType === 'admin' || person.userType === 'patient') return null;
  if (ON_TRIAL.has(person.orgId)) {
    return { ...startTrial(null, base - 5 * MILLIS_PER_DAY), isTrialAvailable: false };
  }
  return {
    plan: person.userType === 'clinique' ? 'premium' : 'pro',
    status: 'active',
    startDate: base - 120 * MILLIS_PER_DAY,
    endDate: base + 245 * MILLIS_PER_DAY,
    trialEndsAt: null,
    isTrialAvailable: false,
  };
}

function addressOf(person: DemoPerson) {
  if (person.userType === 'patient') {
    const patient = demoPatients().find((p) => p.accountUid === person.uid);
    const home = patient ? CITIES[patient.city].homes[patient.home] : undefined;
    return home ? { street: home.rue, city: home.ville, postalCode: home.codePostal } : null;
  }
  const org = organisation(person.orgId);
  return { street: org.street, city: CITIES[org.city].name, postalCode: org.postalCode };
}

/** A users document as the app writes it (spec §3): fr-FR timestamps, defaults from the domain. */
export function demoUserDocument(person: DemoPerson, index: number, base: EpochMillis) {
  const createdAt = base - (200 - index * 9) * MILLIS_PER_DAY;
  const companyName =
    person.userType === 'patient' ? 'Particulier' : organisation(person.orgId).name;
  return {
    uid: person.uid,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    displayName: fullNameOf(person),
    phoneNumber: person.phone,
    profilePicture: null,
    userType: person.userType,
    isActive: true,
    orga_id: person.orgId,
    company_name: companyName,
    address: addressOf(person),
    permissions: defaultPermissions(person.userType),
    preferences: defaultPreferences(),
    loginCount: 3 + ((index * 7) % 40),
    createdAt: toFrenchLocaleString(createdAt),
    updatedAt: toFrenchLocaleString(base - (index % 5) * MILLIS_PER_DAY),
    lastLogin: toFrenchLocaleString(base - (index % 3) * 3_600_000),
    createdBy: person.uid,
    subscription: subscriptionOf(person, base),
  };
}

export const demoUsers = (base: EpochMillis) =>
  DEMO_PEOPLE.map((person, index) => ({
    id: person.uid,
    data: demoUserDocument(person, index, base),
  }));
