import { describe, expect, it } from 'vitest';
import {
  MULTI_ROLE_TRANSPORTS_COLLECTION,
  parseMultiRoleTransport,
  toMultiRoleTransport,
} from '@/domain/transport/multi-role-transport';
import { ACTORS, makeTransport, transportIn } from './fixtures';

describe('[TM1] copie multi-rôle d’un transport', () => {
  it('[TM1] correspondance des champs', () => {
    const transport = transportIn('accepted', {
      priorite: 'critique',
      equipements_requis: ['oxygène'],
      responses: {
        ambu_0001: { status: 'accepted', at: 1, orgId: null },
        ambu_0002: { status: 'interested', at: 2, orgId: null },
        vtc_0001: { status: 'declined', at: 3, orgId: null },
      },
    });
    const copy = toMultiRoleTransport(transport);
    expect(MULTI_ROLE_TRANSPORTS_COLLECTION).toBe('multiRoleTransports');
    expect(copy).toEqual({
      id: transport.id,
      creator_role: 'clinique',
      creator_organization_id: ACTORS.clinic.orgId,
      transport_type: 'vsl',
      status: 'accepted',
      priority: 'high',
      urgency_level: 3,
      patient: {
        personal_info: transport.patient_info,
        medical_info: transport.informations_medicales,
      },
      route: { pickup: transport.adresse_depart, destination: transport.adresse_arrivee },
      visibility: {
        available_to_roles: ['ambulance', 'vtc'],
        region: '75',
        equipment_required: ['oxygène'],
      },
      assigned_provider_id: ACTORS.ambulance.orgId,
      interested_providers: ['ambu_0001', 'ambu_0002'],
      billing: { estimated_cost: null, billing_type: 'standard' },
      scheduled_time: transport.date_transport,
      pickup_region: '75',
    });
  });

  it.each([
    ['ambulance', 'urgent', ['ambulance'], 'medium', 2],
    ['vtc', 'normale', ['vtc'], 'low', 1],
  ] as const)('[TM1] type %s, priorité %s', (type, priorite, roles, priority, level) => {
    const copy = toMultiRoleTransport(makeTransport({ type_transport: type, priorite }), 'admin');
    expect(copy).toMatchObject({ creator_role: 'admin', priority, urgency_level: level });
    expect(copy.visibility.available_to_roles).toEqual(roles);
  });

  it('[TM2] la copie se relit par son schéma ; un document invalide donne une erreur typée', () => {
    const copy = toMultiRoleTransport(makeTransport());
    expect(parseMultiRoleTransport(copy.id, copy)).toEqual({ ok: true, value: copy });
    const broken = parseMultiRoleTransport('x', { ...copy, urgency_level: 5 });
    expect(broken).toMatchObject({
      ok: false,
      error: { collection: 'multiRoleTransports', id: 'x' },
    });
  });
});
