// @vitest-environment node
import {
  doc,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MILLIS_PER_HOUR, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { NOTIFICATION_TTL_MS, TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import { buildNotification } from '@/domain/notification/build-notification';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notification/notification';
import { PERSONAS, type Persona } from './support/personas';
import { counterRef, creationBatch, creationWrites, type CreateOptions } from './support/creation';
import { deviceClock } from './support/device-clock';
import { allowed, useRulesTestbed } from './support/testbed';
import { offerRef, privateRef, transportRef } from './support/transports';

/** [RULES-C] A request is created pending, for the caller's organisation, stamped and numbered by the server. */

const PROJECT = 'demo-rules-transport-create';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, otherClinic, ambulance, patient } = PERSONAS;
const create = (who: Persona, options: Partial<CreateOptions> = {}) =>
  allowed(creationBatch(bed.as(who), who, { id: 't1', ...options }).batch.commit());
const tamper = (change: (data: DocumentData) => DocumentData) => ({ tamper: change });
const expiringIn = (millis: number) =>
  tamper((data) => ({ ...data, date_expiration: Timestamp.fromMillis(Date.now() + millis) }));

describe('[RULES-C] création d’une demande', () => {
  it('[RULES-C] une clinique crée une demande numérotée par son compteur : autorisé', async () => {
    expect(await create(clinic)).toBe(true);
    const stored = await getDocFromServer(counterRef(bed.owner, 'transport_ambu'));
    expect(stored.data()).toMatchObject({ value: 1, last_id: 't1' });
  });
  it('[RULES-C] le numéro suivant (+1) : autorisé ; un numéro déjà donné : refusé', async () => {
    expect(await create(clinic, { id: 't1', number: 1 })).toBe(true);
    expect(await create(clinic, { id: 't2', number: 1 })).toBe(false);
    expect(await create(clinic, { id: 't2', number: 3 })).toBe(false);
    expect(await create(clinic, { id: 't2', number: 2 })).toBe(true);
  });
  it('[RULES-C] un numéro qui ne correspond pas au compteur : refusé', async () => {
    expect(
      await create(
        clinic,
        tamper((d) => ({ ...d, transport_id: 'tr_ambu_00009' })),
      ),
    ).toBe(false);
    expect(
      await create(clinic, { type: 'vsl', ...tamper((d) => ({ ...d, transport_id: 'tr_vsl_1' })) }),
    ).toBe(false);
  });
  it('[RULES-C] sans compteur, l’identifiant de secours TRA- : autorisé', async () => {
    expect(await create(clinic, { number: null })).toBe(true);
  });
  it('[RULES-C] un administrateur crée des données de test pour toute organisation : autorisé', async () => {
    const forClinic = tamper((d) => ({
      ...d,
      requester_org_id: 'clin_0042',
      source: 'admin_test',
    }));
    expect(await create(admin, forClinic)).toBe(true);
  });
  it('[RULES-C] une clinique ne marque pas sa demande comme donnée de test : refusé', async () => {
    expect(
      await create(
        clinic,
        tamper((d) => ({ ...d, source: 'admin_test' })),
      ),
    ).toBe(false);
  });
  it.each([
    [
      'pour une autre organisation',
      (d: DocumentData) => ({ ...d, requester_org_id: otherClinic.orgId }),
    ],
    ['déjà acceptée', (d: DocumentData) => ({ ...d, etat: 'accepted', status: 'accepted' })],
    ['avec un transporteur', (d: DocumentData) => ({ ...d, provider_org_id: ambulance.orgId })],
    ['au nom d’un autre', (d: DocumentData) => ({ ...d, created_by: otherClinic.uid })],
    ['created_at forgé par l’appareil', (d: DocumentData) => ({ ...d, created_at: deviceClock() })],
    ['updated_at forgé par l’appareil', (d: DocumentData) => ({ ...d, updated_at: deviceClock() })],
    [
      'heure serveur de l’opération forgée',
      (d: DocumentData) => ({ ...d, op_server_times: { 't1-creation': deviceClock() } }),
    ],
    [
      'heure serveur d’une autre opération en plus',
      (d: DocumentData) => ({
        ...d,
        op_server_times: { 't1-creation': serverTimestamp(), autre: serverTimestamp() },
      }),
    ],
    [
      'premier historique au nom d’un autre',
      (d: DocumentData) => ({
        ...d,
        historique_etats: [{ ...d.historique_etats[0], updated_by: otherClinic.uid }],
      }),
    ],
    [
      'identité du patient dans la partie partagée',
      (d: DocumentData) => ({ ...d, patient_info: { lastName: 'Martin' } }),
    ],
    [
      'commentaires dans la partie partagée',
      (d: DocumentData) => ({ ...d, commentaires: 'code 1234' }),
    ],
    [
      'avec la rue dans la partie partagée',
      (d: DocumentData) => ({
        ...d,
        adresse_depart: { ...d.adresse_depart, rue: '12 rue de la Paix' },
      }),
    ],
    [
      'avec le point exact du départ dans la partie partagée',
      (d: DocumentData) => ({
        ...d,
        adresse_depart: { ...d.adresse_depart, coordonnees: { lat: 45.764043, lng: 4.835659 } },
      }),
    ],
    [
      'avec des coordonnées chargées d’autre chose dans la partie partagée',
      (d: DocumentData) => ({
        ...d,
        adresse_arrivee: { ...d.adresse_arrivee, coordonnees: { lat: 45.76, lng: 4.84, rue: 'x' } },
      }),
    ],
    [
      'avec la pathologie dans la partie partagée',
      (d: DocumentData) => ({
        ...d,
        informations_medicales: { ...d.informations_medicales, pathologie: 'Dialyse' },
      }),
    ],
  ])('[RULES-C] une demande %s : refusé', async (_name, change) => {
    expect(await create(clinic, tamper(change))).toBe(false);
  });
  it('[RULES-C] des coordonnées arrondies au centième de degré (~1 km) dans la partie partagée : autorisé', async () => {
    const coarse = (d: DocumentData) => ({
      ...d,
      adresse_depart: { ...d.adresse_depart, coordonnees: { lat: 45.76, lng: 4.84 } },
      adresse_arrivee: { ...d.adresse_arrivee, coordonnees: { lat: 45, lng: -0.57 } },
    });
    expect(await create(clinic, tamper(coarse))).toBe(true);
  });
  it('[RULES-C] sans sa partie privée ou sans son offre : refusé', async () => {
    expect(await create(clinic, { withPrivate: false })).toBe(false);
    expect(await create(clinic, { withOffer: false })).toBe(false);
  });
  it('[RULES-C] expiration estimée à 24 h (à 5 min près au-delà, 1 h en deçà) : autorisé', async () => {
    expect(
      await create(clinic, {
        id: 'a',
        number: 1,
        ...expiringIn(TRANSPORT_EXPIRY_MS + 4 * MILLIS_PER_MINUTE),
      }),
    ).toBe(true);
    expect(
      await create(clinic, {
        id: 'b',
        number: 2,
        ...expiringIn(TRANSPORT_EXPIRY_MS - 30 * MILLIS_PER_MINUTE),
      }),
    ).toBe(true);
  });
  it('[RULES-C] expiration repoussée ou avancée au-delà des tolérances : refusé', async () => {
    expect(await create(clinic, expiringIn(TRANSPORT_EXPIRY_MS + 10 * MILLIS_PER_MINUTE))).toBe(
      false,
    );
    expect(await create(clinic, expiringIn(TRANSPORT_EXPIRY_MS - 2 * MILLIS_PER_HOUR))).toBe(false);
  });
  it.each([
    ['un transporteur', ambulance],
    ['un patient', patient],
  ])('[RULES-C] %s ne crée pas de demande : refusé', async (_name, who) => {
    expect(
      await create(
        who,
        tamper((d) => ({ ...d, requester_org_id: who.orgId })),
      ),
    ).toBe(false);
  });
  it('[RULES-C] écrire une partie privée ou une offre sans créer la demande : refusé', async () => {
    const db = bed.as(clinic);
    const { batch } = creationBatch(db, clinic, { id: 't1' });
    await batch.commit();
    const again = creationBatch(db, clinic, { id: 't1', number: 2 });
    expect(await allowed(again.batch.commit())).toBe(false);
    expect(
      await allowed(
        setDoc(privateRef(db, 't9'), { patient_info: {}, updated_at: serverTimestamp() }),
      ),
    ).toBe(false);
    expect(
      await allowed(
        setDoc(offerRef(db, 't9'), {
          type_transport: 'ambulance',
          open: true,
          updated_at: serverTimestamp(),
        }),
      ),
    ).toBe(false);
  });
});

describe('[RULES-C] dans une transaction, comme l’adaptateur', () => {
  it('[RULES-C] lire l’identifiant neuf et le compteur, puis créer avec ses notifications : autorisé', async () => {
    const db = bed.as(clinic);
    const ok = await allowed(
      runTransaction(db, async (tx) => {
        const fresh = await tx.get(transportRef(db, 'neuf'));
        const counter = await tx.get(counterRef(db, 'transport_ambu'));
        if (fresh.exists() || counter.exists()) throw new Error('base non vide');
        const { writes, opId } = creationWrites(db, clinic, { id: 'neuf' });
        for (const [ref, data] of writes) tx.set(ref, data);
        const built = buildNotification('new_transport', {}, Date.now());
        tx.set(doc(db, NOTIFICATIONS_COLLECTION, `${opId}:new_transport:ambulance`), {
          ...built,
          created_at: serverTimestamp(),
          updated_at: serverTimestamp(),
          expires_at: Timestamp.fromMillis(Date.now() + NOTIFICATION_TTL_MS),
          audience: 'role:ambulance',
          transport_id: 'neuf',
          op_id: opId,
          read_by: {},
        });
      }),
    );
    expect(ok).toBe(true);
  });
});
