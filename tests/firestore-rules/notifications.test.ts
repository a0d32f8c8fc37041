// @vitest-environment node
import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_TTL_MS } from '@/domain/constants';
import { PATIENT_COUNTER } from '@/domain/ids/counter-names';
import { buildNotification } from '@/domain/notification/build-notification';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notification/notification';
import type { ServerNotificationType } from '@/domain/notification/notification-type';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { PERSONAS, type Persona } from './support/personas';
import { counterRef, counterStep, creationBatch } from './support/creation';
import { deviceClock } from './support/device-clock';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, seedTransports, statusBatch } from './support/transports';

/**
 * [RULES-N] Notifications: created only with the event the caller performed in the same commit, of a type of the
 * addressed role, under the audience key a pull reads; read per audience; read state per user.
 */

const PROJECT = 'demo-rules-notifications';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, clinicMate, otherClinic, ambulance, otherAmbulance, vtc } = PERSONAS;

interface Target {
  userId?: string;
  orgId?: string;
}
const audienceOf = (role: string, { userId, orgId }: Target) =>
  userId ? `user:${userId}` : orgId ? `org:${orgId}:${role}` : `role:${role}`;

/** A notification as the design stores it: the domain's texts, server-stamped, with its audience, op and read_by. */
function notification(
  type: ServerNotificationType,
  target: Target,
  cause: DocumentData,
): DocumentData {
  const built = buildNotification(type, { userId: target.userId, orgId: target.orgId }, Date.now());
  return {
    ...built,
    ...cause,
    created_at: serverTimestamp(),
    expires_at: Timestamp.fromMillis(Date.now() + NOTIFICATION_TTL_MS),
    updated_at: serverTimestamp(),
    audience: audienceOf(built.role, target),
    read_by: {},
  };
}
const notificationRef = (db: Firestore, id: string) => doc(db, NOTIFICATIONS_COLLECTION, id);
const addTo = (batch: WriteBatch, db: Firestore, id: string, data: DocumentData) => {
  batch.set(notificationRef(db, id), data);
  return batch;
};

describe('[RULES-N] création avec l’événement de la même écriture', () => {
  const announce = (
    change: (n: DocumentData) => DocumentData = (n) => n,
    type: ServerNotificationType = 'new_transport',
  ) => {
    const db = bed.as(clinic);
    const { batch, opId } = creationBatch(db, clinic, { id: 't1' });
    const data = notification(type, {}, { transport_id: 't1', op_id: opId });
    const changed = change(data);
    const target = changed.user_id ?? changed.org_id ?? changed.role;
    return allowed(addTo(batch, db, `${opId}:${type}:${target}`, changed).commit());
  };
  it('[RULES-N] une demande créée annonce new_transport aux ambulances : autorisé', async () => {
    expect(await announce()).toBe(true);
  });
  it('[RULES-N] une notification sans son événement (opération passée) : refusé', async () => {
    await seedTransports(bed.owner, [domainTransport({ id: 't1', etat: 'pending' })]);
    const data = notification('new_transport', {}, { transport_id: 't1', op_id: 't1-creation' });
    expect(await allowed(setDoc(notificationRef(bed.as(clinic), 'n1'), data))).toBe(false);
  });
  it('[RULES-N] l’acceptation confirme à la clinique et à l’organisation du transporteur : autorisé', async () => {
    const t = domainTransport({ id: 't1', etat: 'pending' });
    await seedTransports(bed.owner, [t]);
    const db = bed.as(otherAmbulance);
    const batch = statusBatch(db, t, otherAmbulance, 'accepted', { opId: 'op-acc' });
    const cause = { transport_id: 't1', op_id: 'op-acc' };
    addTo(
      batch,
      db,
      `op-acc:transport_confirmed:${clinic.orgId}`,
      notification('transport_confirmed', { orgId: clinic.orgId }, cause),
    );
    addTo(
      batch,
      db,
      `op-acc:transport_accepted:${otherAmbulance.orgId}`,
      notification('transport_accepted', { orgId: otherAmbulance.orgId }, cause),
    );
    expect(await allowed(batch.commit())).toBe(true);
  });
  it.each([
    [
      'd’un type d’un autre rôle',
      (n: DocumentData) => ({ ...n, role: 'vtc', audience: 'role:vtc' }),
    ],
    ['sous une autre audience', (n: DocumentData) => ({ ...n, audience: 'role:vtc' })],
    ['datée par l’appareil', (n: DocumentData) => ({ ...n, created_at: deviceClock() })],
    [
      'expirant dans 30 jours',
      (n: DocumentData) => ({
        ...n,
        expires_at: Timestamp.fromMillis(Date.now() + 30 * MILLIS_PER_DAY),
      }),
    ],
    ['déjà lue par quelqu’un', (n: DocumentData) => ({ ...n, read_by: { [ambulance.uid]: true } })],
    ['déjà lue', (n: DocumentData) => ({ ...n, read: true })],
  ])('[RULES-N] une notification %s : refusé', async (_name, change) => {
    expect(await announce(change)).toBe(false);
  });
  it('[RULES-N] sous un autre identifiant que opération:type:cible : refusé', async () => {
    const db = bed.as(clinic);
    const { batch, opId } = creationBatch(db, clinic, { id: 't1' });
    const data = notification('new_transport', {}, { transport_id: 't1', op_id: opId });
    expect(
      await allowed(addTo(batch, db, `${opId}:new_transport:ambulance:bis`, data).commit()),
    ).toBe(false);
  });
  const accepting = (type: ServerNotificationType, target: Target) => {
    const t = domainTransport({ id: 't1', etat: 'pending' });
    const db = bed.as(otherAmbulance);
    const batch = statusBatch(db, t, otherAmbulance, 'accepted', { opId: 'op-acc' });
    const cause = { transport_id: 't1', op_id: 'op-acc' };
    const key = target.userId ?? target.orgId ?? 'clinique';
    return {
      t,
      commit: () =>
        allowed(
          addTo(batch, db, `op-acc:${type}:${key}`, notification(type, target, cause)).commit(),
        ),
    };
  };
  it.each([
    ['à une autre clinique que celle de la demande', { orgId: otherClinic.orgId }],
    ['à une personne qui n’a pas créé la demande', { userId: clinicMate.uid }],
    ['à toutes les cliniques', {}],
    [
      'à la personne qui l’a créée, quand la demande est d’une organisation',
      { userId: clinic.uid },
    ],
  ])('[RULES-N] une confirmation adressée %s : refusé', async (_name, target) => {
    const { t, commit } = accepting('transport_confirmed', target);
    await seedTransports(bed.owner, [t]);
    expect(await commit()).toBe(false);
  });
  it('[RULES-N] une confirmation adressée à l’organisation de la demande : autorisé', async () => {
    const { t, commit } = accepting('transport_confirmed', { orgId: clinic.orgId });
    await seedTransports(bed.owner, [t]);
    expect(await commit()).toBe(true);
  });
  it('[RULES-N] new_patient avec le dossier créé dans la même écriture : autorisé ; sans : refusé', async () => {
    const db = bed.as(clinic);
    const data = notification(
      'new_patient',
      { orgId: clinic.orgId },
      { patient_id: 'patient_0001', op_id: 'op-p1', transport_id: null },
    );
    const batch = writeBatch(db);
    batch.set(doc(db, PATIENTS_COLLECTION, 'patient_0001'), {
      id: 'patient_0001',
      orga_id: clinic.orgId,
      created_by: clinic.uid,
      created_at: serverTimestamp(),
      updated_at: serverTimestamp(),
    });
    batch.set(counterRef(db, PATIENT_COUNTER), counterStep(1, 'patient', 'patient_0001'));
    expect(
      await allowed(addTo(batch, db, `op-p1:new_patient:${clinic.orgId}`, data).commit()),
    ).toBe(true);
    expect(
      await allowed(setDoc(notificationRef(db, `op-p2:new_patient:${clinic.orgId}`), data)),
    ).toBe(false);
  });
  it('[RULES-N] un administrateur crée une notification de test : autorisé', async () => {
    const data = { ...notification('urgent_transport', {}, {}), is_test_data: true };
    expect(await allowed(setDoc(notificationRef(bed.as(admin), 'test-1'), data))).toBe(true);
  });
});

describe('[RULES-N] lecture par audience', () => {
  const stored = (type: ServerNotificationType, target: Target): DocumentData => ({
    ...notification(type, target, { transport_id: 't1', op_id: 'op-1' }),
    created_at: Timestamp.now(),
    updated_at: Timestamp.now(),
  });
  beforeEach(async () => {
    const batch = writeBatch(bed.owner);
    batch.set(
      notificationRef(bed.owner, 'org'),
      stored('transport_confirmed', { orgId: clinic.orgId }),
    );
    batch.set(notificationRef(bed.owner, 'role'), stored('new_transport', {}));
    batch.set(
      notificationRef(bed.owner, 'user'),
      stored('driver_assigned', { userId: clinic.uid }),
    );
    await batch.commit();
  });
  const reads = (who: Persona, id: string) =>
    allowed(getDocFromServer(notificationRef(bed.as(who), id)));
  it.each(
    (
      [
        ['org', clinicMate, true],
        ['org', otherClinic, false],
        ['org', ambulance, false],
        ['role', otherAmbulance, true],
        ['role', vtc, false],
        ['user', clinic, true],
        ['user', clinicMate, false],
        ['user', admin, true],
      ] as const
    ).map(([id, who, ok]) => [id, who.label, ok, who] as const),
  )('[RULES-N] notification « %s » lue par %s : %s', async (id, _label, expected, who) => {
    expect(await reads(who, id)).toBe(expected);
  });
  it('[RULES-N] requêtes : une clé d’audience, ou les trois du lecteur : autorisé ; toutes : refusé', async () => {
    const db = bed.as(clinic);
    const all = collection(db, NOTIFICATIONS_COLLECTION);
    const keys = [`user:${clinic.uid}`, `org:${clinic.orgId}:clinique`, 'role:clinique'];
    const one = await getDocsFromServer(query(all, where('audience', '==', keys[1])));
    expect(one.size).toBe(1);
    expect(await allowed(getDocsFromServer(query(all, where('audience', 'in', keys))))).toBe(true);
    expect(
      await allowed(
        getDocsFromServer(query(all, where('audience', '==', 'org:clin_0002:clinique'))),
      ),
    ).toBe(false);
    expect(await allowed(getDocsFromServer(all))).toBe(false);
  });
});

describe('[RULES-N] état lu par utilisateur (read_by)', () => {
  beforeEach(async () => {
    const data = notification(
      'transport_confirmed',
      { orgId: clinic.orgId },
      { transport_id: 't1', op_id: 'op-1' },
    );
    await setDoc(notificationRef(bed.owner, 'n1'), {
      ...data,
      created_at: Timestamp.now(),
      updated_at: Timestamp.now(),
    });
  });
  const mark = (who: Persona, data: DocumentData) =>
    allowed(updateDoc(notificationRef(bed.as(who), 'n1'), data));
  it('[RULES-N] marquer de nouveau (écriture rejouée par le SDK) : autorisé', async () => {
    expect(await mark(clinic, { [`read_by.${clinic.uid}`]: true })).toBe(true);
    expect(await mark(clinic, { [`read_by.${clinic.uid}`]: true })).toBe(true);
  });
  it('[RULES-N] marquer lue pour soi : autorisé (avec updated_at serveur aussi)', async () => {
    expect(await mark(clinic, { [`read_by.${clinic.uid}`]: true })).toBe(true);
    expect(
      await mark(clinicMate, {
        [`read_by.${clinicMate.uid}`]: true,
        updated_at: serverTimestamp(),
      }),
    ).toBe(true);
  });
  it.each([
    ['pour une collègue', { [`read_by.${clinicMate.uid}`]: true }],
    ['à false', { [`read_by.${clinic.uid}`]: false }],
    ['en changeant le texte', { [`read_by.${clinic.uid}`]: true, title: 'Autre' }],
    ['avec le champ read du spec', { read: true }],
    [
      'avec un updated_at de l’appareil',
      { [`read_by.${clinic.uid}`]: true, updated_at: deviceClock() },
    ],
  ])('[RULES-N] marquer %s : refusé', async (_name, data) => {
    expect(await mark(clinic, data)).toBe(false);
  });
  it('[RULES-N] qui ne la reçoit pas ne la marque pas ; supprimer : administrateur seulement', async () => {
    expect(await mark(otherClinic, { [`read_by.${otherClinic.uid}`]: true })).toBe(false);
    expect(await allowed(deleteDoc(notificationRef(bed.as(clinic), 'n1')))).toBe(false);
    expect(await allowed(deleteDoc(notificationRef(bed.as(admin), 'n1')))).toBe(true);
  });
});
