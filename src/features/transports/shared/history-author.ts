import { roleAccountPhrase } from '@/domain/roles/role-labels';
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

/**
 * Who made an entry, for a reader: « vous » for the signed-in user, else the name and, as a phrase, the
 * organisation they acted for (« Julien Moreau, pour Ambulances Bellecour »), or the kind of account when the ride
 * does not name it (« Julien Moreau, compte ambulance ») — an organisation's internal id is never shown. Entries
 * written before names were kept show the uid.
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
  const organisation = ride === null ? null : organisationLabel(ride, entry.updated_by_org ?? null);
  if (organisation) return `${who}, pour ${organisation}`;
  return entry.updated_by_role ? `${who}, ${roleAccountPhrase(entry.updated_by_role)}` : who;
}
