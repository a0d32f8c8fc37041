import {
  ORGANISATION_COLLECTIONS,
  ownsOrganisation,
  type OrganisationCollection,
} from '@/domain/organisation/own-organisation';
import type { UserType } from '@/domain/shared/role';
import { readCoordinates, type Coordinates } from '@/domain/transport/geo';
import { asRecord } from '@/domain/transport/lenient-fields';
import { subscriptionSchema, type Subscription } from '@/domain/subscription/subscription';
import { readEscalationDelays, type EscalationDelays } from '@/domain/award/escalation-schedule';

/**
 * What people read of an organisation: its name, its phone (tap to call) and where it is based (the « jobs near me »
 * sort). Read leniently from the organisation document: a field it lacks is null, never invented.
 */
export interface OrganisationCard {
  name: string | null;
  phone: string | null;
  base: Coordinates | null;
  /**
   * Issue 13: the organisation's subscription, written there by an admin's approval (request-approval.ts): what a
   * member without one of their own works under (access.ts). Absent or null when none is stored.
   */
  subscription?: Subscription | null;
  /**
   * Issue 21: who founded it (owner_uid): only they may start its one trial (organisation-trial.ts), so the
   * subscription page offers the trial to them alone. Absent when the document does not say.
   */
  ownerUid?: string | null;
  /** Issue 23: a clinic's escalation delays as its document holds them; absent when it holds none. */
  escalationDelays?: EscalationDelays;
}

const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The card of a stored organisation document. `name` and `phone` are copied as stored (the security rules compare
 * a ride's copy with the document's value); the base is `coordonnees`, `coordinates` or `location` ({lat,lng} or
 * a GeoPoint).
 */
export function readOrganisationCard(raw: unknown): OrganisationCard {
  const record = asRecord(raw);
  const subscription = subscriptionSchema.safeParse(record.subscription).data;
  const escalationDelays = readEscalationDelays(record.escalation_delays);
  return {
    name: textOrNull(record.name),
    phone: textOrNull(record.phone),
    base: readCoordinates(record.coordonnees ?? record.coordinates ?? record.location),
    ...(subscription ? { subscription } : {}),
    ...(typeof record.owner_uid === 'string' ? { ownerUid: record.owner_uid } : {}),
    ...(escalationDelays ? { escalationDelays } : {}),
  };
}

export const EMPTY_ORGANISATION_CARD: OrganisationCard = { name: null, phone: null, base: null };

/** Where the viewer's own organisation document lives; null for roles that own none (patients, admins). */
export function ownOrganisationDocument(viewer: {
  role: UserType;
  orgId: string;
}): { collection: OrganisationCollection; id: string } | null {
  if (!ownsOrganisation(viewer.role) || viewer.orgId.trim() === '') return null;
  return { collection: ORGANISATION_COLLECTIONS[viewer.role], id: viewer.orgId };
}
