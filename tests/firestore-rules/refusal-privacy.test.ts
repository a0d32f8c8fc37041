// @vitest-environment node
import { getDocFromServer } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, seedTransports, statusBatch, transportRef } from './support/transports';

/**
 * [RULES-RP] Issue 21: competitors read no one else's refusal. An open request is read by every company of its
 * type, so a refused update is recorded in its shared history by a party only (requester, provider, admin —
 * move-actors.ts REFUSAL_RECORDERS): never by a mere candidate, whose device keeps its own refusal. Once a
 * company accepted, the ride (and the refusals its parties record) is read by its parties only.
 */

const PROJECT = 'demo-rules-refusal-privacy';
const bed = useRulesTestbed(PROJECT);
const { clinic, ambulance, otherAmbulance } = PERSONAS;

let counter = 0;
async function ride(etat: TransportStatus): Promise<Transport> {
  const t = domainTransport({ id: `rp-${(counter += 1)}`, etat });
  await seedTransports(bed.owner, [t]);
  return t;
}
const record = (who: Persona, t: Transport, to: TransportStatus) =>
  allowed(statusBatch(bed.as(who), t, who, to, { applied: false }).commit());

describe('[RULES-RP] a refusal is never written where a competitor reads it', () => {
  it.each([
    ['une acceptation refusée', 'accepted'],
    ['un départ refusé', 'en_route_pickup'],
    ['une annulation refusée', 'cancelled'],
  ] as const)(
    '[RULES-RP] un candidat enregistre %s sur une demande ouverte (lue par ses concurrents) : refusé',
    async (_n, to) => {
      const t = await ride('pending');
      expect(await record(otherAmbulance, t, to)).toBe(false);
      const stored = await getDocFromServer(transportRef(bed.owner, t.id));
      expect(stored.get('historique_etats')).toHaveLength(t.historique_etats.length);
    },
  );
  it('[RULES-RP] contrôle : la clinique (partie) enregistre un refus sur sa demande : autorisé', async () => {
    expect(await record(clinic, await ride('pending'), 'en_route_pickup')).toBe(true);
  });
  it('[RULES-RP] contrôle : le transporteur (partie) enregistre un refus sur sa course ; un concurrent ne la lit pas', async () => {
    const t = await ride('accepted');
    expect(await record(ambulance, t, 'pending')).toBe(true);
    expect(await allowed(getDocFromServer(transportRef(bed.as(otherAmbulance), t.id)))).toBe(false);
    expect(await allowed(getDocFromServer(transportRef(bed.as(clinic), t.id)))).toBe(true);
  });
});
