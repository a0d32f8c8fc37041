import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import type { Transport } from '@/domain/transport/transport.schema';

export type RideParty = 'requester' | 'provider';

const FIELDS = {
  requester: { name: 'requester_org_name', phone: 'requester_org_phone' },
  provider: { name: 'provider_org_name', phone: 'provider_org_phone' },
} as const satisfies Record<RideParty, { name: keyof Transport; phone: keyof Transport }>;

/**
 * The ride with a party's organisation name and phone copied on, as its document holds them (what it lacks stays
 * absent: Firestore refuses undefined, and the rules compare the copy with the document). Readers of the ride —
 * the other party, the history, the notifications — then name the organisation instead of quoting its id.
 */
export function withOrganisationCard(
  transport: Transport,
  party: RideParty,
  card: OrganisationCard | null,
): Transport {
  const { name, phone } = FIELDS[party];
  const next: Transport = { ...transport };
  delete next[name];
  delete next[phone];
  if (card?.name) next[name] = card.name;
  if (card?.phone) next[phone] = card.phone;
  return next;
}

/** The party whose card an applied operation copies onto the ride: the clinic creating it, the company accepting. */
export function partyNamedBy(before: Transport | null, after: Transport): RideParty | null {
  if (before === null) return 'requester';
  return before.etat !== 'accepted' && after.etat === 'accepted' ? 'provider' : null;
}

/**
 * How a person reads an organisation of the ride: its name when copied on; null when unknown (rides written
 * before names were copied) — an internal id is never shown in its place.
 */
export function organisationLabel(
  transport: Pick<
    Transport,
    'provider_org_id' | 'provider_org_name' | 'requester_org_id' | 'requester_org_name'
  >,
  orgId: string | null,
): string | null {
  if (orgId === null) return null;
  if (orgId === transport.provider_org_id) return transport.provider_org_name ?? null;
  if (orgId === transport.requester_org_id) return transport.requester_org_name ?? null;
  return null;
}
