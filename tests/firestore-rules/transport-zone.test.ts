// @vitest-environment node
import {
  and,
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type QueryFilterConstraint,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { zoneWrite } from '@/data/remote/firestore/zone-write';
import { companyZoneTags } from '@/domain/award/zone-cells';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { WAITING_STATUSES } from '@/domain/transport/transport-status';
import type { TransportType } from '@/domain/transport/transport-type';
import { TRANSPORT_COLLECTION } from '@/domain/transport/transport.schema';
import { TRANSPORT_TYPES_SEEN_BY_ROLE } from '@/domain/transport/visibility';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, seedTransports, transportRef } from './support/transports';

/**
 * [RULES-Z] Issue 23 item 2, enforced by the rules: a company reads a waiting request only once the zone that
 * reaches its base is open — a get exactly (reachedBy), a list through the zone the request carries (listsZone:
 * its cells by step and the steps' open times), which a query must ask for with a time not after the server's.
 * Requests: critique, the clinic's delay 1 min, pickup (48.87, 2.33).
 */

const PROJECT = 'demo-rules-transport-zone';
const bed = useRulesTestbed(PROJECT);
const { ambulance, otherAmbulance, vtc } = PERSONAS;
const PICKUP: Coordinates = { lat: 48.87, lng: 2.33 };
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let counter = 0;
/** A critique request filed `age` ms ago (server's created_at), with the zone the adapter writes at filing. */
async function ride(age: number, type: TransportType = 'ambulance', zoned = true) {
  const base = domainTransport({ id: `z-${(counter += 1)}`, etat: 'pending', age, type });
  const t: Transport = {
    ...base,
    priorite: 'critique',
    escalation_delays: { critique: 1, urgent: 15, normale: 120 },
    prescribed_mode: null,
    adresse_depart: { ...base.adresse_depart, coordonnees: PICKUP },
  };
  await seedTransports(bed.owner, [t]);
  // The adapter's estimate of the server's time at filing is created_at itself here (no margin).
  if (zoned)
    await updateDoc(transportRef(bed.owner, t.id), zoneWrite(t, t.created_at - 30 * SECOND));
  return t;
}
/** A company's base `km` north of the pickup (rules bypassed); null: no base. */
function baseAt(who: Persona, km: number | null, memberRoles: Record<string, string> = {}) {
  const collectionName = who.role === 'vtc' ? 'vtcCompanies' : 'ambulanceCompanies';
  const base = km === null ? null : { lat: PICKUP.lat + km / 111.195, lng: PICKUP.lng };
  return setDoc(doc(bed.owner, collectionName, who.orgId), {
    id: who.orgId,
    type: who.role,
    ...(base ? { coordonnees: base } : {}),
    member_roles: memberRoles,
  }).then(() => base);
}

const transports = (db: Firestore) => collection(db, TRANSPORT_COLLECTION);
const candidate = (who: Persona, vtcEligible = who.role === 'vtc'): QueryFilterConstraint[] => [
  where('etat', 'in', [...WAITING_STATUSES]),
  where('type_transport', 'in', [...TRANSPORT_TYPES_SEEN_BY_ROLE[who.role]]),
  ...(vtcEligible ? [where('vtc_eligible', '==', true)] : []),
];
/** The company's query of step k (0: no time; 4: no cell), asking at `asOf`. */
function stepQuery(db: Firestore, who: Persona, base: Coordinates, step: number, asOf: number) {
  const cell =
    step < 4 ? [where('zone.cells', 'array-contains', companyZoneTags(base)[step]!)] : [];
  const time = step > 0 ? [where(`zone.open_${step}`, '<=', Timestamp.fromMillis(asOf))] : [];
  return query(transports(db), and(...candidate(who), ...cell, ...time));
}
async function listed(q: ReturnType<typeof stepQuery>): Promise<string[] | 'refusé'> {
  try {
    return (await getDocsFromServer(q)).docs.map((d) => d.id);
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return 'refusé';
    throw error;
  }
}
const got = (who: Persona, t: Transport) =>
  allowed(getDocFromServer(transportRef(bed.as(who), t.id)));

describe('[RULES-Z1] une société éloignée ne lit la demande qu’à l’ouverture de son étape', () => {
  it('[RULES-Z1] base à 30 km, demande critique à l’instant : lecture refusée, listes sans elle ; la liste sans zone : refusée', async () => {
    const base = (await baseAt(ambulance, 30))!;
    const t = await ride(SECOND);
    const db = bed.as(ambulance);
    expect(await got(ambulance, t)).toBe(false);
    expect(await listed(query(transports(db), and(...candidate(ambulance))))).toBe('refusé');
    expect(await listed(stepQuery(db, ambulance, base, 0, Date.now()))).toEqual([]);
    expect(await listed(stepQuery(db, ambulance, base, 1, Date.now() - 5 * SECOND))).toEqual([]);
  });

  it('[RULES-Z1] une fois l’étape 1 ouverte (délai de 1 min passé) : lecture et liste de l’étape 1 autorisées', async () => {
    const base = (await baseAt(ambulance, 30))!;
    const t = await ride(90 * SECOND);
    expect(await got(ambulance, t)).toBe(true);
    const db = bed.as(ambulance);
    expect(await listed(stepQuery(db, ambulance, base, 1, Date.now() - 5 * SECOND))).toEqual([
      t.id,
    ]);
    expect(await listed(stepQuery(db, ambulance, base, 0, Date.now()))).toEqual([]);
  });

  it('[RULES-Z1] base à 500 km : rien avant la dernière étape (4 min), tout après', async () => {
    const base = (await baseAt(ambulance, 500))!;
    const fresh = await ride(3 * MINUTE);
    const old = await ride(5 * MINUTE);
    const db = bed.as(ambulance);
    expect(await got(ambulance, fresh)).toBe(false);
    expect(await got(ambulance, old)).toBe(true);
    expect(await listed(stepQuery(db, ambulance, base, 4, Date.now() - 5 * SECOND))).toEqual([
      old.id,
    ]);
  });

  it('[RULES-Z1] une liste qui demande en avance sur l’heure du serveur (+1 h), ou la cellule d’une autre base : refusée', async () => {
    const base = (await baseAt(ambulance, 30))!;
    await ride(SECOND);
    const db = bed.as(ambulance);
    expect(await listed(stepQuery(db, ambulance, base, 1, Date.now() + 60 * MINUTE))).toBe(
      'refusé',
    );
    expect(await listed(stepQuery(db, ambulance, base, 4, Date.now() + 60 * MINUTE))).toBe(
      'refusé',
    );
    const elsewhere = { lat: base.lat + 1, lng: base.lng };
    expect(await listed(stepQuery(db, ambulance, elsewhere, 0, Date.now()))).toBe('refusé');
  });
});

describe('[RULES-Z2] une société proche, ou sans base, lit la demande dès son dépôt', () => {
  it('[RULES-Z2] base à 5 km : lecture et liste de l’étape 0 autorisées à l’instant', async () => {
    const base = (await baseAt(otherAmbulance, 5))!;
    const t = await ride(SECOND);
    expect(await got(otherAmbulance, t)).toBe(true);
    const db = bed.as(otherAmbulance);
    expect(await listed(stepQuery(db, otherAmbulance, base, 0, Date.now()))).toEqual([t.id]);
  });

  it('[RULES-Z2] sans base : la liste sans zone, autorisée, la contient', async () => {
    await baseAt(ambulance, null);
    const t = await ride(SECOND);
    expect(await got(ambulance, t)).toBe(true);
    const db = bed.as(ambulance);
    expect(await listed(query(transports(db), and(...candidate(ambulance))))).toEqual([t.id]);
  });

  it('[RULES-Z2] une demande déposée sans zone (avant) : aucune liste d’une société avec base ne la rend ; sa lecture reste exacte', async () => {
    const base = (await baseAt(otherAmbulance, 5))!;
    const t = await ride(SECOND, 'ambulance', false);
    expect(await got(otherAmbulance, t)).toBe(true);
    const db = bed.as(otherAmbulance);
    for (const step of [0, 1, 2, 3, 4]) {
      expect(
        await listed(stepQuery(db, otherAmbulance, base, step, Date.now() - 5 * SECOND)),
      ).toEqual([]);
    }
  });
});

describe('[RULES-Z3] jamais un chauffeur ; une société VTC seulement pour une course éligible', () => {
  it('[RULES-Z3] un chauffeur de la société proche : ni lecture ni liste', async () => {
    const base = (await baseAt(otherAmbulance, 5, { [otherAmbulance.email!]: 'chauffeur' }))!;
    const t = await ride(SECOND);
    expect(await got(otherAmbulance, t)).toBe(false);
    const db = bed.as(otherAmbulance);
    expect(await listed(stepQuery(db, otherAmbulance, base, 0, Date.now()))).toBe('refusé');
  });

  it('[RULES-Z3] VTC à 5 km : la liste sans vtc_eligible refusée, avec : la course VTC éligible', async () => {
    const base = (await baseAt(vtc, 5))!;
    const t = await ride(SECOND, 'vtc');
    const db = bed.as(vtc);
    const withoutEligibility = query(
      transports(db),
      and(
        ...candidate(vtc, false),
        where('zone.cells', 'array-contains', companyZoneTags(base)[0]!),
      ),
    );
    expect(await listed(withoutEligibility)).toBe('refusé');
    expect(await listed(stepQuery(db, vtc, base, 0, Date.now()))).toEqual([t.id]);
    expect(await got(vtc, t)).toBe(true);
  });
});
