import type { UserType } from '@/domain/shared/role';

export const DEMO_EMAIL_DOMAIN = 'demo.transport-sanitaire.fr';

export interface DemoPerson {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
  orgId: string;
  phone: string;
  /** What the person does: dispatching (accepts, assigns) or driving (the ride's steps). */
  job: 'administration' | 'accueil' | 'regulation' | 'chauffeur' | 'patient';
}

const person = (
  uid: string,
  [firstName, lastName]: [string, string],
  email: string,
  userType: UserType,
  orgId: string,
  job: DemoPerson['job'],
  phone: string,
): DemoPerson => ({
  uid,
  firstName,
  lastName,
  email: `${email}@${DEMO_EMAIL_DOMAIN}`,
  userType,
  orgId,
  job,
  phone,
});

/** Every demo account. The first one of each role is its persona (seed/personas.ts). */
// prettier-ignore
export const DEMO_PEOPLE = [
  person('demo-admin', ['Camille', 'Laurent'], 'admin', 'admin', 'admin_0001', 'administration', '06 12 48 73 90'),
  person('demo-clinique', ['Sophie', 'Marchand'], 'clinique', 'clinique', 'clin_0001', 'accueil', '06 71 24 58 13'),
  person('demo-clinique-marseille', ['Nathalie', 'Roux'], 'nathalie.roux', 'clinique', 'clin_0002', 'accueil', '06 45 19 82 37'),
  person('demo-clinique-paris', ['Thomas', 'Girard'], 'thomas.girard', 'clinique', 'clin_0003', 'accueil', '07 62 33 41 05'),
  person('demo-ambulance', ['Julien', 'Moreau'], 'ambulance', 'ambulance', 'ambu_0001', 'regulation', '06 30 87 14 66'),
  person('demo-ambulance-chauffeur-1', ['Mehdi', 'Haddad'], 'mehdi.haddad', 'ambulance', 'ambu_0001', 'chauffeur', '06 58 02 97 41'),
  person('demo-ambulance-chauffeur-2', ['Lucie', 'Fontaine'], 'lucie.fontaine', 'ambulance', 'ambu_0001', 'chauffeur', '07 81 46 20 59'),
  person('demo-ambulance-marseille', ['Pierre', 'Santini'], 'pierre.santini', 'ambulance', 'ambu_0002', 'regulation', '06 14 75 39 28'),
  person('demo-ambulance-marseille-chauffeur', ['Sébastien', 'Mercier'], 'sebastien.mercier', 'ambulance', 'ambu_0002', 'chauffeur', '06 92 51 07 84'),
  person('demo-vtc', ['Karim', 'Benali'], 'vtc', 'vtc', 'vtc_0001', 'regulation', '06 27 63 85 12'),
  person('demo-vtc-chauffeur', ['Aïcha', 'Diallo'], 'aicha.diallo', 'vtc', 'vtc_0001', 'chauffeur', '07 53 18 64 90'),
  person('demo-vtc-lyon', ['Antoine', 'Lefèvre'], 'antoine.lefevre', 'vtc', 'vtc_0002', 'chauffeur', '06 40 29 76 53'),
  person('demo-patient', ['Jeanne', 'Dupuis'], 'patient', 'patient', 'pat_0001', 'patient', '06 84 12 57 39'),
  person('demo-patient-2', ['Marcel', 'Bonnet'], 'marcel.bonnet', 'patient', 'pat_0002', 'patient', '06 19 66 43 71'),
] as const satisfies readonly DemoPerson[];

/** « Julien Moreau »: how a person signs the histories they write (like a profile's displayName). */
export const fullNameOf = (person: Pick<DemoPerson, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`;

/**
 * The device each person works on, so seeded histories name one like real ones do. Real ids are random UUIDs
 * (platform/device-id.ts); these say whose phone or desk they are, which keeps the demo readable.
 */
export const demoDeviceIdOf = (uid: string) => `appareil-${uid}`;

export function demoPerson(uid: string): DemoPerson {
  const found = DEMO_PEOPLE.find((candidate) => candidate.uid === uid);
  if (!found) throw new Error(`Compte de démonstration inconnu : ${uid}`);
  return found;
}
