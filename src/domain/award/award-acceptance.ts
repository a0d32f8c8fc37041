import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';
import { decideAwardRecord, type AwardEntry } from '@/domain/award/award-log';
import { awardRecordProblem, rideReachesAt } from '@/domain/award/award-permission';

/** The award entry an acceptance writes beside the ride, in the same commit (issue 23). */
export interface AwardWrite {
  /** The entry as read in the transaction (null: the company's device never recorded the offer). */
  before: AwardEntry | null;
  after: AwardEntry;
  requesterOrgId: string;
}

const isAcceptance = (op: TransportOperation) =>
  op.kind === 'transport.status' && op.update.status === 'accepted';

/** The entry an acceptance must read in its transaction (awardResponses/{rideId}_{orgId}), or null. */
export function awardNeededFor(
  op: TransportOperation,
  viewer: Pick<Viewer, 'orgId'>,
): { rideId: string; orgId: string } | null {
  return isAcceptance(op) && viewer.orgId.trim() !== ''
    ? { rideId: op.transportId, orgId: viewer.orgId }
    : null;
}

/**
 * The acceptance recorded in the company's award entry, so « how long after the offer » is known per ride: its
 * time is the acceptance's (the server's), set once; the offer, when the device never recorded it, is when the
 * zone reached the company. Null when the acceptance is not applied by a ride's new provider, or when the award
 * rules would refuse the entry (then the acceptance still goes: the clinic reads it from the ride's history).
 */
export function acceptanceAwardWrite(
  op: TransportOperation,
  before: Transport | null,
  after: Transport,
  viewer: Viewer,
  card: OrganisationCard | null,
  current: AwardEntry | null,
  now: EpochMillis,
): AwardWrite | null {
  if (!isAcceptance(op) || before === null || after.provider_org_id !== viewer.orgId) return null;
  const requesterOrgId = after.requester_org_id;
  if (requesterOrgId === null) return null;
  const base = card?.base ?? null;
  const record = {
    rideId: after.id,
    requesterOrgId,
    offeredAt: rideReachesAt(before, base),
    change: { kind: 'accepted' } as const,
  };
  if (awardRecordProblem(after, record, viewer, base, now) !== null) return null;
  const next = decideAwardRecord(current, record, viewer.orgId, card?.name ?? null, now);
  return next === null || next.acceptedAt === null
    ? null
    : { before: current, after: next, requesterOrgId };
}
