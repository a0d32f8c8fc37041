// @vitest-environment node
import {
  doc,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TTL_MS } from '@/domain/constants';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notification/notification';
import {
  roleForNotificationType,
  type ServerNotificationType,
} from '@/domain/notification/notification-type';
import type { Transport } from '@/domain/transport/transport.schema';
import { creationBatch } from './support/creation';
import { PERSONAS } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, editBatch, seedTransports, statusBatch } from './support/transports';

/**
 * [RULES-NF] Issue 21 item 3, forged notifications: each attack is a real client committing a legitimate
 * operation on a ride and, in the same commit, a notification that operation does not produce — another type, another
 * recipient, a role-wide broadcast — or one carrying its own text. Every one is denied.
 */

const PROJECT = 'demo-rules-notification-forgery';
const bed = useRulesTestbed(PROJECT);

const { clinic, otherAmbulance, vtc } = PERSONAS;

/** Who the attacker addresses: a user, an organisation's users of the type's role, or the whole role. */
interface Recipient {
  userId?: string;
  orgId?: string;
}

/** The attacker's document, in the stored shape (audience key, server times), with its own title and text. */
function forged(
  type: ServerNotificationType,
  to: Recipient,
  cause: { transport_id: string; op_id: string },
  text: { title?: string; message?: string } = {},
): { id: string; data: DocumentData } {
  const role = roleForNotificationType(type);
  const userId = to.userId ?? null;
  const orgId = to.orgId ?? null;
  const target = userId ?? orgId ?? role;
  return {
    id: `${cause.op_id}:${type}:${target}`,
    data: {
      type,
      role,
      read: false,
      created_at: serverTimestamp(),
      expires_at: Timestamp.fromMillis(Date.now() + NOTIFICATION_TTL_MS),
      is_test_data: false,
      user_id: userId,
      org_id: orgId,
      transport_id: cause.transport_id,
      op_id: cause.op_id,
      patient_id: null,
      read_by: {},
      audience: userId ? `user:${userId}` : orgId ? `org:${orgId}:${role}` : `role:${role}`,
      updated_at: serverTimestamp(),
      ...text,
    },
  };
}

const add = (batch: WriteBatch, db: Firestore, n: { id: string; data: DocumentData }) => {
  batch.set(doc(db, NOTIFICATIONS_COLLECTION, n.id), n.data);
  return batch;
};

const PHISHING = {
  title: 'Transport urgent',
  message: 'Appelez immédiatement le 06 12 34 56 78 pour confirmer votre prise en charge.',
};

/** A competitor records its refusal of the open request t1 and adds `type` to `to`. */
async function refusalWith(type: ServerNotificationType, to: Recipient) {
  const t = domainTransport({ id: 't1', etat: 'pending' });
  await seedTransports(bed.owner, [t]);
  const db = bed.as(otherAmbulance);
  const batch = statusBatch(db, t, otherAmbulance, 'accepted', { applied: false, opId: 'op-ref' });
  return allowed(
    add(batch, db, forged(type, to, { transport_id: 't1', op_id: 'op-ref' })).commit(),
  );
}

/** otherAmbulance accepts the open request t1 and adds `type` to `to` (with `text`, if any). */
async function acceptanceWith(
  type: ServerNotificationType,
  to: Recipient,
  text: { title?: string; message?: string } = {},
) {
  const t = domainTransport({ id: 't1', etat: 'pending' });
  await seedTransports(bed.owner, [t]);
  const db = bed.as(otherAmbulance);
  const batch = statusBatch(db, t, otherAmbulance, 'accepted', { opId: 'op-acc' });
  return allowed(
    add(batch, db, forged(type, to, { transport_id: 't1', op_id: 'op-acc' }, text)).commit(),
  );
}

/** The clinic files a new request (ambulance type, normal priority) and adds `type` to `to`. */
function creationWith(
  type: ServerNotificationType,
  to: Recipient,
  text: { title?: string; message?: string } = {},
) {
  const db = bed.as(clinic);
  const { batch, opId } = creationBatch(db, clinic, { id: 't1' });
  return allowed(
    add(batch, db, forged(type, to, { transport_id: 't1', op_id: opId }, text)).commit(),
  );
}

/** A ride accepted by the VTC company vtc_0001, of VTC type. */
const vtcRide = (): Transport =>
  domainTransport({ id: 't1', etat: 'accepted', type: 'vtc', providerOrgId: vtc.orgId });

describe('[RULES-NF] témoins : les mêmes écritures, avec la notification que l’opération produit', () => {
  it('[RULES-NF] une demande annonce new_transport aux ambulances : autorisé', async () => {
    expect(await creationWith('new_transport', {})).toBe(true);
  });
  it('[RULES-NF] une acceptation confirme à la clinique : autorisé', async () => {
    expect(await acceptanceWith('transport_confirmed', { orgId: clinic.orgId })).toBe(true);
  });
});

describe('[RULES-NF] un refus enregistré n’emporte aucune notification', () => {
  it.each([
    ['« transport confirmé » à la clinique', 'transport_confirmed', { orgId: clinic.orgId }],
    ['« chauffeur assigné » à la clinique', 'driver_assigned', { orgId: clinic.orgId }],
    ['« transport urgent » à toutes les ambulances', 'urgent_transport', {}],
    ['« nouveau transport » à toutes les ambulances', 'new_transport', {}],
    ['« transport modifié » à toutes les ambulances', 'transport_modified', {}],
  ] as const)('[RULES-NF] un concurrent refuse et envoie %s : refusé', async (_name, type, to) => {
    expect(await refusalWith(type, to)).toBe(false);
  });
});

describe('[RULES-NF] une opération appliquée n’emporte que ses notifications', () => {
  it('[RULES-NF] une clinique annule une course VTC et annonce « paiement reçu » à la société : refusé', async () => {
    const t = vtcRide();
    await seedTransports(bed.owner, [t]);
    const db = bed.as(clinic);
    const batch = statusBatch(db, t, clinic, 'cancelled', { opId: 'op-cancel' });
    const n = forged(
      'payment_received',
      { orgId: vtc.orgId },
      { transport_id: 't1', op_id: 'op-cancel' },
    );
    expect(await allowed(add(batch, db, n).commit())).toBe(false);
  });
  it('[RULES-NF] une acceptation annonce « chauffeur assigné » à la clinique : refusé', async () => {
    expect(await acceptanceWith('driver_assigned', { orgId: clinic.orgId })).toBe(false);
  });
  it('[RULES-NF] une acceptation rediffuse « transport urgent » à toutes les ambulances : refusé', async () => {
    expect(await acceptanceWith('urgent_transport', {})).toBe(false);
  });
  it('[RULES-NF] une confirmation adressée à une personne quand la demande est d’une organisation : refusé', async () => {
    expect(await acceptanceWith('transport_confirmed', { userId: clinic.uid })).toBe(false);
  });
  it('[RULES-NF] une demande normale annoncée « transport urgent » : refusé', async () => {
    expect(await creationWith('urgent_transport', {})).toBe(false);
  });
  it('[RULES-NF] une demande ambulance annoncée aux sociétés VTC (« nouvelle course ») : refusé', async () => {
    expect(await creationWith('new_course', {})).toBe(false);
  });
  it('[RULES-NF] une modification de la demande rediffuse « nouveau transport » : refusé', async () => {
    const t = domainTransport({ id: 't1', etat: 'pending' });
    await seedTransports(bed.owner, [t]);
    const db = bed.as(clinic);
    const { batch, opId } = editBatch(db, t, clinic, { priorite: 'urgent' });
    const n = forged('new_transport', {}, { transport_id: 't1', op_id: opId });
    expect(await allowed(add(batch, db, n).commit())).toBe(false);
  });
});

describe('[RULES-NF] aucun texte libre : le bon type au bon destinataire, mais avec son propre texte', () => {
  it('[RULES-NF] une demande annonce new_transport avec un titre et un message à elle : refusé', async () => {
    expect(await creationWith('new_transport', {}, PHISHING)).toBe(false);
  });
  it('[RULES-NF] une acceptation confirme à la clinique avec « Transport annulé » pour titre : refusé', async () => {
    const text = { title: 'Transport annulé', message: 'Nous ne viendrons pas.' };
    expect(await acceptanceWith('transport_confirmed', { orgId: clinic.orgId }, text)).toBe(false);
  });
  it('[RULES-NF] une clé inconnue (« body ») : refusé', async () => {
    const text = { body: 'Rappelez le 06 12 34 56 78' } as { title?: string };
    expect(await creationWith('new_transport', {}, text)).toBe(false);
  });
});
