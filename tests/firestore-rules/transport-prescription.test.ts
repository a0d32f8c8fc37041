// @vitest-environment node
import {
  and,
  Bytes,
  collection,
  deleteField,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { TRANSPORT_PRESCRIPTIONS_COLLECTION } from '@/domain/security/collections';
import { VTC_ELIGIBLE_FIELD } from '@/domain/transport/prescribed-mode';
import { PRESCRIPTION_SCAN_MAX_BYTES } from '@/domain/transport/prescription-scan';
import type { PrescriptionInput } from '@/domain/transport/prescription.schema';
import { TRANSPORT_COLLECTION, type Transport } from '@/domain/transport/transport.schema';
import { WAITING_STATUSES } from '@/domain/transport/transport-status';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { creationBatch } from './support/creation';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import {
  domainTransport,
  editBatch,
  offerData,
  offerRef,
  privateRef,
  seedTransports,
  statusBatch,
  transportRef,
} from './support/transports';

/**
 * [RULES-PMT] Issue 22: the prescription (PMT). Its mode is shared (companies see it before accepting), its
 * references live in the private part and its scan in transportPrescriptions/{id}: read by the clinic and the
 * accepted company, never by a competitor nor a candidate; written by the clinic within the size cap. A ride
 * prescribed in VSL or ambulance is never of type VTC nor accepted by a VTC company.
 */

const PROJECT = 'demo-rules-transport-prescription';
const bed = useRulesTestbed(PROJECT);
const { clinic, otherClinic, ambulance, otherAmbulance, vtc, admin } = PERSONAS;

const VSL: PrescriptionInput = {
  mode: 'vsl',
  prescripteur: 'Dr Claire Martin',
  date_prescription: '2026-11-20',
  accord_prealable: true,
  date_accord: '2026-11-21',
  serie: false,
};

const { mode: _mode, ...VSL_REFERENCES } = VSL;
const storedIdentity = {
  firstName: 'Jeanne',
  lastName: 'Martin',
  phone: '0601020304',
  birthDate: '1950-04-12',
};

let counter = 0;
async function ride(etat: TransportStatus, type: Transport['type_transport'] = 'vsl') {
  const t = domainTransport({ id: `pmt-${(counter += 1)}`, etat, type, pmt: VSL });
  await seedTransports(bed.owner, [t]);
  return t;
}

const scanRef = (db: Firestore, id: string) => doc(db, TRANSPORT_PRESCRIPTIONS_COLLECTION, id);
const scanOf = (who: Persona, bytes: number, extra: DocumentData = {}): DocumentData => ({
  image: Bytes.fromUint8Array(new Uint8Array(bytes).fill(7)),
  mime: 'image/webp',
  size: bytes,
  uploadedAt: serverTimestamp(),
  orga_id: who.orgId,
  ...extra,
});
const upload = (who: Persona, id: string, bytes = 2048, extra: DocumentData = {}) =>
  allowed(setDoc(scanRef(bed.as(who), id), scanOf(who, bytes, extra)));
const reads = (
  who: Persona,
  ref: (db: Firestore, id: string) => ReturnType<typeof doc>,
  id: string,
) => allowed(getDocFromServer(ref(bed.as(who), id)));

describe('[RULES-PMT] la prescription médicale de transport', () => {
  it('[RULES-PMT] une clinique crée une demande prescrite en VSL (mode partagé, références privées) : autorisé', async () => {
    const { batch, transport } = creationBatch(bed.as(clinic), clinic, {
      id: 'c1',
      type: 'vsl',
      pmt: VSL,
    });
    expect(await allowed(batch.commit())).toBe(true);
    const shared = await getDocFromServer(transportRef(bed.owner, transport.id));
    expect(shared.get('prescribed_mode')).toBe('vsl');
    expect(shared.get('prescription')).toBeUndefined();
    const secret = await getDocFromServer(privateRef(bed.owner, transport.id));
    expect(secret.get('prescription')).toMatchObject({ prescripteur: 'Dr Claire Martin' });
  });

  it.each(['vsl', 'ambulance'] as const)(
    '[RULES-PMT] une demande de type VTC prescrite en %s : refusé (contrôle : prescrite en taxi, autorisé)',
    async (mode) => {
      const asVtc = (prescribed: string) =>
        creationBatch(bed.as(clinic), clinic, {
          id: `v-${prescribed}`,
          type: 'vtc',
          tamper: (d) => ({ ...d, prescribed_mode: prescribed }),
        }).batch.commit();
      expect(await allowed(asVtc(mode))).toBe(false);
      expect(await allowed(asVtc('taxi'))).toBe(true);
    },
  );

  it('[RULES-PMT] la clinique change le type d’une demande prescrite en VSL pour VTC (avec l’offre) : refusé ; pour ambulance : autorisé', async () => {
    const t = await ride('pending');
    const retype = (type: string) =>
      editBatch(bed.as(clinic), t, clinic, { type_transport: type }, (b) =>
        b.set(offerRef(bed.as(clinic), t.id), offerData(t, { type_transport: type })),
      ).batch.commit();
    expect(await allowed(retype('vtc'))).toBe(false);
    expect(await allowed(retype('ambulance'))).toBe(true);
  });

  it('[RULES-PMT] une société VTC n’accepte pas une demande de type VSL prescrite en VSL : refusé', async () => {
    const t = await ride('pending');
    expect(await allowed(statusBatch(bed.as(vtc), t, vtc, 'accepted').commit())).toBe(false);
    expect(
      await allowed(statusBatch(bed.as(otherAmbulance), t, otherAmbulance, 'accepted').commit()),
    ).toBe(true);
  });

  it('[RULES-PMT-VTC1] une société VTC ne lit pas une demande de type VSL prescrite en VSL ni en ambulance (get) ; non prescrite ou prescrite en taxi : elle la lit', async () => {
    const prescribedVsl = await ride('pending');
    const prescribedAmbulance = domainTransport({
      id: 'pmt-vtc-ambu',
      etat: 'pending',
      type: 'vsl',
      pmt: { ...VSL, mode: 'ambulance' },
    });
    const taxi = domainTransport({
      id: 'pmt-vtc-taxi',
      etat: 'pending',
      type: 'vsl',
      pmt: { ...VSL, mode: 'taxi' },
    });
    const plain = domainTransport({ id: 'pmt-vtc-plain', etat: 'pending', type: 'vsl' });
    await seedTransports(bed.owner, [prescribedAmbulance, taxi, plain]);
    expect(await reads(vtc, transportRef, prescribedVsl.id)).toBe(false);
    expect(await reads(vtc, transportRef, prescribedAmbulance.id)).toBe(false);
    expect(await reads(vtc, transportRef, taxi.id)).toBe(true);
    expect(await reads(vtc, transportRef, plain.id)).toBe(true);
    // An ambulance company still reads the VSL-prescribed ride.
    expect(await reads(otherAmbulance, transportRef, prescribedVsl.id)).toBe(true);
  });

  it('[RULES-PMT-VTC2] une société VTC lit par son identifiant une demande VSL libre, pas une prescrite en VSL ; elle ne liste aucune demande (issue 23)', async () => {
    const prescribedVsl = await ride('pending');
    const plain = domainTransport({ id: 'pmt-vtc-list', etat: 'pending', type: 'vsl' });
    await seedTransports(bed.owner, [plain]);
    expect(await reads(vtc, transportRef, plain.id)).toBe(true);
    expect(await reads(vtc, transportRef, prescribedVsl.id)).toBe(false);
    const open = (constrained: boolean) =>
      query(
        collection(bed.as(vtc), TRANSPORT_COLLECTION),
        and(
          where('etat', 'in', [...WAITING_STATUSES]),
          where('type_transport', 'in', ['vsl', 'vtc']),
          ...(constrained ? [where(VTC_ELIGIBLE_FIELD, '==', true)] : []),
        ),
      );
    expect(await allowed(getDocsFromServer(open(false)))).toBe(false);
    expect(await allowed(getDocsFromServer(open(true)))).toBe(false);
  });

  it('[RULES-PMT-VTC3] une demande écrite avant vtc_eligible : refusée à une société VTC (par défaut), lue par une ambulance', async () => {
    const old = domainTransport({ id: 'pmt-vtc-old', etat: 'pending', type: 'vsl' });
    await seedTransports(bed.owner, [old]);
    await updateDoc(transportRef(bed.owner, old.id), { vtc_eligible: deleteField() });
    expect(await reads(vtc, transportRef, old.id)).toBe(false);
    expect(await reads(otherAmbulance, transportRef, old.id)).toBe(true);
  });

  it.each<[string, (d: DocumentData) => DocumentData]>([
    ['sans vtc_eligible', ({ vtc_eligible: _stated, ...rest }) => rest],
    ['avec vtc_eligible vrai', (d) => ({ ...d, vtc_eligible: true })],
  ])(
    '[RULES-PMT-VTC4] une création prescrite en VSL %s : refusée (contrôle : telle que bâtie, autorisée)',
    async (name, tamper) => {
      const make = (id: string, change?: (d: DocumentData) => DocumentData) =>
        creationBatch(bed.as(clinic), clinic, {
          id,
          type: 'vsl',
          pmt: VSL,
          ...(change ? { tamper: change } : {}),
        }).batch.commit();
      const id = `vtc4-${name.length}`;
      expect(await allowed(make(`${id}-bad`, tamper))).toBe(false);
      expect(await allowed(make(`${id}-ok`))).toBe(true);
    },
  );

  describe('[RULES-PMT-EDIT] la clinique corrige la prescription jusqu’à la fin du transport', () => {
    const correction = (
      who: Persona,
      t: Transport,
      mode: string | null,
      options: { eligible?: boolean; references?: DocumentData; privateExtra?: DocumentData } = {},
    ) => {
      const refused = mode === 'vsl' || mode === 'ambulance';
      const db = bed.as(who);
      return editBatch(
        db,
        t,
        who,
        { prescribed_mode: mode, vtc_eligible: options.eligible ?? !refused },
        (b) =>
          b.update(privateRef(db, t.id), {
            prescription: options.references ?? { ...VSL_REFERENCES, prescripteur: 'Dr Paul Roux' },
            updated_at: serverTimestamp(),
            ...options.privateExtra,
          }),
      ).batch.commit();
    };

    it('[RULES-PMT-EDIT1] sur une course acceptée (VSL → ambulance, nouveau prescripteur) : autorisé ; la société qui l’a acceptée lit la correction', async () => {
      const t = await ride('accepted');
      expect(await allowed(correction(clinic, t, 'ambulance'))).toBe(true);
      const secret = await getDocFromServer(privateRef(bed.as(ambulance), t.id));
      expect(secret.get('prescription.prescripteur')).toBe('Dr Paul Roux');
      const shared = await getDocFromServer(transportRef(bed.owner, t.id));
      expect(shared.get('prescribed_mode')).toBe('ambulance');
      expect(shared.get('modifications')).toHaveLength(1);
    });

    it.each<[string, TransportStatus]>([
      ['terminée', 'completed'],
      ['annulée', 'cancelled'],
    ])('[RULES-PMT-EDIT2] sur une course %s : refusé', async (_label, etat) => {
      const t = await ride(etat);
      expect(await allowed(correction(clinic, t, 'ambulance'))).toBe(false);
    });

    it('[RULES-PMT-EDIT3] par la société qui a accepté, par une autre clinique : refusé', async () => {
      const t = await ride('accepted');
      expect(await allowed(correction(ambulance, t, 'ambulance'))).toBe(false);
      expect(await allowed(correction(otherClinic, t, 'ambulance'))).toBe(false);
    });

    it('[RULES-PMT-EDIT4] un mode prescrit en VSL déclaré ouvert aux VTC, ou un mode inconnu : refusé', async () => {
      const t = await ride('pending', 'vsl');
      expect(await allowed(correction(clinic, t, 'vsl', { eligible: true }))).toBe(false);
      expect(await allowed(correction(clinic, t, 'helicoptere', { eligible: true }))).toBe(false);
    });

    it('[RULES-PMT-EDIT5] une course VSL sans prescription passe en VSL : en attente, autorisé (et la société VTC ne la lit plus) ; acceptée, refusé', async () => {
      const waiting = domainTransport({ id: 'edit5-wait', etat: 'pending', type: 'vsl' });
      const accepted = domainTransport({ id: 'edit5-acc', etat: 'accepted', type: 'vsl' });
      await seedTransports(bed.owner, [waiting, accepted]);
      expect(await reads(vtc, transportRef, waiting.id)).toBe(true);
      expect(await allowed(correction(clinic, waiting, 'vsl'))).toBe(true);
      expect(await reads(vtc, transportRef, waiting.id)).toBe(false);
      expect(await allowed(correction(clinic, accepted, 'vsl'))).toBe(false);
    });

    it('[RULES-PMT-EDIT6] avec la prescription, l’identité du patient changée sur une course acceptée : refusé', async () => {
      const t = await ride('accepted');
      const renamed = { patient_info: { ...storedIdentity, lastName: 'Autre' } };
      expect(await allowed(correction(clinic, t, 'ambulance', { privateExtra: renamed }))).toBe(
        false,
      );
    });
  });

  it('[RULES-PMT] les références : la clinique et la société qui a accepté les lisent ; un concurrent, un candidat et une autre clinique non', async () => {
    const accepted = await ride('accepted');
    expect(await reads(clinic, privateRef, accepted.id)).toBe(true);
    expect(await reads(ambulance, privateRef, accepted.id)).toBe(true);
    expect(await reads(otherAmbulance, privateRef, accepted.id)).toBe(false);
    expect(await reads(otherClinic, privateRef, accepted.id)).toBe(false);
    const pending = await ride('pending');
    expect(await reads(otherAmbulance, transportRef, pending.id)).toBe(true);
    expect(await reads(otherAmbulance, privateRef, pending.id)).toBe(false);
  });

  it('[RULES-PMT] le scan : déposé par la clinique, lu par elle et la société qui a accepté ; ni concurrent, ni candidat, ni autre clinique', async () => {
    const t = await ride('pending');
    expect(await upload(clinic, t.id)).toBe(true);
    expect(await reads(clinic, scanRef, t.id)).toBe(true);
    expect(await reads(ambulance, scanRef, t.id)).toBe(false);
    expect(await reads(otherAmbulance, scanRef, t.id)).toBe(false);
    expect(await allowed(statusBatch(bed.as(ambulance), t, ambulance, 'accepted').commit())).toBe(
      true,
    );
    expect(await reads(ambulance, scanRef, t.id)).toBe(true);
    expect(await reads(otherAmbulance, scanRef, t.id)).toBe(false);
    expect(await reads(otherClinic, scanRef, t.id)).toBe(false);
    expect(await reads(admin, scanRef, t.id)).toBe(true);
  });

  it('[RULES-PMT] le scan au-delà du plafond (300 Ko) : refusé ; au plafond : autorisé', async () => {
    const t = await ride('pending');
    expect(await upload(clinic, t.id, PRESCRIPTION_SCAN_MAX_BYTES + 1)).toBe(false);
    expect(await upload(clinic, t.id, PRESCRIPTION_SCAN_MAX_BYTES)).toBe(true);
  });

  it.each<[string, Persona, DocumentData]>([
    ['par la société qui a accepté', ambulance, {}],
    ['par une autre clinique', otherClinic, {}],
    ['d’un format non pris en charge', clinic, { mime: 'image/png' }],
    ['d’une taille déclarée fausse', clinic, { size: 1 }],
    ['au nom d’une autre organisation', clinic, { orga_id: otherClinic.orgId }],
    ['avec un champ de trop', clinic, { patient: 'Jeanne Martin' }],
  ])('[RULES-PMT] un scan déposé %s : refusé', async (_case, who, extra) => {
    const t = await ride('accepted');
    expect(await upload(who, t.id, 2048, extra)).toBe(false);
  });

  it('[RULES-PMT] un scan pour une demande qui n’existe pas : refusé', async () => {
    expect(await upload(clinic, 'nowhere')).toBe(false);
  });
});
