import type { UserType } from '@/domain/shared/role';

/**
 * How each role is named on screen. Alone in its module (role-labels.ts re-exports it): the prerendered /auth
 * names the demo personas' roles without loading the notification types and their schemas.
 */
export const ROLE_LABELS: Record<UserType, string> = {
  admin: 'Administrateur',
  ambulance: 'Ambulance',
  vtc: 'VTC',
  clinique: 'Clinique',
  patient: 'Patient',
};

/** A role as a word inside a sentence: « ambulance », « clinique »; an acronym (« VTC ») keeps its capitals. */
export function roleWord(role: UserType): string {
  const label = ROLE_LABELS[role];
  return label === label.toUpperCase() ? label : label.toLocaleLowerCase('fr-FR');
}

/** The kind of account, for a reader who does not know the person: « compte ambulance », « compte VTC ». */
export const roleAccountPhrase = (role: UserType): string => `compte ${roleWord(role)}`;
