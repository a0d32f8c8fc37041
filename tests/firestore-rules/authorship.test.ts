// @vitest-environment node
import { doc, serverTimestamp, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { buildMessage } from '@/domain/messages/message-decision';
import { MESSAGES_COLLECTION } from '@/domain/messages/message';
import { MILLIS_PER_DAY, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { DEVICE_CLOCK_SKEW_MS } from '@/domain/transport/tap-time';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, type Persona } from './support/personas';
import { creationBatch } from './support/creation';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, seedTransports, statusBatch } from './support/transports';

/**
 * [RULES-AU] Issue 21, item 4: authorship is the caller's. A history entry carries the caller's role,
 * organisation and one of its own names (never another's; a message likewise), its tap time lies between the ride's creation and previous tap and
 * request.time + 2 min (no back-dated completion), and an admin's status change follows the transition table like
 * anyone's (no completed ride back to pending). Each attack beside its legitimate control.
 */

const bed = useRulesTestbed('demo-rules-authorship');
const { admin, clinic, ambulance, otherAmbulance } = PERSONAS;

let counter = 0;
async function ride(etat: TransportStatus) {
  const t = domainTransport({ id: `au-${(counter += 1)}`, etat });
  await seedTransports(bed.owner, [t]);
  return t;
}

/** `who` moves the ride to `to`, the appended entry altered by `change`. */
async function move(
  who: Persona,
  etat: TransportStatus,
  to: TransportStatus,
  change: (e: HistoryEntry) => Partial<HistoryEntry> = () => ({}),
  applied = true,
) {
  const t = await ride(etat);
  const batch = statusBatch(bed.as(who), t, who, to, {
    applied,
    tamper: (update, entry) => {
      const history = update.historique_etats as HistoryEntry[];
      return {
        ...update,
        historique_etats: [...history.slice(0, -1), { ...entry, ...change(entry) }],
      };
    },
  });
  return allowed(batch.commit());
}

const asClinic = { updated_by_role: 'clinique', updated_by_org: clinic.orgId } as const;
const asOtherCompany = { updated_by_org: otherAmbulance.orgId } as const;

describe('[RULES-AU1] l’auteur d’une entrée d’historique est l’appelant', () => {
  it('[RULES-AU1] contrôle : le transporteur termine sa course en son nom : autorisé', async () => {
    expect(await move(ambulance, 'arrived_destination', 'completed')).toBe(true);
  });
  it('[RULES-AU1] le transporteur signe sa fin de course au nom de la clinique : refusé', async () => {
    expect(await move(ambulance, 'arrived_destination', 'completed', () => asClinic)).toBe(false);
  });
  it('[RULES-AU1] il la signe « Dr Martin – Clinique Saint-Joseph » : refusé ; de son propre nom : autorisé', async () => {
    const forged = () => ({ updated_by_name: 'Dr Martin – Clinique Saint-Joseph' });
    expect(await move(ambulance, 'arrived_destination', 'completed', forged)).toBe(false);
    const own = () => ({ updated_by_name: ambulance.label });
    expect(await move(ambulance, 'arrived_destination', 'completed', own)).toBe(true);
  });
  it('[RULES-AU1] il l’accepte au nom d’une autre entreprise : refusé', async () => {
    expect(await move(ambulance, 'pending', 'accepted')).toBe(true);
    expect(await move(ambulance, 'pending', 'accepted', () => asOtherCompany)).toBe(false);
  });
  it('[RULES-AU1] le transporteur enregistre son geste refusé (course annulée) au nom de la clinique : refusé', async () => {
    expect(await move(ambulance, 'cancelled', 'en_route_pickup', () => ({}), false)).toBe(true);
    expect(await move(ambulance, 'cancelled', 'en_route_pickup', () => asClinic, false)).toBe(
      false,
    );
  });
  it('[RULES-AU1] la clinique crée une demande dont la première entrée est au nom d’une entreprise : refusé', async () => {
    const signed = (data: DocumentData) => ({
      ...data,
      historique_etats: [{ ...data.historique_etats[0], ...asOtherCompany }],
    });
    const create = (tamper?: (d: DocumentData) => DocumentData) =>
      allowed(
        creationBatch(bed.as(clinic), clinic, {
          id: `au-c-${(counter += 1)}`,
          number: null,
          ...(tamper ? { tamper } : {}),
        }).batch.commit(),
      );
    expect(await create()).toBe(true);
    expect(await create(signed)).toBe(false);
  });
});

describe('[RULES-AU2] l’heure du geste est bornée', () => {
  const now = () => Date.now();
  it('[RULES-AU2] une fin de course antidatée de deux jours (avant la création) : refusé', async () => {
    expect(
      await move(ambulance, 'arrived_destination', 'completed', () => ({
        timestamp: now() - 2 * MILLIS_PER_DAY,
      })),
    ).toBe(false);
  });
  it('[RULES-AU2] antérieure à l’entrée précédente : refusé', async () => {
    const t = await ride('arrived_destination');
    const previous = t.historique_etats.at(-1)!.timestamp;
    const batch = statusBatch(bed.as(ambulance), t, ambulance, 'completed', {
      tamper: (update, entry) => ({
        ...update,
        historique_etats: [...t.historique_etats, { ...entry, timestamp: previous - 1 }],
      }),
    });
    expect(await allowed(batch.commit())).toBe(false);
  });
  it('[RULES-AU2] dans le futur au-delà de 2 min : refusé ; à 1 min près : autorisé', async () => {
    expect(
      await move(ambulance, 'arrived_destination', 'completed', () => ({
        timestamp: now() + DEVICE_CLOCK_SKEW_MS + MILLIS_PER_MINUTE,
      })),
    ).toBe(false);
    expect(
      await move(ambulance, 'arrived_destination', 'completed', () => ({
        timestamp: now() + MILLIS_PER_MINUTE,
      })),
    ).toBe(true);
  });
});

describe('[RULES-AU3] un administrateur suit la table des transitions', () => {
  it('[RULES-AU3] remettre une course terminée en attente par une écriture directe : refusé', async () => {
    const t = await ride('completed');
    const back = updateDoc(doc(bed.as(admin), 'transport', t.id), {
      etat: 'pending',
      status: 'pending',
      updated_at: serverTimestamp(),
    });
    expect(await allowed(back)).toBe(false);
  });
  it('[RULES-AU3] … ou par un changement d’état : refusé (état final)', async () => {
    expect(await move(admin, 'completed', 'pending')).toBe(false);
  });
  it('[RULES-AU3] contrôle : l’administrateur refuse une demande en attente, en son nom : autorisé', async () => {
    expect(await move(admin, 'pending', 'rejected')).toBe(true);
  });
  it('[RULES-AU3] contrôle : il corrige un autre champ (priorité) sans toucher à l’état : autorisé', async () => {
    const t = await ride('accepted');
    const fix = updateDoc(doc(bed.as(admin), 'transport', t.id), {
      priorite: 'urgent',
      updated_at: serverTimestamp(),
    });
    expect(await allowed(fix)).toBe(true);
  });
});

describe('[RULES-AU4] un message est signé du nom de son auteur', () => {
  async function send(authorName: string) {
    const t = await ride('assigned');
    const built = buildMessage(
      t,
      { ...ambulance, name: authorName },
      {
        opId: `au-msg-${(counter += 1)}`,
        text: 'Nous arrivons dans 10 minutes.',
        deviceTime: Date.now(),
      },
    );
    if (!built.ok) throw new Error(built.refusal.reason);
    const { id, created_at: _created, ...fields } = built.message;
    const data = { ...fields, created_at: serverTimestamp(), updated_at: serverTimestamp() };
    return allowed(setDoc(doc(bed.as(ambulance), MESSAGES_COLLECTION, id), data));
  }
  it('[RULES-AU4] le transporteur signe « Dr Martin – Clinique Saint-Joseph » : refusé', async () => {
    expect(await send('Dr Martin – Clinique Saint-Joseph')).toBe(false);
  });
  it('[RULES-AU4] contrôle : de son propre nom : autorisé', async () => {
    expect(await send(ambulance.label)).toBe(true);
  });
});
