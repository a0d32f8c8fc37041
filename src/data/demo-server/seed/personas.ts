import type { UserType } from '@/domain/shared/role';
import { MEMBER_ROLE_LABELS } from '@/domain/organisation/member-roles';
import { ROLE_LABELS } from '@/domain/roles/role-names';
import { organisation } from '@/data/demo-server/seed/organisation-list';
import { demoPerson, fullNameOf } from '@/data/demo-server/seed/people';

/** One ready-made account per role, offered by the demo sign-in (« Mode démonstration »). */
export interface DemoPersona {
  uid: string;
  email: string;
  displayName: string;
  userType: UserType;
  orgId: string;
  /** The organisation's name; null for a patient, who belongs to none. */
  companyName: string | null;
  /** What the sign-in screen shows under the name. */
  description: string;
}

function persona(uid: string, description: string): DemoPersona {
  const person = demoPerson(uid);
  return {
    uid,
    email: person.email,
    displayName: fullNameOf(person),
    userType: person.userType,
    orgId: person.orgId,
    companyName: person.userType === 'patient' ? null : organisation(person.orgId).name,
    description,
  };
}

export const DEMO_PERSONAS = {
  admin: persona('demo-admin', 'Administratrice de la plateforme'),
  clinique: persona('demo-clinique', 'Cadre de santé, Clinique du Parc (Lyon)'),
  ambulance: persona('demo-ambulance', 'Régulateur, Ambulances Bellecour (Lyon)'),
  vtc: persona('demo-vtc', 'Gérant, Navette Santé Paris'),
  patient: persona('demo-patient', 'Patiente suivie à la Clinique du Parc (Lyon)'),
} as const satisfies Record<UserType, DemoPersona>;

/**
 * Issue 25: a chauffeur of each kind of company, on rides under way (« Mes courses »), named as people say it. Any
 * demo person signs in with the demo password (accounts.ts); these are the ones offered with one tap.
 */
export const DEMO_DRIVER_PERSONAS = [
  {
    ...persona('demo-ambulance-chauffeur-2', 'Chauffeuse, Ambulances Bellecour (Lyon)'),
    label: 'Chauffeuse (Ambulance)',
  },
  {
    ...persona('demo-vtc-lyon', 'Chauffeur, Lyon Mobilité Santé'),
    label: `${MEMBER_ROLE_LABELS.chauffeur} (${ROLE_LABELS.vtc})`,
  },
] as const;

const labelOf = (persona: DemoPersona & { label?: string }) =>
  persona.label ?? ROLE_LABELS[persona.userType];

/**
 * What the sign-in screen shows of each persona (no password): also read before the session loads, so /auth can
 * be prerendered with its « Mode démonstration » list. The role's own persona comes first (/accueil/demo enters as
 * the first persona of a role).
 */
export function demoPersonaCards() {
  const all: (DemoPersona & { label?: string })[] = [
    ...Object.values(DEMO_PERSONAS),
    ...DEMO_DRIVER_PERSONAS,
  ];
  return all.map((persona) => ({
    role: persona.userType,
    label: labelOf(persona),
    email: persona.email,
    displayName: persona.displayName,
    organisation: persona.companyName ?? persona.description,
  }));
}
