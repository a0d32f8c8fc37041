// @vitest-environment node
import {
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestAccount } from '@/domain/admin/test-data';
import { buildMessage } from '@/domain/messages/message-decision';
import { MESSAGES_COLLECTION, type Message } from '@/domain/messages/message';
import { PATIENT_LINKS_COLLECTION } from '@/domain/patient/patient-link';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
import { EQUIPMENT, VEHICLES_COLLECTION } from '@/domain/organisation/vehicle';
import { PROFILE_OP_IDS_KEPT } from '@/domain/user/profile-operation';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { PATIENT_COUNTER } from '@/domain/ids/counter-names';
import { patientId } from '@/domain/ids/formatted-id';
import {
  historyEntryShape,
  responseShape,
  modificationShape,
} from '@/domain/security/document-shapes';
import {
  FIELD_LIMITS as L,
  RIDE_HISTORY_MAX,
  RIDE_HISTORY_RESERVE,
  RIDE_MODIFICATIONS_MAX,
  RIDE_RESPONSES_MAX,
} from '@/domain/shared/field-limits';
import {
  buildSubscriptionRequest,
  SUBSCRIPTION_REQUESTS_COLLECTION,
} from '@/domain/subscription/subscription-request';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { withoutStaffNames } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import { largestOf } from '@tests/support/largest-document';
import { PERSONAS, seededProfileOf, type Persona } from './support/personas';
import { newcomer, signUpBatch } from './support/sign-up';
import { counterRef, counterStep, creationWrites } from './support/creation';
import { allowed, useRulesTestbed } from './support/testbed';
import {
  domainTransport,
  historyEntry,
  nextOpId,
  seedTransports,
  statusBatch,
  storedTransport,
  transportRef,
} from './support/transports';

/**
 * [RULES-SH] Issue 21, item 1: every document has a shape on the server, generated from the domain's shapes
 * (security/document-shapes.ts → firestore.rules). For each collection a legitimate writer's largest document is
 * accepted, one character over a cap is refused, an unknown key is refused. And a ride cannot grow to the point
 * where its parties are locked out: refused entries stop short of the cap, the parties still finish the ride.
 */

const bed = useRulesTestbed('demo-rules-document-shapes');
const text = (n: number) => 'é'.repeat(n);
const { admin, ambulance, vtc } = PERSONAS;
const patientAccount = PERSONAS.patient;
// The clinic signs entries and messages with its own name (issue 21, rules ownNames): the longest a profile holds.
const clinic: Persona = { ...PERSONAS.clinic, label: text(L.name) };
type Change = (d: DocumentData) => DocumentData;
const same: Change = (d) => d;
let counter = 0;
const nextId = (label: string) => `${label}-${(counter += 1)}`;

/** One collection of the matrix: a legitimate write whose document `change` alters. */
interface ShapeCase {
  name: string;
  write: (change: Change) => Promise<boolean>;
  largest: Change;
  overSize: Change;
}

/** A new request (transport, private part, offer, counter) with one document of the commit altered. */
function creation(who: Persona, index: 0 | 1 | 3, change: Change) {
  const db = bed.as(who);
  const id = nextId('sh');
  const { writes } = creationWrites(db, who, { id, number: null });
  const numbered = creationWrites(db, who, { id, number: 1 });
  const all = index === 3 ? numbered.writes : writes;
  const batch = writeBatch(db);
  all.forEach(([ref, data], i) => batch.set(ref, i === index ? change(data) : data));
  return allowed(batch.commit());
}

const labels = Array.from({ length: L.labels }, () => text(L.label));
/**
 * Issue 21 item 1: the clinic's staff sign the shared part with the clinic's name as the ride copies it (the
 * largest: a clinic named with L.name characters, on the rides seeded below); their own name is in the private part.
 */
const LONG_CLINIC = text(L.name);
const largestEntry = (entry: DocumentData): DocumentData => ({
  ...entry,
  notes: text(L.note),
  reason: text(L.note),
  device_id: text(L.id),
  refusal_reason: text(L.refusalReason),
  position: { lat: 45.1, lng: 4.1, accuracy: 12, capturedAt: Date.now() },
});

/**
 * A party of the ride (here its requester) records a refused move on an open request — the only refusals written
 * into the shared history (a candidate's stay on its device, [RULES-RP]); `change` alters the appended entry.
 */
async function refusedEntry(change: Change, history: HistoryEntry[] = []) {
  const base = domainTransport({ id: nextId('sh-ref'), etat: 'pending' });
  const t: Transport = withoutStaffNames({
    ...base,
    requester_org_name: LONG_CLINIC,
    historique_etats: [...base.historique_etats, ...history],
  });
  await seedTransports(bed.owner, [t]);
  const batch = statusBatch(bed.as(clinic), t, clinic, 'accepted', {
    applied: false,
    tamper: (update) => {
      const entries = update.historique_etats as DocumentData[];
      const last = entries.length - 1;
      return { ...update, historique_etats: entries.map((e, i) => (i === last ? change(e) : e)) };
    },
  });
  return allowed(batch.commit());
}

/** The requester edits its open request; `change` alters the logged modification. */
async function edit(change: Change) {
  const t = {
    ...domainTransport({ id: nextId('sh-edit'), etat: 'pending' }),
    requester_org_name: LONG_CLINIC,
  };
  await seedTransports(bed.owner, [t]);
  const db = bed.as(clinic);
  const opId = nextOpId('edit');
  const entry = {
    op_id: opId,
    at: Date.now(),
    device_time: Date.now(),
    by: clinic.uid,
    by_name: LONG_CLINIC,
    fields: ['priorite'],
  };
  const batch = writeBatch(db);
  batch.update(transportRef(db, t.id), {
    priorite: 'urgent',
    modifications: [...t.modifications, change(entry)],
    updated_at: serverTimestamp(),
    updated_by: clinic.uid,
    [`op_server_times.${opId}`]: serverTimestamp(),
  });
  return allowed(batch.commit());
}

/** The clinic writes in the conversation of an assigned ride. */
async function message(change: Change) {
  const t = domainTransport({ id: nextId('sh-msg'), etat: 'assigned' });
  await seedTransports(bed.owner, [t]);
  const built = buildMessage(
    t,
    { ...clinic, name: clinic.label },
    {
      opId: nextId('op'),
      text: 'Le patient attend au hall B.',
      deviceTime: Date.now(),
    },
  );
  if (!built.ok) throw new Error(built.refusal.reason);
  const { id, created_at: _c, ...fields } = built.message satisfies Message;
  const data = { ...fields, created_at: serverTimestamp(), updated_at: serverTimestamp() };
  return allowed(setDoc(doc(bed.as(clinic), MESSAGES_COLLECTION, id), change(data)));
}

/** The clinic records a patient under the device's PAT- id. */
function patient(change: Change) {
  const id = `PAT-${nextId('X')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')}`;
  const data = {
    id,
    first_name: 'Jeanne',
    last_name: 'Martin',
    phone: '0601020304',
    birth_date: '1950-04-12',
    secu_number: '250047512345612',
    medical_conditions: ['Dialyse'],
    mobility: 'aide',
    email: '',
    orga_id: clinic.orgId,
    created_by: clinic.uid,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    local_id: null,
  };
  return allowed(setDoc(doc(bed.as(clinic), PATIENTS_COLLECTION, id), change(data)));
}

/** The clinic records patient_0001 with its counter; `change` alters the counter. */
let patientNumber = 0;
beforeEach(async () => {
  patientNumber = 0;
  await setDoc(doc(bed.owner, 'users', clinic.uid), { displayName: clinic.label }, { merge: true });
});
function numberedPatient(change: Change) {
  const db = bed.as(clinic);
  patientNumber += 1;
  const id = patientId(patientNumber);
  const batch = writeBatch(db);
  batch.set(doc(db, PATIENTS_COLLECTION, id), {
    id,
    orga_id: clinic.orgId,
    created_by: clinic.uid,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
  batch.set(counterRef(db, PATIENT_COUNTER), change(counterStep(patientNumber, 'patient', id)));
  return allowed(batch.commit());
}

/** The VTC company files its subscription request. */
function subscriptionRequest(change: Change) {
  const reference = `ABO-${String((counter += 1)).padStart(10, '0')}`;
  const built = buildSubscriptionRequest({
    applicant: {
      uid: vtc.uid,
      email: vtc.email ?? '',
      displayName: vtc.label,
      userType: vtc.role,
      orga_id: vtc.orgId,
    },
    plan: 'pro',
    units: 3,
    transferReference: reference,
    now: 0,
  });
  if (!built.ok) throw new Error(built.error);
  const data = { ...built.request, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
  return allowed(
    setDoc(doc(bed.as(vtc), SUBSCRIPTION_REQUESTS_COLLECTION, reference), change(data)),
  );
}

/** Someone signs up as a patient (a fresh account each time). */
function signUp(change: Change) {
  const who = newcomer(nextId('u-sh'));
  return allowed(signUpBatch(bed.as(who), who, { role: 'patient', profile: change }).commit());
}

/** The patient saves their settings (profile.update merges the fields it changes). */
function profileUpdate(change: Change) {
  const data = { ...seededProfileOf(patientAccount), updatedAt: serverTimestamp() };
  const ref = doc(bed.as(patientAccount), 'users', patientAccount.uid);
  return allowed(setDoc(ref, change(data), { merge: true }));
}

/** An admin creates a test account (gestion des données de test). */
function testAccount(change: Change) {
  const uid = nextId('u-test');
  const data = buildTestAccount('ambulance', uid, admin.uid, Date.now());
  return allowed(setDoc(doc(bed.as(admin), 'users', uid), change(data)));
}

/** An admin corrects (merge) the profile of a company founder whose every field is at its cap. */
async function adminCorrection(change: Change) {
  const uid = nextId('u-full');
  const full = largestProfile(buildTestAccount('ambulance', uid, admin.uid, Date.now()));
  await setDoc(doc(bed.owner, 'users', uid), { ...full, sessions_revoked_at: 1 });
  const data = { orga_id: ambulance.orgId, updatedAt: serverTimestamp() };
  return allowed(setDoc(doc(bed.as(admin), 'users', uid), change(data), { merge: true }));
}

/** Every field a user writes on their own profile, at its cap. */
const largestProfile = (p: DocumentData): DocumentData => ({
  ...p,
  firstName: text(L.name),
  lastName: text(L.name),
  displayName: text(L.name),
  phoneNumber: text(L.phone),
  profilePicture: text(L.url),
  company_name: text(L.name),
  address: { street: text(L.street), city: text(L.city), postalCode: text(L.postcode) },
  preferences: {
    language: text(L.code),
    notifications: { email: true, push: true, sms: true },
    dashboard: { defaultView: text(L.code), showStats: true },
  },
  organisationSettings: {
    interventionRadiusKm: 1000,
    openingHours: { start: '08:00', end: '18:00' },
    urgent24hNotifications: true,
    transportTypes: [...TRANSPORT_TYPES],
  },
  lastLogin: text(L.code),
  loginCount: 1000,
  profile_op_ids: Array.from({ length: PROFILE_OP_IDS_KEPT }, (_, i) => `${i}${text(L.id - 3)}`),
});

/** A responsable (the founder) of ambu_0001 adds a vehicle to its fleet. */
async function vehicle(change: Change) {
  await setDoc(doc(bed.owner, 'ambulanceCompanies', ambulance.orgId), {
    id: ambulance.orgId,
    type: 'ambulance',
    name: 'Ambulances du Parc',
    owner_uid: ambulance.uid,
  });
  const data = {
    org_id: ambulance.orgId,
    kind: 'ambulance',
    registration: 'AB-123-CD',
    label: 'Ambulance 2',
    equipment: ['oxygene'],
    active: true,
  };
  return allowed(setDoc(doc(bed.as(ambulance), VEHICLES_COLLECTION, nextId('veh')), change(data)));
}

/**
 * The clinic records a patient with an e-mail and proposes the link in its name; `clinicName` is its document's
 * name (the link copies it).
 */
async function patientLink(change: Change, clinicName = 'Clinique du Parc') {
  await setDoc(doc(bed.owner, 'clinics', clinic.orgId), {
    id: clinic.orgId,
    type: 'clinique',
    name: clinicName,
    owner_uid: clinic.uid,
  });
  const db = bed.as(clinic);
  const id = `PAT-${nextId('L')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')}`;
  const link = change({
    orga_id: clinic.orgId,
    org_name: clinicName,
    email: 'jeanne.martin@exemple.fr',
    status: 'proposed',
    patient_uid: null,
    created_by: clinic.uid,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    answered_at: null,
  });
  const batch = writeBatch(db);
  batch.set(doc(db, PATIENTS_COLLECTION, id), {
    id,
    orga_id: clinic.orgId,
    created_by: clinic.uid,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    email: link.email,
  });
  batch.set(doc(db, PATIENT_LINKS_COLLECTION, id), link);
  return allowed(batch.commit());
}
const longestEmail = `${'a'.repeat(L.email - '@exemple.fr'.length)}@exemple.fr`;

const withAddress = (d: DocumentData, ville: string): DocumentData => ({
  ...d,
  adresse_depart: { ...d.adresse_depart, ville, codePostal: text(L.postcode) },
  adresse_arrivee: { ...d.adresse_arrivee, ville, codePostal: text(L.postcode) },
});
const atIndex = (list: unknown[], index: number, change: Change) =>
  list.map((item, i) => (i === index ? change(item as DocumentData) : item));

const CASES: ShapeCase[] = [
  {
    name: 'transport (création)',
    write: (change) => creation(clinic, 0, change),
    largest: (d) => ({
      ...withAddress(d, text(L.city)),
      equipements_requis: labels,
      informations_medicales: { ...d.informations_medicales, equipements_speciaux: labels },
      historique_etats: atIndex(d.historique_etats as unknown[], 0, largestEntry),
    }),
    overSize: (d) => withAddress(d, text(L.city + 1)),
  },
  {
    name: 'transportPrivate (création)',
    write: (change) => creation(clinic, 1, change),
    largest: (d) => ({
      ...d,
      patient_info: {
        firstName: text(L.name),
        lastName: text(L.name),
        phone: text(L.phone),
        birthDate: text(L.code),
      },
      adresse_depart: { ...d.adresse_depart, rue: text(L.street) },
      adresse_arrivee: { ...d.adresse_arrivee, rue: text(L.street) },
      pathologie: text(L.note),
      commentaires: text(L.comment),
    }),
    overSize: (d) => ({ ...d, commentaires: text(L.comment + 1) }),
  },
  {
    name: 'counters (numéro de patient)',
    write: numberedPatient,
    largest: (d) => ({ ...d, type: text(L.code) }),
    overSize: (d) => ({ ...d, type: text(L.code + 1) }),
  },
  {
    name: 'historique_etats (entrée refusée d’une partie)',
    write: (change) => refusedEntry(change),
    largest: largestEntry,
    overSize: (e) => ({ ...e, notes: text(L.note + 1) }),
  },
  {
    name: 'modifications (modification par le demandeur)',
    write: edit,
    largest: (m) => ({
      ...m,
      by_name: text(L.name),
      fields: ['priorite', ...Array.from({ length: L.editedFields - 1 }, () => text(L.code))],
    }),
    overSize: (m) => ({ ...m, by_name: text(L.name + 1) }),
  },
  {
    name: 'messages',
    write: message,
    largest: (m) => ({ ...m, text: text(L.message) }),
    overSize: (m) => ({ ...m, text: text(L.message + 1) }),
  },
  {
    name: 'patients',
    write: patient,
    largest: (p) => ({
      ...p,
      first_name: text(L.name),
      last_name: text(L.name),
      secu_number: text(L.code),
      medical_conditions: labels,
    }),
    overSize: (p) => ({ ...p, last_name: text(L.name + 1) }),
  },
  {
    name: 'subscriptionRequests',
    write: subscriptionRequest,
    largest: (r) => ({ ...r, displayName: text(L.name) }),
    overSize: (r) => ({ ...r, displayName: text(L.name + 1) }),
  },
  {
    name: 'users (inscription)',
    write: signUp,
    largest: largestProfile,
    overSize: (p) => ({ ...p, displayName: text(L.name + 1) }),
  },
  {
    name: 'users (réglages du profil)',
    write: profileUpdate,
    largest: largestProfile,
    overSize: (p) => ({ ...p, phoneNumber: text(L.phone + 1) }),
  },
  {
    name: 'users (900 Ko dans son propre profil)',
    write: profileUpdate,
    largest: (p) => ({ ...p, address: text(L.street) }),
    overSize: (p) => ({ ...p, address: 'x'.repeat(900 * 1024) }),
  },
  {
    name: 'users (compte de test créé par un administrateur)',
    write: testAccount,
    largest: largestProfile,
    overSize: (p) => ({ ...p, company_name: text(L.name + 1) }),
  },
  {
    name: 'users (un administrateur corrige un profil rempli)',
    write: adminCorrection,
    largest: (p) => ({ ...p, company_name: text(L.name) }),
    overSize: (p) => ({ ...p, company_name: text(L.name + 1) }),
  },
  {
    name: 'vehicles',
    write: vehicle,
    largest: (v) => ({
      ...v,
      label: text(L.name),
      registration: text(L.code),
      equipment: [...EQUIPMENT],
    }),
    overSize: (v) => ({ ...v, label: text(L.name + 1) }),
  },
  {
    name: 'patientLinks',
    write: (change) => patientLink(change),
    largest: (l) => ({ ...l, email: longestEmail }),
    overSize: (l) => ({ ...l, org_name: text(L.name + 1) }),
  },
];

describe('[RULES-SH1] patientLinks : le nom copié de la clinique est borné', () => {
  it('[RULES-SH1] le plus long nom de clinique : autorisé ; au-delà : refusé', async () => {
    expect(await patientLink(same, text(L.name))).toBe(true);
    expect(await patientLink(same, text(L.name + 1))).toBe(false);
  });
});

describe('[RULES-SH1] chaque collection a sa forme sur le serveur (matrice générée des formes du domaine)', () => {
  describe.each(CASES)('[RULES-SH1] $name', ({ write, largest, overSize }) => {
    it('[RULES-SH1] le plus grand document légitime : autorisé', async () => {
      expect(await write(largest)).toBe(true);
    });
    it('[RULES-SH1] un caractère au-delà d’une limite : refusé', async () => {
      expect(await write(overSize)).toBe(false);
    });
    it('[RULES-SH1] une clé inconnue : refusé', async () => {
      expect(await write((d) => ({ ...d, extra: 'x' }))).toBe(false);
    });
  });
});

describe('[RULES-SH2] un transport ne grossit jamais au point de bloquer ses parties', () => {
  /** A ride of `entries` history entries, each at its largest, with every other list and map full. */
  function fullRide(entries: number, etat: Transport['etat']): DocumentData {
    const t = domainTransport({ id: nextId('sh-full'), etat });
    const stored = storedTransport(t);
    const entry = largestOf(historyEntryShape, () => null) as DocumentData;
    const history = Array.from({ length: entries }, (_, i) => ({
      ...entry,
      etat,
      op_id: `pad-${i}`.padEnd(L.id, '-'),
      applied: false,
      refusal_code: 'already_accepted',
      updated_by_role: 'ambulance',
      position: { lat: 45.1, lng: 4.1, accuracy: 12, capturedAt: 1 },
    }));
    const modification = largestOf(modificationShape, () => null) as DocumentData;
    const response = largestOf(responseShape, () => null) as DocumentData;
    const ts = Timestamp.now();
    return {
      ...stored,
      historique_etats: [...(stored.historique_etats as unknown[]), ...history],
      modifications: Array.from({ length: RIDE_MODIFICATIONS_MAX }, (_, i) => ({
        ...modification,
        op_id: `mod-${i}`,
      })),
      responses: Object.fromEntries(
        Array.from({ length: RIDE_RESPONSES_MAX }, (_, i) => [
          `org-${i}`.padEnd(L.id, '-'),
          response,
        ]),
      ),
      op_server_times: {
        ...(stored.op_server_times as object),
        ...Object.fromEntries(
          // One per op: each history entry and each edit (the creation's is in `stored`).
          Array.from({ length: entries + RIDE_MODIFICATIONS_MAX }, (_, i) => [
            `op-${i}`.padEnd(L.id, '-'),
            ts,
          ]),
        ),
      },
    };
  }
  const seed = async (id: string, data: DocumentData) => {
    await setDoc(doc(bed.owner, 'transport', id), data);
    return {
      ...domainTransport({ id, etat: data.etat }),
      historique_etats: data.historique_etats,
    } as Transport;
  };

  it('[RULES-SH2] des refus jusqu’à la réserve : le suivant est refusé', async () => {
    const room = RIDE_HISTORY_MAX - RIDE_HISTORY_RESERVE;
    const padding = (n: number) =>
      Array.from({ length: n }, (_, i) => historyEntry(ambulance, 'accepted', `pad-${i}`, false));
    // The request's first entry plus room − 2 refusals: one more fits, then the reserve begins.
    expect(await refusedEntry(same, padding(room - 2))).toBe(true);
    expect(await refusedEntry(same, padding(room - 1))).toBe(false);
  });

  it('[RULES-SH2] la course la plus lourde (historique à la limite, tout au maximum) se termine encore', async () => {
    const data = fullRide(RIDE_HISTORY_MAX - 2, 'arrived_destination');
    const id = data.id as string;
    const t = await seed(id, data);
    expect(await allowed(statusBatch(bed.as(ambulance), t, ambulance, 'completed').commit())).toBe(
      true,
    );
  });

  it('[RULES-SH2] une demande pleine de refus, tout au maximum, est encore acceptée par un candidat', async () => {
    const data = fullRide(RIDE_HISTORY_MAX - RIDE_HISTORY_RESERVE - 1, 'pending');
    const id = data.id as string;
    await setDoc(doc(bed.owner, 'transportOffers', id), {
      type_transport: data.type_transport,
      open: true,
      updated_at: serverTimestamp(),
    });
    const t = await seed(id, data);
    expect(await allowed(statusBatch(bed.as(ambulance), t, ambulance, 'accepted').commit())).toBe(
      true,
    );
  });

  it('[RULES-SH2] au-delà de la limite de l’historique : refusé', async () => {
    const data = fullRide(RIDE_HISTORY_MAX - 1, 'en_route_destination');
    const t = await seed(data.id as string, data);
    expect(
      await allowed(statusBatch(bed.as(ambulance), t, ambulance, 'arrived_destination').commit()),
    ).toBe(false);
  });
});

describe('[RULES-SH3] une étape appliquée a la forme d’une entrée d’historique', () => {
  async function stepWith(change: DocumentData) {
    const t = domainTransport({ id: nextId('sh3'), etat: 'en_route_pickup' });
    await seedTransports(bed.owner, [t]);
    const batch = statusBatch(bed.as(ambulance), t, ambulance, 'arrived_pickup', {
      tamper: (update, entry) => {
        const history = update.historique_etats as HistoryEntry[];
        return { ...update, historique_etats: [...history.slice(0, -1), { ...entry, ...change }] };
      },
    });
    return allowed(batch.commit());
  }
  it('[RULES-SH3] contrôle : l’étape telle que l’app l’écrit : autorisé', async () => {
    expect(await stepWith({})).toBe(true);
  });
  it('[RULES-SH3] des notes de 900 Ko (la course figée pour ses parties) : refusé', async () => {
    expect(await stepWith({ notes: 'x'.repeat(900_000) })).toBe(false);
  });
  it('[RULES-SH3] 100 Ko de notes, d’identifiant d’appareil ou de position : refusé', async () => {
    const big = 'x'.repeat(100_000);
    expect(await stepWith({ notes: big })).toBe(false);
    expect(await stepWith({ device_id: big })).toBe(false);
    expect(await stepWith({ position: { lat: 45.7, lng: 4.8, accuracy: 10, pad: big } })).toBe(
      false,
    );
    expect(await stepWith({ server_timestamp: [big] })).toBe(false);
  });
  it('[RULES-SH3] contrôle : des notes de 300 caractères et une position : autorisé', async () => {
    const position = { lat: 45.7, lng: 4.8, accuracy: 10, capturedAt: Date.now() };
    expect(await stepWith({ notes: 'n'.repeat(300), position })).toBe(true);
  });
  it('[RULES-SH3] une acceptation avec 100 Ko de notes : refusé ; la même sans : autorisé', async () => {
    const accept = async (change: DocumentData) => {
      const t = domainTransport({ id: nextId('sh3-acc'), etat: 'pending' });
      await seedTransports(bed.owner, [t]);
      await setDoc(doc(bed.owner, 'transportOffers', t.id), {
        type_transport: t.type_transport,
        open: true,
        updated_at: serverTimestamp(),
      });
      const batch = statusBatch(bed.as(ambulance), t, ambulance, 'accepted', {
        tamper: (update, entry) => {
          const history = update.historique_etats as HistoryEntry[];
          return {
            ...update,
            historique_etats: [...history.slice(0, -1), { ...entry, ...change }],
          };
        },
      });
      return allowed(batch.commit());
    };
    expect(await accept({ notes: 'x'.repeat(100_000) })).toBe(false);
    expect(await accept({})).toBe(true);
  });
  it('[RULES-SH3] une clé inconnue dans l’entrée : refusé', async () => {
    expect(await stepWith({ bonus: 'x' })).toBe(false);
  });
});
