import { ROLE_LABELS } from '@/domain/roles/role-labels';
import type { UserType } from '@/domain/shared/role';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { organisationLabel } from '@/domain/transport/organisation-names';
import type { Transport } from '@/domain/transport/transport.schema';

/** The organisation names a ride carries (copied by the server), which history lines quote. */
export type RideOrganisations = Pick<
  Transport,
  'provider_org_id' | 'provider_org_name' | 'requester_org_id' | 'requester_org_name'
>;

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
 * name (« Julien Moreau (ambulance, Ambulances Bellecour) ») — an organisation's internal id is never shown: one
 * the ride does not name is left out. Entries written before names were kept show the uid.
 */
export function authorLabel(
  entry: AuthorFields,
  currentUid: string | undefined,
  ride: RideOrganisations | null = null,
): string {
  if (entry.updated_by && entry.updated_by === currentUid) return 'vous';
  // Truthiness, not `!== null`: a transport mirrored on this device by an earlier app version is stored as it was
  // parsed then, without these keys, until the server sends it again.
  const who = entry.updated_by_name || entry.updated_by || 'inconnu';
  const role = entry.updated_by_role ? roleWord(entry.updated_by_role) : null;
  const organisation = ride === null ? null : organisationLabel(ride, entry.updated_by_org ?? null);
  const affiliation = [role, organisation].filter(Boolean);
  return affiliation.length === 0 ? who : `${who} (${affiliation.join(', ')})`;
}
