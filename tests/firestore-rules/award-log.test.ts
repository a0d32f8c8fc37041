// @vitest-environment node
import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { awardEntryId } from '@/domain/award/award-log';
import type { Transport } from '@/domain/transport/transport.schema';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import {
  domainTransport,
  seedTransports,
  statusWrites,
  offerRef,
  transportRef,
} from './support/transports';

/**
 * [RULES-AW] Issue 23: the award log. One entry per ride and company, written by that company only about a ride
 * its role serves, each time stamped once by the server; read by the company and by the ride's clinic, never by a
 * competitor. The escalation: a company answers (and accepts) only once the zone reaching its base is open.
 */

const PROJECT = 'demo-rules-award-log';
const bed = useRulesTestbed(PROJECT);
const { clinic, otherClinic, ambulance, otherAmbulance, vtc } = PERSONAS;
const AWARD = 'awardResponses';
const SECOND = 1000;

let counter = 0;
/** A critique request (the clinic's delay: 1 min) created `age` ms ago; pickup stored at (48.87, 2.33). */
async function ride(age: number, etat: Transport['etat'] = 'pending'): Promise<Transport> {
  const base = domainTransport({ id: `aw-${(counter += 1)}`, etat, age });
  const t: Transport = {
    ...base,
    priorite: 'critique',
    escalation_delays: { critique: 1, urgent: 15, normale: 120 },
  };
  await seedTransports(bed.owner, [t]);
  return t;
}
/** A company's base `km` north of the pickup (rules bypassed). */
const baseAt = (who: Persona, km: number) =>
  setDoc(doc(bed.owner, 'ambulanceCompanies', who.orgId), {
    id: who.orgId,
    type: 'ambulance',
    coordonnees: { lat: 48.87 + km / 111.195, lng: 2.33 },
  });

const entryRef = (db: Firestore, t: Transport, who: Persona) =>
  doc(db, AWARD, awardEntryId(t.id, who.orgId));
const entry = (t: Transport, who: Persona, patch: DocumentData = {}): DocumentData => ({
  ride_id: t.id,
  org_id: who.orgId,
  org_name: null,
  requester_org_id: t.requester_org_id,
  offered_at: Timestamp.fromMillis(t.created_at),
  opened_at: serverTimestamp(),
  refused_at: null,
  reason: null,
  accepted_at: null,
  updated_at: serverTimestamp(),
  ...patch,
});
const open = (who: Persona, t: Transport, patch: DocumentData = {}) =>
  allowed(setDoc(entryRef(bed.as(who), t, who), entry(t, who, patch)));

describe('[RULES-AW1] who writes and reads an award entry', () => {
  it('[RULES-AW1] la société candidate enregistre l’ouverture de la demande et la relit : autorisé', async () => {
    const t = await ride(10 * 60 * SECOND);
    expect(await open(otherAmbulance, t)).toBe(true);
    expect(
      await allowed(getDocFromServer(entryRef(bed.as(otherAmbulance), t, otherAmbulance))),
    ).toBe(true);
  });
  it('[RULES-AW1] la clinique de la demande lit les entrées (lecture et liste par sa clinique) : autorisé ; une autre clinique : refusé', async () => {
    const t = await ride(10 * 60 * SECOND);
    expect(await open(otherAmbulance, t)).toBe(true);
    expect(await allowed(getDocFromServer(entryRef(bed.as(clinic), t, otherAmbulance)))).toBe(true);
    const listed = await getDocsFromServer(
      query(
        collection(bed.as(clinic), AWARD),
        where('requester_org_id', '==', clinic.orgId),
        where('ride_id', '==', t.id),
      ),
    );
    expect(listed.size).toBe(1);
    expect(await allowed(getDocFromServer(entryRef(bed.as(otherClinic), t, otherAmbulance)))).toBe(
      false,
    );
  });
  it('[RULES-AW1] un concurrent ne lit pas la réponse d’une autre société (lecture ou liste) : refusé', async () => {
    const t = await ride(10 * 60 * SECOND);
    expect(
      await open(otherAmbulance, t, { refused_at: serverTimestamp(), reason: 'too_far' }),
    ).toBe(true);
    expect(await allowed(getDocFromServer(entryRef(bed.as(ambulance), t, otherAmbulance)))).toBe(
      false,
    );
    const theirs = query(
      collection(bed.as(ambulance), AWARD),
      where('org_id', '==', otherAmbulance.orgId),
    );
    expect(await allowed(getDocsFromServer(theirs))).toBe(false);
    const mine = query(
      collection(bed.as(ambulance), AWARD),
      where('org_id', '==', ambulance.orgId),
    );
    expect(await allowed(getDocsFromServer(mine))).toBe(true);
  });
  it('[RULES-AW1] les chiffres par mois (intervalle sur offered_at) : la société et la clinique listent les leurs ; un concurrent ou une autre clinique : refusé', async () => {
    const t = await ride(10 * 60 * SECOND);
    expect(await open(otherAmbulance, t)).toBe(true);
    // The months shown: [offered_at − 1 day, offered_at + 1 day), as readAwardEntriesBetween asks them.
    const months = (db: Firestore, scope: string, orgId: string) =>
      query(
        collection(db, AWARD),
        where(scope, '==', orgId),
        where('offered_at', '>=', Timestamp.fromMillis(t.created_at - 86_400 * SECOND)),
        where('offered_at', '<', Timestamp.fromMillis(t.created_at + 86_400 * SECOND)),
      );
    const own = await getDocsFromServer(
      months(bed.as(otherAmbulance), 'org_id', otherAmbulance.orgId),
    );
    expect(own.docs.map((found) => found.id)).toEqual([awardEntryId(t.id, otherAmbulance.orgId)]);
    const clinics = await getDocsFromServer(
      months(bed.as(clinic), 'requester_org_id', clinic.orgId),
    );
    expect(clinics.docs.map((found) => found.id)).toContain(
      awardEntryId(t.id, otherAmbulance.orgId),
    );
    expect(
      await allowed(getDocsFromServer(months(bed.as(ambulance), 'org_id', otherAmbulance.orgId))),
    ).toBe(false);
    expect(
      await allowed(
        getDocsFromServer(months(bed.as(otherClinic), 'requester_org_id', clinic.orgId)),
      ),
    ).toBe(false);
  });
  it('[RULES-AW1] une société écrit l’entrée d’une autre, ou d’un type qu’elle ne sert pas : refusé', async () => {
    const t = await ride(10 * 60 * SECOND);
    const forged = entry(t, otherAmbulance);
    expect(await allowed(setDoc(entryRef(bed.as(ambulance), t, otherAmbulance), forged))).toBe(
      false,
    );
    expect(await open(vtc, t)).toBe(false);
    expect(await open(clinic, t)).toBe(false);
  });
});

describe('[RULES-AW2] each time is the server’s, set once', () => {
  it('[RULES-AW2] refus avec un motif de la liste : autorisé ; motif inconnu ou refus sans motif : refusé', async () => {
    const t = await ride(10 * 60 * SECOND);
    expect(await open(otherAmbulance, t, { refused_at: serverTimestamp(), reason: 'bored' })).toBe(
      false,
    );
    expect(await open(otherAmbulance, t, { refused_at: serverTimestamp() })).toBe(false);
    expect(await open(otherAmbulance, t)).toBe(true);
    const db = bed.as(otherAmbulance);
    const refuse = {
      refused_at: serverTimestamp(),
      reason: 'no_vehicle',
      updated_at: serverTimestamp(),
    };
    expect(await allowed(updateDoc(entryRef(db, t, otherAmbulance), refuse))).toBe(true);
    // Set once: neither the refusal nor the opening moves again.
    expect(await allowed(updateDoc(entryRef(db, t, otherAmbulance), refuse))).toBe(false);
    const reopen = { opened_at: serverTimestamp(), updated_at: serverTimestamp() };
    expect(await allowed(updateDoc(entryRef(db, t, otherAmbulance), reopen))).toBe(false);
  });
  it('[RULES-AW2] une heure d’ouverture choisie par l’appareil : refusé', async () => {
    const t = await ride(10 * 60 * SECOND);
    expect(await open(otherAmbulance, t, { opened_at: Timestamp.fromMillis(Date.now()) })).toBe(
      false,
    );
  });
  it('[RULES-AW2] « acceptée » sans avoir accepté : refusé ; dans le même commit que l’acceptation : autorisé', async () => {
    const t = await ride(10 * 60 * SECOND);
    expect(await open(otherAmbulance, t, { accepted_at: serverTimestamp() })).toBe(false);
    const db = bed.as(otherAmbulance);
    const { update, offer } = statusWrites(t, otherAmbulance, 'accepted');
    const batch = writeBatch(db);
    batch.update(transportRef(db, t.id), update);
    batch.set(offerRef(db, t.id), offer!);
    batch.set(
      entryRef(db, t, otherAmbulance),
      entry(t, otherAmbulance, { accepted_at: serverTimestamp() }),
    );
    expect(await allowed(batch.commit())).toBe(true);
  });
});

describe('[RULES-AW3] the zone widens with the server’s time (critique, delay 1 min)', () => {
  // Created 90 s ago: the 40 km zone is open, not the 80 km one.
  it('[RULES-AW3] une société à 30 km répond à +90 s : autorisé ; à 60 km : refusé', async () => {
    await baseAt(ambulance, 30);
    await baseAt(otherAmbulance, 60);
    const t = await ride(90 * SECOND);
    expect(await open(ambulance, t)).toBe(true);
    expect(await open(otherAmbulance, t)).toBe(false);
  });
  it('[RULES-AW3] à +150 s la zone de 80 km est ouverte : la société à 60 km répond : autorisé', async () => {
    await baseAt(otherAmbulance, 60);
    expect(await open(otherAmbulance, await ride(150 * SECOND))).toBe(true);
  });
  it('[RULES-AW3] à 300 km : seulement après la dernière étape (+4 min, sans limite)', async () => {
    await baseAt(otherAmbulance, 300);
    expect(await open(otherAmbulance, await ride(200 * SECOND))).toBe(false);
    expect(await open(otherAmbulance, await ride(250 * SECOND))).toBe(true);
  });
  it('[RULES-AW3] l’acceptation par une société hors de la zone ouverte : refusé ; dans la zone : autorisé', async () => {
    await baseAt(ambulance, 30);
    await baseAt(otherAmbulance, 60);
    const t = await ride(90 * SECOND);
    const accept = (who: Persona) => {
      const db = bed.as(who);
      const { update, offer } = statusWrites(t, who, 'accepted');
      const batch = writeBatch(db);
      batch.update(transportRef(db, t.id), update);
      batch.set(offerRef(db, t.id), offer!);
      return allowed(batch.commit());
    };
    expect(await accept(otherAmbulance)).toBe(false);
    expect(await accept(ambulance)).toBe(true);
  });
  it('[RULES-AW3] sans base connue, rien ne se mesure : la société répond dès la création', async () => {
    expect(await open(otherAmbulance, await ride(5 * SECOND))).toBe(true);
  });
});

describe('[RULES-AW4] the acceptance is recorded in the award entry, in its own commit', () => {
  // The worst legitimate acceptance: a series ride, its pickup located, the company's base measured (reachedBy
  // runs in both the transport's and the entry's rules), the entry already holding the offer and the opening.
  const seriesRide = async (): Promise<Transport> => {
    const t: Transport = {
      ...(await ride(10 * 60 * SECOND)),
      series_id: 'serie-dialyse-aw',
      series_index: 3,
      series_count: 12,
      trip_leg: 'retour',
      partner_id: 'aller-aw',
      retour_sur_appel: true,
    };
    await seedTransports(bed.owner, [t]);
    return t;
  };
  const acceptWithEntry = (t: Transport, who: Persona, entryUpdate: DocumentData | null) => {
    const db = bed.as(who);
    const { update, offer } = statusWrites(t, who, 'accepted');
    const batch = writeBatch(db);
    batch.update(transportRef(db, t.id), update);
    batch.set(offerRef(db, t.id), offer!);
    if (entryUpdate !== null) batch.update(entryRef(db, t, who), entryUpdate);
    return allowed(batch.commit());
  };
  const accepted = { accepted_at: serverTimestamp(), updated_at: serverTimestamp() };

  it('[RULES-AW4] une séance de série acceptée, son entrée (offre, ouverture) marquée « acceptée » dans le même commit : autorisé (budget tenu)', async () => {
    await baseAt(ambulance, 10);
    const t = await seriesRide();
    expect(await open(ambulance, t)).toBe(true);
    expect(await acceptWithEntry(t, ambulance, accepted)).toBe(true);
    const stored = await getDocFromServer(entryRef(bed.owner, t, ambulance));
    expect(stored.get('accepted_at')).toBeInstanceOf(Timestamp);
  });
  it('[RULES-AW4] l’entrée marquée « acceptée » sans l’acceptation, ou à une heure choisie : refusé', async () => {
    const t = await ride(10 * 60 * SECOND);
    expect(await open(ambulance, t)).toBe(true);
    const db = bed.as(ambulance);
    expect(await allowed(updateDoc(entryRef(db, t, ambulance), accepted))).toBe(false);
    const chosen = { accepted_at: Timestamp.fromMillis(Date.now()), updated_at: serverTimestamp() };
    expect(await acceptWithEntry(t, ambulance, chosen)).toBe(false);
  });
});

describe('[RULES-AW5] a company reads a request only once the zone reaching its base is open', () => {
  const read = (who: Persona, t: Transport) =>
    allowed(getDocFromServer(transportRef(bed.as(who), t.id)));
  it('[RULES-AW5] à +90 s, la société à 30 km lit la demande ; celle à 60 km : refusé ; à +150 s : autorisé', async () => {
    await baseAt(ambulance, 30);
    await baseAt(otherAmbulance, 60);
    const t = await ride(90 * SECOND);
    expect(await read(ambulance, t)).toBe(true);
    expect(await read(otherAmbulance, t)).toBe(false);
    expect(await read(otherAmbulance, await ride(150 * SECOND))).toBe(true);
  });
  it('[RULES-AW5] à 100 km, la demande se lit à partir de la 4e zone (160 km, +3 min)', async () => {
    await baseAt(otherAmbulance, 100);
    expect(await read(otherAmbulance, await ride(170 * SECOND))).toBe(false);
    expect(await read(otherAmbulance, await ride(190 * SECOND))).toBe(true);
    expect(await read(otherAmbulance, await ride(185 * SECOND))).toBe(true);
  });
  // A read on an SDK listen stream is judged at the stream's time (the emulator keeps it open a minute): the app
  // asks a refused ride again in a one-read transaction, judged at its own time (firestore/pull-transports.ts).
  it('[RULES-AW5] la même demande, refusée à +175 s, se lit à +185 s (lecture en transaction)', async () => {
    await baseAt(otherAmbulance, 100);
    const t = await ride(175 * SECOND);
    expect(await read(otherAmbulance, t)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10 * SECOND));
    const db = bed.as(otherAmbulance);
    const again = runTransaction(db, (tx) => tx.get(transportRef(db, t.id)), { maxAttempts: 1 });
    expect(await allowed(again)).toBe(true);
  }, 30_000);
  it('[RULES-AW5] une société ne liste pas les demandes en attente de ses types (même dans sa zone) ; elle liste leurs offres', async () => {
    await baseAt(ambulance, 30);
    await ride(90 * SECOND);
    const db = bed.as(ambulance);
    const waiting = query(
      collection(db, 'transport'),
      where('etat', 'in', ['pending', 'broadcasting']),
      where('type_transport', 'in', ['ambulance', 'vsl']),
    );
    expect(await allowed(getDocsFromServer(waiting))).toBe(false);
    const offers = query(
      collection(db, 'transportOffers'),
      where('type_transport', 'in', ['ambulance', 'vsl']),
    );
    expect(await allowed(getDocsFromServer(offers))).toBe(true);
  });
});
