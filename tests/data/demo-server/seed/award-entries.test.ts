import { describe, expect, it } from 'vitest';
import { toRaw } from '@/data/demo-server/award-entry-rows';
import { organisation } from '@/data/demo-server/seed/organisation-list';
import { readAwardEntry } from '@/domain/award/award-log';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';
import { demoData } from '../seed-fixture';

/**
 * [SEED-AWD1] Issue 23: the demo world's accepted rides carry an award log the journal and the monthly figures can
 * show — the accepting company offered, opened, then accepted at the acceptance's own time; a rival of its city
 * serving the type sometimes declined first, with a reason; nothing for a request nobody took.
 */
describe('[SEED-AWD1] the seeded award log', () => {
  const rides = new Map(demoData.transports.map((ride) => [ride.id, ride]));
  const entries = demoData.awards.map(({ key, value }) => ({
    key,
    value,
    ride: rides.get(value.entry.rideId)!,
  }));

  it('holds entries for many accepted rides, each readable as the server stores it', () => {
    expect(entries.length).toBeGreaterThan(10);
    for (const { key, value } of entries) {
      expect(key).toBe(`award:${value.entry.rideId}_${value.entry.orgId}`);
      expect(readAwardEntry(toRaw(value))).toEqual(value.entry);
    }
  });

  it('the accepting company: offered at the request, opened before, accepted at the acceptance', () => {
    const accepting = entries.filter(({ value }) => value.entry.acceptedAt !== null);
    expect(accepting.length).toBeGreaterThan(0);
    for (const { value, ride } of accepting) {
      const acceptance = ride.historique_etats.find((e) => e.etat === 'accepted' && e.applied)!;
      expect(value.entry.orgId).toBe(ride.provider_org_id);
      expect(value.requesterOrgId).toBe(ride.requester_org_id);
      expect(value.entry.offeredAt).toBe(ride.created_at);
      expect(value.entry.openedAt).toBeGreaterThanOrEqual(ride.created_at);
      expect(value.entry.openedAt).toBeLessThanOrEqual(value.entry.acceptedAt!);
      expect(value.entry.acceptedAt).toBe(acceptance.server_timestamp ?? acceptance.timestamp);
    }
  });

  it('a refusal: a rival of the same city serving the type, with a reason, never the company that accepted', () => {
    const refusals = entries.filter(({ value }) => value.entry.refusedAt !== null);
    expect(refusals.length).toBeGreaterThan(0);
    for (const { value, ride } of refusals) {
      const rival = organisation(value.entry.orgId);
      expect(value.entry.orgId).not.toBe(ride.provider_org_id);
      expect(rival.city).toBe(organisation(ride.provider_org_id!).city);
      expect(rival.role === 'ambulance' || rival.role === 'vtc').toBe(true);
      expect(canRoleSeeTransportType(rival.role, ride.type_transport)).toBe(true);
      expect(value.entry.reason).not.toBeNull();
      expect(value.entry.acceptedAt).toBeNull();
    }
  });

  it('no entry for a ride nobody accepted', () => {
    for (const { ride } of entries) expect(ride.provider_org_id).not.toBeNull();
  });
});
