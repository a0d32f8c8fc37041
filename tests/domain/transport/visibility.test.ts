import { describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@/domain/shared/role';
import type { TransportType } from '@/domain/transport/transport-type';
import {
  canRoleSeeTransportType,
  isVisibleTo,
  relationsOf,
  type TransportRelation,
} from '@/domain/transport/visibility';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';
import { ACTORS, transportIn } from './fixtures';

describe('[TV1] §6 : visibilité par type de transport', () => {
  const table: [UserType, Record<TransportType, boolean>][] = [
    ['admin', { ambulance: true, vsl: true, vtc: true }],
    ['ambulance', { ambulance: true, vsl: true, vtc: false }],
    ['vtc', { ambulance: false, vsl: true, vtc: true }],
    ['clinique', { ambulance: false, vsl: false, vtc: false }],
    ['patient', { ambulance: false, vsl: false, vtc: false }],
  ];
  it('[TV1] la table couvre tous les rôles', () => {
    expect(table.map(([role]) => role)).toEqual([...USER_TYPES]);
  });
  it.each(table)('[TV1] %s', (role, byType) => {
    for (const [type, visible] of Object.entries(byType)) {
      expect(canRoleSeeTransportType(role, type as TransportType)).toBe(visible);
    }
  });
});

describe('[TV2] isVisibleTo', () => {
  const cases: [string, Transport, Viewer, boolean][] = [
    ['admin voit tout', transportIn('completed'), ACTORS.admin, true],
    ['ambulance voit une demande VSL', transportIn('pending'), ACTORS.ambulance, true],
    [
      'vtc ne voit pas une demande ambulance',
      transportIn('ouvert', { type_transport: 'ambulance' }),
      ACTORS.vtc,
      false,
    ],
    ['ambulance voit sa course acceptée', transportIn('en_route_pickup'), ACTORS.ambulance, true],
    [
      'autre ambulance ne voit pas une course acceptée',
      transportIn('accepted'),
      ACTORS.otherAmbulance,
      false,
    ],
    [
      'une réponse ne donne pas accès à la course prise par un autre',
      transportIn('accepted', {
        responses: { ambu_0002: { status: 'interested', at: null, orgId: null } },
      }),
      ACTORS.otherAmbulance,
      false,
    ],
    ['clinique demandeuse', transportIn('completed'), ACTORS.clinic, true],
    ['autre clinique', transportIn('pending'), ACTORS.otherClinic, false],
    [
      'le créateur passé dans une autre organisation ne voit plus la demande',
      transportIn('pending', { requester_org_id: null }),
      { ...ACTORS.otherClinic, uid: ACTORS.clinic.uid },
      false,
    ],
    [
      'un transporteur dont l’organisation égale le demandeur n’est pas demandeur',
      transportIn('pending', { requester_org_id: ACTORS.ambulance.orgId, type_transport: 'vtc' }),
      ACTORS.ambulance,
      false,
    ],
    [
      'admin ayant accepté : un patient de la même organisation n’est pas transporteur',
      transportIn('accepted', { provider_org_id: 'default-org' }),
      { ...ACTORS.patient, orgId: 'default-org' },
      false,
    ],
    [
      'patient par patient_id',
      transportIn('accepted', { patient_id: ACTORS.patient.uid }),
      ACTORS.patient,
      true,
    ],
    [
      'patient par global_patient_id',
      transportIn('pending', { global_patient_id: ACTORS.patient.uid }),
      ACTORS.patient,
      true,
    ],
    ['autre patient', transportIn('pending', { patient_id: 'u-autre' }), ACTORS.patient, false],
  ];
  it.each(cases)('[TV2] %s', (_name, transport, viewer, visible) => {
    expect(isVisibleTo(transport, viewer)).toBe(visible);
  });
});

describe('[TV3] relations d’un utilisateur à un transport', () => {
  const cases: [string, Transport, Viewer, TransportRelation[]][] = [
    ['admin', transportIn('accepted'), ACTORS.admin, ['admin']],
    ['clinique demandeuse', transportIn('pending'), ACTORS.clinic, ['requester']],
    ['transporteur qui a accepté', transportIn('assigned'), ACTORS.ambulance, ['provider']],
    [
      'candidat sur une demande en attente',
      transportIn('ouvert'),
      ACTORS.otherAmbulance,
      ['candidate'],
    ],
    ['plus candidat une fois acceptée', transportIn('accepted'), ACTORS.otherAmbulance, []],
    [
      'patient transporté',
      transportIn('pending', { global_patient_id: ACTORS.patient.uid }),
      ACTORS.patient,
      ['patient'],
    ],
    [
      'membre retiré par le responsable : plus aucune relation à la course de l’entreprise',
      transportIn('assigned'),
      { ...ACTORS.ambulance, removed: true },
      [],
    ],
    [
      'membre retiré : plus candidat aux demandes en attente',
      transportIn('ouvert'),
      { ...ACTORS.otherAmbulance, removed: true },
      [],
    ],
    [
      'chauffeur : transporteur de la course qui lui est affectée',
      transportIn('assigned', {
        assigned_driver: { uid: ACTORS.ambulance.uid, firstName: 'Karim' },
      }),
      { ...ACTORS.ambulance, memberRole: 'chauffeur' },
      ['provider'],
    ],
    [
      'chauffeur : rien sur la course d’un collègue',
      transportIn('assigned', { assigned_driver: { uid: 'u-collegue', firstName: 'Léa' } }),
      { ...ACTORS.ambulance, memberRole: 'chauffeur' },
      [],
    ],
    [
      'chauffeur équipier de l’ambulance (issue 23) : transporteur comme le conducteur',
      transportIn('assigned', {
        assigned_driver: {
          uid: 'u-collegue',
          firstName: 'Léa',
          equipier: { uid: ACTORS.ambulance.uid, firstName: 'Karim', qualification: 'DEA' },
        },
      }),
      { ...ACTORS.ambulance, memberRole: 'chauffeur' },
      ['provider'],
    ],
  ];
  it.each(cases)('[TV3] %s', (_name, transport, viewer, relations) => {
    expect(relationsOf(transport, viewer)).toEqual(relations);
    expect(isVisibleTo(transport, viewer)).toBe(relations.length > 0);
  });
});
