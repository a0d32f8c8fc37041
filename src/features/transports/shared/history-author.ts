import { ROLE_LABELS } from '@/domain/roles/role-labels';
import type { UserType } from '@/domain/shared/role';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';

type AuthorFields = Pick<
  HistoryEntry,
  'updated_by' | 'updated_by_name' | 'updated_by_role' | 'updated_by_org'
>;

/** A role as a word inside a sentence: « ambulance », « clinique »; an acronym (« VTC ») keeps its capitals. */
export function roleWord(role: UserType): string {
  const label = ROLE_LABELS[role];
  return label === label.toUpperCase() ? label : label.toLocaleLowerCase('fr-FR');
}

/**
 * Who made an entry, for a reader: « vous » for the signed-in user, else the name with role and organisation
 * (« Julien Moreau (ambulance, ambu_0001) »). Entries written before names were kept show the uid.
 */
export function authorLabel(entry: AuthorFields, currentUid: string | undefined): string {
  if (entry.updated_by && entry.updated_by === currentUid) return 'vous';
  // Truthiness, not `!== null`: a transport mirrored on this device by an earlier app version is stored as it was
  // parsed then, without these keys, until the server sends it again.
  const who = entry.updated_by_name || entry.updated_by || 'inconnu';
  const role = entry.updated_by_role ? roleWord(entry.updated_by_role) : null;
  const affiliation = [role, entry.updated_by_org].filter(Boolean);
  return affiliation.length === 0 ? who : `${who} (${affiliation.join(', ')})`;
}
