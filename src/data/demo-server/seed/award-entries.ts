import type { RandomSource } from '@/domain/shared/clock';
import { DEMO_ORGANISATIONS } from '@/data/demo-server/seed/organisation-list';
import { keyOf, type StoredAward } from '@/data/demo-server/award-entry-rows';
import { AWARD_REFUSAL_REASONS, type AwardEntry } from '@/domain/award/award-log';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';

/**
 * Issue 23: the award log of the demo world's accepted rides, so that « Journal d’attribution » and « Chiffres
 * d’attribution » show what a month of use looks like: the company that accepted opened the request before taking it;
 * about one ride in three was declined first by another company of its city serving the type, with a reason from the list.
 */
export function demoAwardEntries(
  transports: readonly Transport[],
  random: RandomSource,
): { key: string; value: StoredAward }[] {
  return transports.flatMap((ride) => {
    const accepted = ride.historique_etats.find(
      (entry) => entry.etat === 'accepted' && entry.applied,
    );
    const provider = DEMO_ORGANISATIONS.find((o) => o.orgId === ride.provider_org_id);
    if (!accepted || !provider || ride.requester_org_id === null) return [];
    const acceptedAt = accepted.server_timestamp ?? accepted.timestamp;
    if (acceptedAt <= ride.created_at) return [];
    const opened = ride.created_at + Math.round((acceptedAt - ride.created_at) * random() * 0.5);
    const entries: AwardEntry[] = [
      {
        rideId: ride.id,
        orgId: provider.orgId,
        orgName: provider.name,
        offeredAt: ride.created_at,
        openedAt: opened,
        refusedAt: null,
        reason: null,
        acceptedAt,
      },
    ];
    const rivals = DEMO_ORGANISATIONS.filter(
      (o) =>
        (o.role === 'ambulance' || o.role === 'vtc') &&
        o.orgId !== provider.orgId &&
        o.city === provider.city &&
        canRoleSeeTransportType(o.role, ride.type_transport),
    );
    const rival = rivals[Math.floor(random() * rivals.length)];
    if (rival && random() < 0.35) {
      const refusedAt = Math.min(
        acceptedAt,
        opened + Math.round(random() * 10) * MILLIS_PER_MINUTE,
      );
      entries.push({
        rideId: ride.id,
        orgId: rival.orgId,
        orgName: rival.name,
        offeredAt: ride.created_at,
        openedAt: refusedAt,
        refusedAt,
        reason: AWARD_REFUSAL_REASONS[Math.floor(random() * AWARD_REFUSAL_REASONS.length)]!,
        acceptedAt: null,
      });
    }
    return entries.map((entry) => ({
      key: keyOf(entry.rideId, entry.orgId),
      value: { entry, requesterOrgId: ride.requester_org_id! },
    }));
  });
}
