// @vitest-environment node
import {
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import {
  domainTransport,
  editBatch as edit,
  offerData,
  offerRef,
  privateRef,
  seedTransports,
  storedPrivate,
  type TransportSpec,
} from './support/transports';

/**
 * [RULES-U] Edits of a request by its requester while it waits: editable public fields only, logged by one
 * modification entry in the caller's name; the private part and the offer change with it, never alone.
 */

const PROJECT = 'demo-rules-transport-edit';
const bed = useRulesTestbed(PROJECT);

const { clinic, clinicMate, otherClinic, ambulance, otherAmbulance } = PERSONAS;

async function seeded(
  spec: Partial<TransportSpec> & { etat: TransportStatus },
): Promise<Transport> {
  const t = domainTransport({ id: 't1', ...spec });
  await seedTransports(bed.owner, [t]);
  return t;
}

/** The edit write of the design, as `who`. */
const editBatch = (
  t: Transport,
  who: Persona,
  changes: DocumentData,
  extra?: (b: WriteBatch) => void,
) => edit(bed.as(who), t, who, changes, extra).batch;

describe('[RULES-U] modification par le demandeur tant que la demande attend', () => {
  it('[RULES-U] une collègue de la clinique change la priorité : autorisé', async () => {
    const t = await seeded({ etat: 'pending' });
    expect(await allowed(editBatch(t, clinicMate, { priorite: 'urgent' }).commit())).toBe(true);
  });
  it('[RULES-U] après l’acceptation : refusé', async () => {
    const t = await seeded({ etat: 'accepted' });
    expect(await allowed(editBatch(t, clinic, { priorite: 'urgent' }).commit())).toBe(false);
  });
  it('[RULES-U] une autre clinique, un transporteur : refusé', async () => {
    const t = await seeded({ etat: 'pending' });
    expect(await allowed(editBatch(t, otherClinic, { priorite: 'urgent' }).commit())).toBe(false);
    expect(await allowed(editBatch(t, ambulance, { priorite: 'urgent' }).commit())).toBe(false);
  });
  it('[RULES-U] un champ non modifiable (état, demandeur, identité) : refusé', async () => {
    const t = await seeded({ etat: 'pending' });
    for (const changes of [
      { etat: 'accepted' },
      { requester_org_id: 'clin_0002' },
      { patient_info: {} },
    ]) {
      expect(await allowed(editBatch(t, clinic, changes).commit())).toBe(false);
    }
  });
  it('[RULES-U] changer le type sans l’offre : refusé ; avec l’offre : autorisé', async () => {
    const t = await seeded({ etat: 'pending' });
    expect(await allowed(editBatch(t, clinic, { type_transport: 'vtc' }).commit())).toBe(false);
    const withOffer = editBatch(t, clinic, { type_transport: 'vtc' }, (b) =>
      b.set(offerRef(bed.as(clinic), t.id), offerData(t, { type_transport: 'vtc' })),
    );
    expect(await allowed(withOffer.commit())).toBe(true);
  });
  it('[RULES-U] la partie privée change avec la demande, pas seule : autorisé puis refusé', async () => {
    const t = await seeded({ etat: 'pending' });
    const db = bed.as(clinic);
    const street = {
      ...storedPrivate(t),
      adresse_depart: { rue: '3 rue Neuve', coordonnees: null },
      updated_at: serverTimestamp(),
    };
    const together = editBatch(t, clinic, { priorite: 'urgent' }, (b) =>
      b.set(privateRef(db, t.id), street),
    );
    expect(await allowed(together.commit())).toBe(true);
    expect(await allowed(setDoc(privateRef(db, t.id), street))).toBe(false);
  });
  it('[RULES-U] un candidat ne touche pas la partie privée : refusé', async () => {
    const t = await seeded({ etat: 'pending' });
    const db = bed.as(otherAmbulance);
    expect(
      await allowed(
        updateDoc(privateRef(db, t.id), { commentaires: 'x', updated_at: serverTimestamp() }),
      ),
    ).toBe(false);
  });
});
