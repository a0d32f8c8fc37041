import { describe, expect, it } from 'vitest';
import {
  applyOrRecord,
  applyStatusUpdate,
  recordRefusedUpdate,
} from '@/domain/transport/apply-status-update';
import { findEntryByOpId } from '@/domain/transport/history-entry.schema';
import { parseTransport } from '@/domain/transport/transport.schema';
import { ACTORS, makeUpdate, ONE_HOUR_LATER, transportIn } from './fixtures';

const SERVER_TIME = ONE_HOUR_LATER + 5_000;

describe('[TA1] une mise à jour acceptée fixe etat, status, auteur et historique', () => {
  it('[TA1] acceptation : provider_org_id devient l’organisation de l’acteur', () => {
    const update = makeUpdate('accepted', ACTORS.ambulance, {
      notes: 'Équipe 2',
      position: { lat: 48.85, lng: 2.35, accuracy: 12 },
    });
    const result = applyStatusUpdate(transportIn('pending'), update, SERVER_TIME);
    expect(result.ok && !result.duplicate).toBe(true);
    if (!result.ok) return;
    const { transport } = result;
    expect(transport).toMatchObject({
      etat: 'accepted',
      status: 'accepted',
      updated_at: SERVER_TIME,
      updated_by: ACTORS.ambulance.uid,
      provider_org_id: ACTORS.ambulance.orgId,
    });
    expect(transport.historique_etats.at(-1)).toEqual({
      etat: 'accepted',
      timestamp: update.deviceTime,
      updated_by: ACTORS.ambulance.uid,
      updated_by_name: null,
      updated_by_role: 'ambulance',
      updated_by_org: ACTORS.ambulance.orgId,
      device_id: null,
      notes: 'Équipe 2',
      reason: null,
      position: { lat: 48.85, lng: 2.35, accuracy: 12 },
      op_id: update.opId,
      server_timestamp: SERVER_TIME,
      applied: true,
      refusal_code: null,
      refusal_reason: null,
    });
  });

  it('[TA1] une étape suivante garde le transporteur et ne touche pas au reste', () => {
    const before = transportIn('en_route_pickup');
    const update = makeUpdate('arrived_pickup', ACTORS.admin, { position: null });
    const result = applyStatusUpdate(before, update, SERVER_TIME);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.transport.provider_org_id).toBe(ACTORS.ambulance.orgId);
    expect(result.transport.historique_etats).toHaveLength(before.historique_etats.length + 1);
    expect(result.transport.historique_etats.at(-1)?.position).toBeNull();
    expect({
      ...result.transport,
      etat: 'en_route_pickup',
      status: 'en_route_pickup',
    }).toMatchObject({
      ...before,
      updated_at: SERVER_TIME,
      updated_by: ACTORS.admin.uid,
      historique_etats: result.transport.historique_etats,
    });
  });

  it('[TA1] le résultat se relit à l’identique (aller-retour par le schéma)', () => {
    const update = makeUpdate('cancelled', ACTORS.clinic, {
      reason: 'Patient hospitalisé',
      notes: '  ',
    });
    const result = applyStatusUpdate(transportIn('pending'), update, SERVER_TIME);
    if (!result.ok) throw new Error('attendu : accepté');
    expect(result.transport.historique_etats.at(-1)).toMatchObject({
      reason: 'Patient hospitalisé',
      notes: null,
    });
    expect(parseTransport(result.transport.id, result.transport)).toEqual({
      ok: true,
      value: result.transport,
    });
  });
});

describe('[TA5] l’historique nomme l’auteur et l’appareil', () => {
  const julien = { ...ACTORS.ambulance, name: 'Julien Moreau' };
  const position = { lat: 48.85, lng: 2.35, capturedAt: ONE_HOUR_LATER - 180_000 };

  it('[TA5] une mise à jour appliquée garde nom, rôle, organisation, appareil et heure du relevé', () => {
    const update = makeUpdate('accepted', julien, { deviceId: 'appareil-1', position });
    const result = applyStatusUpdate(transportIn('pending'), update, SERVER_TIME);
    if (!result.ok) throw new Error('attendu : accepté');
    expect(result.transport.historique_etats.at(-1)).toMatchObject({
      updated_by: julien.uid,
      updated_by_name: 'Julien Moreau',
      updated_by_role: 'ambulance',
      updated_by_org: julien.orgId,
      device_id: 'appareil-1',
      position,
    });
    expect(parseTransport(result.transport.id, result.transport)).toEqual({
      ok: true,
      value: result.transport,
    });
  });

  it('[TA5] une mise à jour refusée les garde aussi', () => {
    const update = makeUpdate('arrived_pickup', julien, { deviceId: 'appareil-1' });
    const result = applyOrRecord(transportIn('cancelled'), update, SERVER_TIME);
    expect(result.outcome).toBe('refused');
    expect(findEntryByOpId(result.transport.historique_etats, update.opId)).toMatchObject({
      applied: false,
      updated_by_name: 'Julien Moreau',
      device_id: 'appareil-1',
    });
  });
});

describe('[TA2] un opId déjà présent est un rejeu sans effet', () => {
  it('[TA2] applyStatusUpdate rend le même transport, duplicate vrai', () => {
    const update = makeUpdate('accepted', ACTORS.ambulance);
    const first = applyStatusUpdate(transportIn('pending'), update, SERVER_TIME);
    if (!first.ok) throw new Error('attendu : accepté');
    const replay = applyStatusUpdate(first.transport, update, SERVER_TIME + 60_000);
    expect(replay).toEqual({ ok: true, transport: first.transport, duplicate: true });
    if (replay.ok) expect(replay.transport).toBe(first.transport);
  });

  it('[TA2] un rejeu d’une mise à jour refusée reste sans effet même si elle serait permise', () => {
    const update = makeUpdate('en_route_pickup', ACTORS.ambulance);
    const refused = applyOrRecord(transportIn('pending'), update, SERVER_TIME);
    expect(refused.outcome).toBe('refused');
    const replay = applyOrRecord(transportIn('accepted', refused.transport), update, SERVER_TIME);
    expect(replay.outcome).toBe('duplicate');
    if (replay.outcome === 'duplicate') expect(replay.entry.applied).toBe(false);
  });
});

describe('[TA3] une mise à jour refusée est gardée, visible, sans changer l’état', () => {
  it('[TA3] arrivée hors ligne après une annulation', () => {
    const cancelled = transportIn('cancelled');
    const update = makeUpdate('arrived_pickup', ACTORS.ambulance, {
      deviceTime: ONE_HOUR_LATER - 60_000,
    });
    const result = applyOrRecord(cancelled, update, SERVER_TIME);
    expect(result.outcome).toBe('refused');
    if (result.outcome !== 'refused') return;
    expect(result.refusal.code).toBe('terminal');
    expect(result.transport).toMatchObject({
      etat: 'cancelled',
      status: 'cancelled',
      updated_at: SERVER_TIME,
    });
    // The document's last writer is whoever recorded the refusal (the rules hold it to the request); who cancelled
    // stays in the history.
    expect(result.transport.updated_by).toBe(ACTORS.ambulance.uid);
    expect(findEntryByOpId(result.transport.historique_etats, update.opId)).toMatchObject({
      etat: 'arrived_pickup',
      applied: false,
      refusal_code: 'terminal',
      refusal_reason: 'Ce transport a été annulé : son état ne peut plus changer.',
      timestamp: ONE_HOUR_LATER - 60_000,
      server_timestamp: SERVER_TIME,
    });
  });

  it('[TA3] recordRefusedUpdate ne double pas une entrée', () => {
    const update = makeUpdate('completed', ACTORS.ambulance);
    const refusal = { code: 'terminal', reason: 'Terminé' } as const;
    const once = recordRefusedUpdate(transportIn('expired'), update, refusal, SERVER_TIME);
    expect(recordRefusedUpdate(once, update, refusal, SERVER_TIME + 1)).toBe(once);
  });

  it('[TA3] applyStatusUpdate seul renvoie le refus typé', () => {
    const result = applyStatusUpdate(
      transportIn('accepted'),
      makeUpdate('accepted', ACTORS.otherAmbulance),
      SERVER_TIME,
    );
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: 'already_accepted',
        reason: 'Ce transport a déjà été accepté par un autre transporteur.',
      },
    });
  });
});

describe('[TA4] applyOrRecord', () => {
  it('[TA4] applique, puis reconnaît le rejeu', () => {
    const update = makeUpdate('accepted', ACTORS.vtc);
    const applied = applyOrRecord(transportIn('ouvert'), update, SERVER_TIME);
    expect(applied.outcome).toBe('applied');
    const replay = applyOrRecord(applied.transport, update, SERVER_TIME + 1);
    expect(replay).toMatchObject({ outcome: 'duplicate', transport: applied.transport });
    if (replay.outcome === 'duplicate') expect(replay.entry.applied).toBe(true);
  });
});
