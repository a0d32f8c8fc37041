// @vitest-environment node
import {
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import { withoutStaffNames } from '@/domain/transport/transport-privacy';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS } from './support/personas';
import { creationWrites } from './support/creation';
import { allowed, useRulesTestbed } from './support/testbed';
import {
  domainTransport,
  editBatch,
  nextOpId,
  privateRef,
  seedTransports,
  statusBatch,
  transportRef,
} from './support/transports';

/**
 * [RULES-MIN] Issue 21 items 1–2: an open request is read by every candidate company, so its shared part names
 * no clinic staff — what the clinic writes there (the creation's first entry, an edit's log line, a cancellation)
 * carries the clinic's name as the ride copies it, and the secretary's own name goes to the private part
 * (`staff_names`, by op id), read by the parties only, and only as the writer's own name. The creation's first
 * entry has its device time bounded like a move's.
 */

const bed = useRulesTestbed('demo-rules-staff-names');
const { clinic, otherAmbulance } = PERSONAS;
const CLINIC_NAME = 'Clinique du Parc';
const SECRETARY = clinic.label;

const namedClinic = () =>
  setDoc(doc(bed.owner, 'clinics', clinic.orgId), { id: clinic.orgId, name: CLINIC_NAME });

interface Filing {
  /** Changes the shared part's first entry. */
  entry?: DocumentData;
  /** The private part's staff names (by default the secretary's own, under the creation's op id). */
  staffNames?: (opId: string) => DocumentData;
}

/** The clinic files a request as the adapter writes it: its name in the shared part, the secretary's in private. */
async function file(id: string, filing: Filing = {}) {
  await namedClinic();
  const creation = creationWrites(bed.as(clinic), clinic, {
    id,
    tamper: (d) => ({ ...d, requester_org_name: CLINIC_NAME }),
  });
  const [sharedWrite, secretWrite, ...rest] = creation.writes;
  const [ref, shared] = sharedWrite!;
  const [secretRef, secret] = secretWrite!;
  const history = shared.historique_etats as DocumentData[];
  const names = filing.staffNames?.(creation.opId) ?? { [creation.opId]: SECRETARY };
  const batch = writeBatch(bed.as(clinic));
  batch.set(ref, { ...shared, historique_etats: [{ ...history[0], ...filing.entry }] });
  batch.set(secretRef, { ...secret, staff_names: names });
  for (const [other, data] of rest) batch.set(other, data);
  return allowed(batch.commit());
}

let counter = 0;
async function seeded(etat: TransportStatus): Promise<Transport> {
  const base = domainTransport({ id: `min-${(counter += 1)}`, etat });
  const t = withoutStaffNames({ ...base, requester_org_name: CLINIC_NAME });
  await seedTransports(bed.owner, [t]);
  return t;
}

describe('[RULES-MIN1] une demande ouverte ne montre aux candidats aucun nom du personnel de la clinique', () => {
  it('[RULES-MIN1] la clinique dépose à son nom, la secrétaire nommée dans la partie privée : le candidat ne lit que le nom de la clinique', async () => {
    expect(await file('min-open')).toBe(true);
    const shared = await getDocFromServer(transportRef(bed.as(otherAmbulance), 'min-open'));
    expect(shared.get('historique_etats')[0].updated_by_name).toBe(CLINIC_NAME);
    expect(JSON.stringify(shared.data())).not.toContain(SECRETARY);
    // The candidate reads no private part; the clinic reads who filed it.
    expect(await allowed(getDocFromServer(privateRef(bed.as(otherAmbulance), 'min-open')))).toBe(
      false,
    );
    const secret = await getDocFromServer(privateRef(bed.as(clinic), 'min-open'));
    expect(Object.values(secret.get('staff_names') as object)).toEqual([SECRETARY]);
  });
  it('[RULES-MIN1] la première entrée porte le nom de la secrétaire dans la partie partagée : refusé', async () => {
    expect(await file('min-leak', { entry: { updated_by_name: SECRETARY } })).toBe(false);
  });
  it('[RULES-MIN1] une modification signée du nom de la secrétaire dans la partie partagée : refusé ; du nom de la clinique : autorisé', async () => {
    const t = await seeded('pending');
    const leak = editBatch(bed.as(clinic), { ...t, requester_org_name: SECRETARY }, clinic, {
      priorite: 'urgent',
    });
    expect(await allowed(leak.batch.commit())).toBe(false);
    const edit = editBatch(bed.as(clinic), t, clinic, { priorite: 'urgent' });
    edit.batch.update(privateRef(bed.as(clinic), t.id), {
      [`staff_names.${edit.opId}`]: SECRETARY,
      updated_at: serverTimestamp(),
    });
    expect(await allowed(edit.batch.commit())).toBe(true);
    const shared = await getDocFromServer(transportRef(bed.as(otherAmbulance), t.id));
    expect(JSON.stringify(shared.data())).not.toContain(SECRETARY);
  });
  it('[RULES-MIN1] la clinique annule une course acceptée à son nom, la secrétaire nommée en privé : autorisé ; l’identité du patient changée avec : refusé', async () => {
    const t = await seeded('accepted');
    const cancel = (extra: DocumentData) => {
      const opId = nextOpId('cancel');
      const batch = statusBatch(bed.as(clinic), t, clinic, 'cancelled', { opId });
      batch.update(privateRef(bed.as(clinic), t.id), {
        [`staff_names.${opId}`]: SECRETARY,
        updated_at: serverTimestamp(),
        ...extra,
      });
      return allowed(batch.commit());
    };
    expect(await cancel({ 'patient_info.lastName': 'Autre' })).toBe(false);
    expect(await cancel({})).toBe(true);
  });
});

describe('[RULES-MIN2] le nom privé est celui de l’auteur, sous l’opération écrite', () => {
  it('[RULES-MIN2] la partie privée nomme « Dr Martin » : refusé', async () => {
    const other = (opId: string) => ({ [opId]: 'Dr Martin' });
    expect(await file('min-forged', { staffNames: other })).toBe(false);
  });
  it('[RULES-MIN2] le nom rangé sous une autre opération que la création : refusé', async () => {
    const elsewhere = () => ({ 'autre-op': SECRETARY });
    expect(await file('min-elsewhere', { staffNames: elsewhere })).toBe(false);
  });
  it('[RULES-MIN2] une modification ajoute le nom d’une collègue en privé : refusé', async () => {
    const t = await seeded('pending');
    const edit = editBatch(bed.as(clinic), t, clinic, { priorite: 'urgent' });
    edit.batch.update(privateRef(bed.as(clinic), t.id), {
      [`staff_names.${edit.opId}`]: PERSONAS.clinicMate.label,
      updated_at: serverTimestamp(),
    });
    expect(await allowed(edit.batch.commit())).toBe(false);
  });
  it('[RULES-MIN2] la première entrée au nom d’une autre clinique : refusé', async () => {
    expect(await file('min-other', { entry: { updated_by_name: 'Clinique Saint-Joseph' } })).toBe(
      false,
    );
  });
});

describe('[RULES-MIN3] l’heure de la première entrée est bornée comme celle d’un geste', () => {
  it('[RULES-MIN3] 10 min dans le futur : refusé ; 1 min : autorisé', async () => {
    const at = (minutes: number) => ({ timestamp: Date.now() + minutes * MILLIS_PER_MINUTE });
    expect(await file('min-future', { entry: at(10) })).toBe(false);
    expect(await file('min-soon', { entry: at(1) })).toBe(true);
  });
  it('[RULES-MIN3] une modification datée de 10 min dans le futur : refusé', async () => {
    const t = await seeded('pending');
    const future = Date.now() + 10 * MILLIS_PER_MINUTE;
    const late = editBatch(bed.as(clinic), t, clinic, { priorite: 'urgent' });
    late.batch.update(transportRef(bed.as(clinic), t.id), {
      modifications: [
        ...t.modifications,
        {
          op_id: late.opId,
          at: Date.now(),
          device_time: future,
          by: clinic.uid,
          by_name: CLINIC_NAME,
          fields: ['priorite'],
        },
      ],
    });
    expect(await allowed(late.batch.commit())).toBe(false);
  });
});
