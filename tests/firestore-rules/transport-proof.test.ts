// @vitest-environment node
import {
  Bytes,
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { TRANSPORT_SIGNATURES_COLLECTION } from '@/domain/security/collections';
import { SIGNATURE_MAX_BYTES } from '@/domain/transport/ride-signature';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, seedTransports, statusBatch } from './support/transports';

/**
 * [RULES-PROOF] Issue 23 item 4, proof of service: a driver step is refused more than a day before the ride
 * (request.time against date_transport − 25 h), and the signature document transportSignatures/{id} is written once
 * by the accepted company, read by the clinic and that company only, within its size cap.
 */

const PROJECT = 'demo-rules-transport-proof';
const bed = useRulesTestbed(PROJECT);
const { clinic, otherClinic, ambulance, otherAmbulance, patient, admin } = PERSONAS;

let counter = 0;
async function ride(etat: TransportStatus, date = Date.now()) {
  const t = { ...domainTransport({ id: `proof-${(counter += 1)}`, etat }), date_transport: date };
  await seedTransports(bed.owner, [t]);
  return t;
}

const signatureRef = (db: Firestore, id: string) => doc(db, TRANSPORT_SIGNATURES_COLLECTION, id);
const drawn = (who: Persona, bytes = 2048, extra: DocumentData = {}): DocumentData => ({
  image: Bytes.fromUint8Array(new Uint8Array(bytes).fill(3)),
  mime: 'image/png',
  size: bytes,
  signer: 'patient',
  signer_name: null,
  method: 'drawn',
  signed_at: Date.now() - 60_000,
  uploadedAt: serverTimestamp(),
  uploaded_by: who.uid,
  orga_id: who.orgId,
  ...extra,
});
const sign = (who: Persona, id: string, data: DocumentData = drawn(who)) =>
  allowed(setDoc(signatureRef(bed.as(who), id), data));
const reads = (who: Persona, id: string) =>
  allowed(getDocFromServer(signatureRef(bed.as(who), id)));

describe('[RULES-PROOF1] une étape du chauffeur avant le jour du transport', () => {
  it('[RULES-PROOF1] « En route » deux jours avant : refusé ; le jour même : autorisé', async () => {
    const early = await ride('accepted', Date.now() + 48 * MILLIS_PER_HOUR);
    expect(
      await allowed(statusBatch(bed.as(ambulance), early, ambulance, 'en_route_pickup').commit()),
    ).toBe(false);
    const today = await ride('accepted', Date.now() + MILLIS_PER_HOUR);
    expect(
      await allowed(statusBatch(bed.as(ambulance), today, ambulance, 'en_route_pickup').commit()),
    ).toBe(true);
  });

  it('[RULES-PROOF1] la veille à moins de 25 h : autorisé par les règles (le domaine juge au jour de Paris)', async () => {
    const tomorrow = await ride('patient_loaded', Date.now() + 20 * MILLIS_PER_HOUR);
    expect(
      await allowed(statusBatch(bed.as(ambulance), tomorrow, ambulance, 'completed').commit()),
    ).toBe(true);
  });

  it('[RULES-PROOF1] avant le jour, l’affectation et l’annulation restent possibles ; le refus se garde (applied: false)', async () => {
    const early = await ride('accepted', Date.now() + 72 * MILLIS_PER_HOUR);
    expect(await allowed(statusBatch(bed.as(clinic), early, clinic, 'cancelled').commit())).toBe(
      true,
    );
    const other = await ride('accepted', Date.now() + 72 * MILLIS_PER_HOUR);
    const refused = statusBatch(bed.as(ambulance), other, ambulance, 'arrived_pickup', {
      applied: false,
    });
    expect(await allowed(refused.commit())).toBe(true);
  });
});

describe('[RULES-PROOF2] la signature du patient', () => {
  it('[RULES-PROOF2] écrite par la société qui a accepté, lue par elle et la clinique ; ni concurrent, ni autre clinique, ni patient', async () => {
    const t = await ride('arrived_destination');
    expect(await reads(clinic, t.id)).toBe(true);
    expect(await sign(ambulance, t.id)).toBe(true);
    expect(await reads(clinic, t.id)).toBe(true);
    expect(await reads(ambulance, t.id)).toBe(true);
    expect(await reads(otherAmbulance, t.id)).toBe(false);
    expect(await reads(otherClinic, t.id)).toBe(false);
    expect(await reads(patient, t.id)).toBe(false);
  });

  it('[RULES-PROOF2] écrite une seule fois : la réécrire (même à l’identique) est refusé', async () => {
    const t = await ride('completed');
    const data = drawn(ambulance);
    expect(await sign(ambulance, t.id, data)).toBe(true);
    expect(await sign(ambulance, t.id, data)).toBe(false);
  });

  it('[RULES-PROOF2] par la clinique, un concurrent ou un administrateur : refusé', async () => {
    const t = await ride('arrived_destination');
    expect(await sign(clinic, t.id)).toBe(false);
    expect(await sign(otherAmbulance, t.id)).toBe(false);
    expect(await sign(admin, t.id)).toBe(false);
    expect(await sign(ambulance, t.id)).toBe(true);
  });

  it.each<[string, (who: Persona) => DocumentData]>([
    ['au-delà de 50 Ko', (who) => drawn(who, SIGNATURE_MAX_BYTES + 1)],
    ['une taille déclarée fausse', (who) => drawn(who, 2048, { size: 10 })],
    ['un format hors liste', (who) => drawn(who, 2048, { mime: 'image/gif' })],
    ['un tracé vide', (who) => drawn(who, 0)],
    ['au nom d’une autre organisation', (who) => drawn(who, 2048, { orga_id: 'ambu_0002' })],
    ['déposée par un autre', (who) => drawn(who, 2048, { uploaded_by: 'u-autre' })],
    [
      'une heure de serveur inventée',
      (who) => drawn(who, 2048, { uploadedAt: new Date(Date.now() - 60_000) }),
    ],
    ['signée dans le futur', (who) => drawn(who, 2048, { signed_at: Date.now() + 3_600_000 })],
    ['un accompagnant sans nom', (who) => drawn(who, 2048, { signer: 'accompagnant' })],
    [
      'un nom saisi avec un tracé',
      (who) => drawn(who, 2048, { method: 'typed', signer_name: 'Paul' }),
    ],
    ['une clé en plus', (who) => drawn(who, 2048, { extra: true })],
  ])('[RULES-PROOF2] %s : refusé', async (_name, data) => {
    const t = await ride('arrived_destination');
    expect(await sign(ambulance, t.id, data(ambulance))).toBe(false);
    expect(await sign(ambulance, t.id)).toBe(true);
  });

  it('[RULES-PROOF2] un nom saisi et confirmé, sans tracé : autorisé', async () => {
    const t = await ride('arrived_destination');
    const typed = drawn(ambulance, 0, {
      image: null,
      mime: null,
      size: 0,
      method: 'typed',
      signer: 'accompagnant',
      signer_name: 'Paul Martin',
    });
    expect(await sign(ambulance, t.id, typed)).toBe(true);
  });
});
