import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@/domain/organisation/member-roles';
import type { Equipment } from '@/domain/organisation/vehicle';
import {
  assignedToFirst,
  checkAssignment,
  equipmentWarning,
  missingEquipment,
  requiredEquipment,
  type AssignmentContext,
} from '@/domain/transport/assignment';
import { TRANSPORT_STATUSES, type TransportStatus } from '@/domain/transport/transport-status';
import { ACTORS, transportIn } from './fixtures';

const STRETCHER_RIDE = transportIn('accepted', {
  equipements_requis: ['Oxygène'],
  informations_medicales: {
    pathologie: '',
    mobilite: 'brancard',
    needsOxygen: false,
    needsStretcher: true,
    equipements_speciaux: [],
  },
});

const context = (overrides: Partial<AssignmentContext> = {}): AssignmentContext => ({
  transport: STRETCHER_RIDE,
  actor: ACTORS.ambulance,
  actorRole: 'regulateur',
  driverRole: 'chauffeur',
  vehicle: { org_id: ACTORS.ambulance.orgId, active: true, equipment: ['brancard', 'oxygene'] },
  equipier: null,
  ...overrides,
});

describe('[ASG1] a ride is assignable once accepted, until the patient is on board', () => {
  const assignable: TransportStatus[] = [
    'accepted',
    'confirmed',
    'assigned',
    'en_route_pickup',
    'arrived_pickup',
  ];
  it.each(TRANSPORT_STATUSES.map((status) => [status, assignable.includes(status)] as const))(
    '[ASG1] %s : %s',
    (status, expected) => {
      const transport = transportIn(status, { equipements_requis: [] });
      expect(checkAssignment(context({ transport })).ok).toBe(expected);
    },
  );
});

describe('[ASG2] only the accepted company’s régulateur or responsable assigns its own chauffeur and vehicle', () => {
  it.each<[string, Partial<AssignmentContext>, string | null]>([
    ['régulateur', {}, null],
    ['responsable', { actorRole: 'responsable' }, null],
    ['admin sans rôle', { actor: ACTORS.admin, actorRole: null }, null],
    [
      'autre entreprise',
      { actor: ACTORS.otherAmbulance },
      'Seule l’entreprise qui a accepté ce transport peut l’affecter.',
    ],
    [
      'clinique',
      { actor: ACTORS.clinic, actorRole: 'responsable' },
      'Seule l’entreprise qui a accepté ce transport peut l’affecter.',
    ],
    [
      'chauffeur',
      { actorRole: 'chauffeur' },
      'Seuls un régulateur ou un responsable peuvent affecter un chauffeur.',
    ],
    [
      'non-membre',
      { actorRole: null },
      'Seuls un régulateur ou un responsable peuvent affecter un chauffeur.',
    ],
    [
      'conducteur régulateur',
      { driverRole: 'regulateur' as MemberRole },
      'La personne choisie n’est pas chauffeur de votre entreprise.',
    ],
    [
      'conducteur inconnu',
      { driverRole: null },
      'La personne choisie n’est pas chauffeur de votre entreprise.',
    ],
    [
      'véhicule d’une autre flotte',
      { vehicle: { org_id: 'ambu_0002', active: true, equipment: [] } },
      'Ce véhicule n’est pas un véhicule actif de votre flotte.',
    ],
    [
      'véhicule inactif',
      { vehicle: { org_id: 'ambu_0001', active: false, equipment: [] } },
      'Ce véhicule n’est pas un véhicule actif de votre flotte.',
    ],
  ])('[ASG2] %s', (_name, overrides, reason) => {
    const check = checkAssignment(context(overrides));
    if (reason === null) expect(check.ok).toBe(true);
    else expect(check).toEqual({ ok: false, reason });
  });
});

describe('[ASG3] equipment: a mismatch is a French warning naming what is missing, never a silent choice', () => {
  it('[ASG3] the ride’s needs come from its list, its flags and the mobility', () => {
    expect(requiredEquipment(STRETCHER_RIDE)).toEqual(['oxygene', 'brancard']);
  });
  it.each<[Equipment[], string | null]>([
    [['brancard', 'oxygene'], null],
    [['oxygene', 'brancard', 'fauteuil_roulant'], null],
    [['oxygene'], 'Ce véhicule n’a pas l’équipement demandé : brancard.'],
    [[], 'Ce véhicule n’a pas l’équipement demandé : oxygène, brancard.'],
  ])('[ASG3] vehicle with %o → %s', (equipment, warning) => {
    const vehicle = { org_id: ACTORS.ambulance.orgId, active: true, equipment };
    expect(checkAssignment(context({ vehicle }))).toEqual({ ok: true, warning });
    expect(equipmentWarning(missingEquipment(STRETCHER_RIDE, equipment))).toBe(warning);
  });
});

describe('[ASG7] a driver finds the rides assigned to them first', () => {
  const mine = transportIn('assigned', {
    id: 'mine',
    assigned_driver: { uid: 'u-karim', firstName: 'Karim' },
  });
  const other = transportIn('assigned', {
    id: 'other',
    assigned_driver: { uid: 'u-lea', firstName: 'Léa' },
  });
  const open = transportIn('accepted', { id: 'open' });
  it.each([
    ['u-karim', ['mine', 'open', 'other']],
    ['u-lea', ['other', 'open', 'mine']],
    ['u-regulateur', ['open', 'other', 'mine']],
  ])('[ASG7] %s → %o (the others keep their order)', (uid, order) => {
    expect(assignedToFirst([open, other, mine], uid).map((ride) => ride.id)).toEqual(order);
  });
});
