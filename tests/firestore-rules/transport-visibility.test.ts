// @vitest-environment node
import {
  and,
  collection,
  documentId,
  limit,
  orderBy,
  Timestamp,
  getDocFromServer,
  getDocsFromServer,
  or,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canReadOffer,
  canReadTransport,
  canReadTransportPrivate,
  TRANSPORT_OFFERS_COLLECTION,
} from '@/domain/security/collections';
import { TRANSPORT_COLLECTION } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUSES, WAITING_STATUSES } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { TRANSPORT_TYPES_SEEN_BY_ROLE } from '@/domain/transport/visibility';
import { PERSONAS, seedProfiles, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';
import {
  domainTransport,
  offerRef,
  privateRef,
  seedTransports,
  transportRef,
} from './support/transports';

/**
 * [RULES-V] Who reads what: transport ≡ the domain's isVisibleTo, transportPrivate ≡ canReadTransportPrivate (never a
 * mere candidate), transportOffers ≡ canReadOffer — for every role × relation × state × type. Then the queries the
 * adapters make: Firestore only runs a query the rules can prove for every document it may return.
 */

const PROJECT = 'demo-rules-visibility';
const VIEWERS: readonly Persona[] = Object.values(PERSONAS);
const transports = TRANSPORT_TYPES.flatMap((type) =>
  TRANSPORT_STATUSES.map((etat) => domainTransport({ id: `v-${type}-${etat}`, etat, type })),
);

const verdict = (ok: boolean) => (ok ? 'lit' : 'ne lit pas');
const cases = transports.flatMap((t) =>
  VIEWERS.map((viewer) => ({ t, viewer, where: `${t.type_transport} ${t.etat}` })),
);

let bed: RulesTestbed;
const results = new Map<string, boolean>();

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
  await bed.clear();
  await seedProfiles(bed.owner);
  await seedTransports(bed.owner, transports);
  for (let start = 0; start < cases.length; start += 60) {
    await Promise.all(
      cases.slice(start, start + 60).map(async ({ t, viewer }) => {
        const db = bed.as(viewer);
        const [shared, secret, offer] = await Promise.all([
          allowed(getDocFromServer(transportRef(db, t.id))),
          allowed(getDocFromServer(privateRef(db, t.id))),
          allowed(getDocFromServer(offerRef(db, t.id))),
        ]);
        results.set(`public ${t.id} ${viewer.uid}`, shared);
        results.set(`private ${t.id} ${viewer.uid}`, secret);
        results.set(`offer ${t.id} ${viewer.uid}`, offer);
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  await bed?.dispose();
});

describe('[RULES-V] lecture d’un transport ≡ isVisibleTo du domaine', () => {
  it.each(
    cases.map((c) => {
      const ok = canReadTransport(c.t, c.viewer);
      return [`[RULES-V] ${c.viewer.label} ${verdict(ok)} un transport ${c.where}`, c, ok] as const;
    }),
  )('%s', (_name, { t, viewer }, ok) => {
    expect(results.get(`public ${t.id} ${viewer.uid}`)).toBe(ok);
  });
});

describe('[RULES-V] partie privée (identité, adresse exacte) : les parties seulement, jamais un candidat', () => {
  it.each(
    cases.map((c) => {
      const ok = canReadTransportPrivate(c.t, c.viewer);
      return [
        `[RULES-V] ${c.viewer.label} ${verdict(ok)} la partie privée ${c.where}`,
        c,
        ok,
      ] as const;
    }),
  )('%s', (_name, { t, viewer }, ok) => {
    expect(results.get(`private ${t.id} ${viewer.uid}`)).toBe(ok);
  });
});

describe('[RULES-V] offre (ouverte ou non) : les transporteurs du type et les administrateurs', () => {
  it.each(
    cases
      .filter((c) => c.t.etat === 'pending')
      .map((c) => {
        const ok = canReadOffer(c.viewer.role, c.t.type_transport);
        return [
          `[RULES-V] ${c.viewer.label} ${verdict(ok)} l’offre ${c.t.type_transport}`,
          c,
          ok,
        ] as const;
      }),
  )('%s', (_name, { t, viewer }, ok) => {
    expect(results.get(`offer ${t.id} ${viewer.uid}`)).toBe(ok);
  });
});

const transportsOf = (db: Firestore) => collection(db, TRANSPORT_COLLECTION);
const offersOf = (db: Firestore) => collection(db, TRANSPORT_OFFERS_COLLECTION);
const waiting = [...WAITING_STATUSES];
const seen = (viewer: Persona) => [...TRANSPORT_TYPES_SEEN_BY_ROLE[viewer.role]];

describe('[RULES-V] requêtes : Firestore prouve celles des relations, refuse les autres', () => {
  const { admin, clinic, ambulance, vtc, patient } = PERSONAS;
  const cases: [string, Persona, (db: Firestore) => Query, boolean][] = [
    ['administrateur : tout', admin, (db) => query(transportsOf(db)), true],
    [
      'clinique : requester_org_id == son organisation',
      clinic,
      (db) => query(transportsOf(db), where('requester_org_id', '==', clinic.orgId)),
      true,
    ],
    [
      'clinique : created_by == elle (clause retirée)',
      clinic,
      (db) => query(transportsOf(db), where('created_by', '==', clinic.uid)),
      false,
    ],
    [
      'clinique : comme la pull de l’adaptateur (updated_at ≥ origine, ordre, page)',
      clinic,
      (db) =>
        query(
          transportsOf(db),
          and(
            where('requester_org_id', '==', clinic.orgId),
            where('updated_at', '>=', new Timestamp(-62_135_596_800, 0)),
          ),
          orderBy('updated_at'),
          orderBy(documentId()),
          limit(50),
        ),
      true,
    ],
    ['clinique : tout', clinic, (db) => query(transportsOf(db)), false],
    [
      'transporteur : provider_org_id == son organisation',
      ambulance,
      (db) => query(transportsOf(db), where('provider_org_id', '==', ambulance.orgId)),
      true,
    ],
    [
      // Issue 23: a company reads a request by id once its zone is open; it lists the offers, never the rides.
      'transporteur : etat en attente et type servi (issue 23 : refusée, il suit les offres)',
      ambulance,
      (db) =>
        query(
          transportsOf(db),
          and(where('etat', 'in', waiting), where('type_transport', 'in', seen(ambulance))),
        ),
      false,
    ],
    [
      'vtc : etat en attente et type servi, sans vtc_eligible (issue 22 : refusée)',
      vtc,
      (db) =>
        query(
          transportsOf(db),
          and(where('etat', 'in', waiting), where('type_transport', 'in', seen(vtc))),
        ),
      false,
    ],
    [
      'vtc : etat en attente, type servi et vtc_eligible == true (issue 23 : refusée aussi)',
      vtc,
      (db) =>
        query(
          transportsOf(db),
          and(
            where('etat', 'in', waiting),
            where('type_transport', 'in', seen(vtc)),
            where('vtc_eligible', '==', true),
          ),
        ),
      false,
    ],
    [
      'transporteur : type servi seulement (courses prises par d’autres)',
      ambulance,
      (db) => query(transportsOf(db), where('type_transport', 'in', seen(ambulance))),
      false,
    ],
    [
      'patient : patient_id == lui',
      patient,
      (db) => query(transportsOf(db), where('patient_id', '==', patient.uid)),
      true,
    ],
    [
      'patient : global_patient_id == lui',
      patient,
      (db) => query(transportsOf(db), where('global_patient_id', '==', patient.uid)),
      true,
    ],
    [
      'patient : patient_id ou global_patient_id == lui',
      patient,
      (db) =>
        query(
          transportsOf(db),
          or(where('patient_id', '==', patient.uid), where('global_patient_id', '==', patient.uid)),
        ),
      true,
    ],
    [
      'transporteur : offres des types servis',
      ambulance,
      (db) => query(offersOf(db), where('type_transport', 'in', seen(ambulance))),
      true,
    ],
    [
      'transporteur : offres ouvertes de son type créées depuis (élargissements, issue 23)',
      ambulance,
      (db) =>
        query(
          offersOf(db),
          and(
            where('open', '==', true),
            where('type_transport', '==', 'ambulance'),
            where('created_at', '>=', Timestamp.fromMillis(Date.now() - 86_400_000)),
          ),
        ),
      true,
    ],
    ['transporteur : toutes les offres', ambulance, (db) => query(offersOf(db)), false],
    [
      'clinique : offres',
      clinic,
      (db) => query(offersOf(db), where('type_transport', 'in', ['vsl'])),
      false,
    ],
  ];
  it.each(cases)('[RULES-V] requête %s', async (_name, viewer, build, expected) => {
    expect(await allowed(getDocsFromServer(build(bed.as(viewer))))).toBe(expected);
  });
});
