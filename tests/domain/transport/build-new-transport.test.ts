import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import { buildNewTransport, CREATION_NOTE } from '@/domain/transport/build-new-transport';
import {
  parseTransportInput,
  transportInputSchema,
} from '@/domain/transport/transport-input.schema';
import { parseTransport } from '@/domain/transport/transport.schema';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { ACTORS, CREATED_AT, VALID_INPUT } from './fixtures';

const context = {
  id: 'doc-7',
  transportId: 'tr_vsl_00007',
  creator: { uid: ACTORS.clinic.uid, orgId: ACTORS.clinic.orgId, role: 'clinique' as const },
  now: CREATED_AT,
};

describe('[TI3] buildNewTransport', () => {
  it('[TI3] demande en attente, une entrée d’historique, expiration à 24 h, source manual_entry', () => {
    const transport = buildNewTransport(transportInputSchema.parse(VALID_INPUT), context);
    expect(transport).toMatchObject({
      id: 'doc-7',
      transport_id: 'tr_vsl_00007',
      etat: 'pending',
      status: 'pending',
      requester_org_id: ACTORS.clinic.orgId,
      provider_org_id: null,
      date_expiration: CREATED_AT + TRANSPORT_EXPIRY_MS,
      source: 'manual_entry',
      created_by: ACTORS.clinic.uid,
      createdBy: ACTORS.clinic.uid,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    });
    expect(transport.historique_etats).toEqual([
      expect.objectContaining({
        etat: 'pending',
        notes: CREATION_NOTE,
        op_id: null,
        applied: true,
        updated_by: ACTORS.clinic.uid,
        updated_by_name: null,
        updated_by_role: 'clinique',
        updated_by_org: ACTORS.clinic.orgId,
        device_id: null,
      }),
    ]);
  });

  it('[TI3] la première entrée nomme le créateur, son rôle et son appareil', () => {
    const transport = buildNewTransport(transportInputSchema.parse(VALID_INPUT), {
      ...context,
      creator: { ...ACTORS.clinic, name: 'Sophie Marchand' },
      deviceId: 'appareil-clinique',
    });
    expect(transport.historique_etats[0]).toMatchObject({
      updated_by: ACTORS.clinic.uid,
      updated_by_name: 'Sophie Marchand',
      updated_by_role: 'clinique',
      updated_by_org: ACTORS.clinic.orgId,
      device_id: 'appareil-clinique',
    });
    expect(parseTransport(transport.id, transport)).toEqual({ ok: true, value: transport });
  });

  it('[TI3] un admin crée pour une autre organisation, données de test', () => {
    const input = transportInputSchema.parse({ ...VALID_INPUT, requester_org_id: 'clin_0009' });
    const transport = buildNewTransport(input, {
      ...context,
      creator: { uid: ACTORS.admin.uid, orgId: ACTORS.admin.orgId, role: 'admin' },
      opId: 'op-c',
      source: 'admin_test',
    });
    expect(transport).toMatchObject({
      requester_org_id: 'clin_0009',
      created_by: ACTORS.admin.uid,
      source: 'admin_test',
    });
    expect(transport.historique_etats[0]?.op_id).toBe('op-c');
  });

  it('[TI3] le transport construit se relit à l’identique, pour toute saisie valide', () => {
    const inputArb = fc.record({
      type_transport: fc.constantFrom(...TRANSPORT_TYPES),
      date_transport: fc.integer({ min: CREATED_AT, max: CREATED_AT + 1e10 }),
      priorite: fc.constantFrom('normale', 'urgent', 'critique'),
      adresse_depart: fc.record({
        rue: fc.string(),
        ville: fc.string({ minLength: 1 }).filter((v) => v.trim() !== ''),
      }),
      adresse_arrivee: fc.record({
        rue: fc.string({ minLength: 1 }).filter((v) => v.trim() !== ''),
      }),
      patient_info: fc.record({ firstName: fc.string(), lastName: fc.string() }),
      equipements_requis: fc.array(
        fc.string({ minLength: 1 }).filter((v) => v.trim() !== ''),
        { maxLength: 3 },
      ),
      commentaires: fc.string(),
    });
    fc.assert(
      fc.property(inputArb, (raw) => {
        const parsed = parseTransportInput(raw);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const transport = buildNewTransport(parsed.value, context);
        expect(parseTransport(transport.id, transport)).toEqual({ ok: true, value: transport });
      }),
    );
  });
});
