// @vitest-environment node
import { getDocFromServer, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, seedTransports, statusBatch, transportRef } from './support/transports';

/**
 * [RULES-COR] Issue 21 item 3: an admin moves a ride out of the transition table only by a correction of the
 * domain's table (admin-correction.ts, generated as adminCorrections), recorded by one entry flagged
 * `correction`, in his own name, with a reason of 5 to 300 characters. No one else writes a correction entry;
 * an admin's plain write of the state stays refused.
 */

const bed = useRulesTestbed('demo-rules-admin-correction');
const { admin, clinic, ambulance, otherAmbulance } = PERSONAS;
const REASON = 'Fin de course saisie par erreur, le patient était encore à bord';

let counter = 0;
async function ride(etat: TransportStatus) {
  const t = domainTransport({ id: `cor-${(counter += 1)}`, etat });
  await seedTransports(bed.owner, [t]);
  return t;
}

/** `who` moves a ride from `etat` to `to`, its entry flagged (or not) and altered by `change`. */
async function correct(
  who: Persona,
  etat: TransportStatus,
  to: TransportStatus,
  change: Partial<HistoryEntry> & DocumentData = {},
  extra: DocumentData = {},
) {
  const t = await ride(etat);
  const batch = statusBatch(bed.as(who), t, who, to, {
    tamper: (update, entry) => {
      const history = update.historique_etats as HistoryEntry[];
      const flagged = { ...entry, correction: true, reason: REASON, ...change };
      return { ...update, ...extra, historique_etats: [...history.slice(0, -1), flagged] };
    },
  });
  return { t, ok: await allowed(batch.commit()) };
}

describe('[RULES-COR1] une correction de l’administrateur, inscrite comme telle', () => {
  it.each<[TransportStatus, TransportStatus]>([
    ['completed', 'arrived_destination'],
    ['completed', 'en_route_destination'],
    ['patient_loaded', 'arrived_pickup'],
    ['expired', 'cancelled'],
  ])('[RULES-COR1] %s → %s, motivée, en son nom : autorisé', async (from, to) => {
    const { t, ok } = await correct(admin, from, to);
    expect(ok).toBe(true);
    const stored = await getDocFromServer(transportRef(bed.owner, t.id));
    expect(stored.get('etat')).toBe(to);
    const entry = (stored.get('historique_etats') as DocumentData[]).at(-1)!;
    expect(entry).toMatchObject({ correction: true, reason: REASON, updated_by: admin.uid });
  });
});

describe('[RULES-COR2] une correction est motivée, prévue et signée', () => {
  it.each<[string, TransportStatus, TransportStatus, DocumentData]>([
    ['sans motif', 'completed', 'arrived_destination', { reason: null }],
    ['au motif trop court', 'completed', 'arrived_destination', { reason: ' ok ' }],
    ['au motif de 301 caractères', 'completed', 'arrived_destination', { reason: 'x'.repeat(301) }],
    ['hors de la table (terminée → en attente)', 'completed', 'pending', {}],
    ['hors de la table (annulée → acceptée)', 'cancelled', 'accepted', {}],
    ['au nom d’un autre', 'completed', 'arrived_destination', { updated_by_name: 'Dr Martin' }],
    ['refusée (applied: false)', 'completed', 'arrived_destination', { applied: false }],
  ])('[RULES-COR2] une correction %s : refusé', async (_label, from, to, change) => {
    expect((await correct(admin, from, to, change)).ok).toBe(false);
  });
  it('[RULES-COR2] contrôle : un motif de 300 caractères : autorisé', async () => {
    const change = { reason: 'x'.repeat(300) };
    expect((await correct(admin, 'completed', 'arrived_destination', change)).ok).toBe(true);
  });
});

describe('[RULES-COR3] personne d’autre n’écrit une correction ; l’administrateur ne réécrit pas l’état', () => {
  it.each<[string, Persona, TransportStatus, TransportStatus]>([
    ['le transporteur corrige sa course terminée', ambulance, 'completed', 'arrived_destination'],
    [
      'le transporteur marque une étape ordinaire comme correction',
      ambulance,
      'arrived_destination',
      'completed',
    ],
    ['la clinique marque son annulation comme correction', clinic, 'accepted', 'cancelled'],
    ['un candidat marque son acceptation comme correction', otherAmbulance, 'pending', 'accepted'],
  ])('[RULES-COR3] %s : refusé', async (_label, who, from, to) => {
    expect((await correct(who, from, to)).ok).toBe(false);
  });
  it('[RULES-COR3] une étape ordinaire de l’administrateur marquée comme correction (sans drapeau) : refusé', async () => {
    const plain = { correction: undefined };
    expect((await correct(admin, 'completed', 'arrived_destination', plain)).ok).toBe(false);
  });
  it('[RULES-COR3] une correction qui change aussi une autre clé de la course : refusé', async () => {
    const extra = { provider_org_id: otherAmbulance.orgId };
    expect((await correct(admin, 'completed', 'arrived_destination', {}, extra)).ok).toBe(false);
  });
  it('[RULES-COR3] contrôle : la même étape sans le drapeau : autorisé', async () => {
    const plain = { correction: undefined, reason: null };
    expect((await correct(ambulance, 'arrived_destination', 'completed', plain)).ok).toBe(true);
  });
  it('[RULES-COR3] l’administrateur écrit directement etat « arrived_destination » sur une course terminée : refusé', async () => {
    const t = await ride('completed');
    const write = updateDoc(transportRef(bed.as(admin), t.id), {
      etat: 'arrived_destination',
      status: 'arrived_destination',
    });
    expect(await allowed(write)).toBe(false);
  });
});
