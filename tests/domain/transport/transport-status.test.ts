import { describe, expect, it } from 'vitest';
import { DRIVER_STEPS, PROVIDER_CHAIN, chainIndex } from '@/domain/transport/driver-steps';
import {
  isInProgress,
  isTerminal,
  isWaiting,
  nextDriverStep,
  skipForwardTargets,
  statusGroup,
  STATUS_GROUP_LABELS,
  STATUS_GROUPS,
  TERMINAL_STATUSES,
  TRANSPORT_STATUS_LABELS,
  TRANSPORT_STATUSES,
  transportStatusSchema,
  type StatusGroup,
  type TransportStatus,
} from '@/domain/transport/transport-status';

describe('[TS1] regroupement statistique du §4', () => {
  const expected: [TransportStatus, StatusGroup][] = [
    ['pending', 'waiting'],
    ['ouvert', 'waiting'],
    ['broadcasting', 'waiting'],
    ['accepted', 'in_progress'],
    ['confirmed', 'in_progress'],
    ['assigned', 'in_progress'],
    ['en_route_pickup', 'in_progress'],
    ['arrived_pickup', 'in_progress'],
    ['patient_loaded', 'in_progress'],
    ['en_route_destination', 'in_progress'],
    ['arrived_destination', 'in_progress'],
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
    ['rejected', 'cancelled'],
    ['expired', 'cancelled'],
  ];
  it('[TS1] chaque état appartient à exactement un groupe', () => {
    expect(expected.map(([status]) => status)).toEqual([...TRANSPORT_STATUSES]);
  });
  it.each(expected)('[TS1] %s → %s', (status, group) => {
    expect(statusGroup(status)).toBe(group);
    expect(isWaiting(status)).toBe(group === 'waiting');
    expect(isInProgress(status)).toBe(group === 'in_progress');
  });
});

describe('[TS2] états terminaux', () => {
  it.each(TRANSPORT_STATUSES.map((status) => [status]))('[TS2] %s', (status) => {
    const terminal = ['completed', 'cancelled', 'rejected', 'expired'].includes(status);
    expect(isTerminal(status)).toBe(terminal);
  });
  it('[TS2] exactement completed, cancelled, rejected et expired', () => {
    expect([...TERMINAL_STATUSES].sort()).toEqual([
      'cancelled',
      'completed',
      'expired',
      'rejected',
    ]);
  });
});

describe('[TS3] libellés français', () => {
  it('[TS3] chaque état et chaque groupe a un libellé non vide', () => {
    for (const status of TRANSPORT_STATUSES)
      expect(TRANSPORT_STATUS_LABELS[status].trim()).not.toBe('');
    for (const group of STATUS_GROUPS) expect(STATUS_GROUP_LABELS[group].trim()).not.toBe('');
  });
  it.each([
    ['pending', 'En attente d’un transporteur'],
    ['ouvert', 'En attente d’un transporteur'],
    ['broadcasting', 'En attente d’un transporteur'],
    ['accepted', 'Accepté'],
    ['confirmed', 'Confirmé'],
    ['en_route_pickup', 'En route vers le patient'],
    ['arrived_pickup', 'Arrivé au point de prise en charge'],
    ['patient_loaded', 'Patient à bord'],
    ['en_route_destination', 'En route vers la destination'],
    ['arrived_destination', 'Arrivé à destination'],
    ['completed', 'Terminé'],
    ['cancelled', 'Annulé'],
    ['rejected', 'Refusé'],
    ['expired', 'Expiré'],
  ] as const)('[TS3] %s se lit « %s »', (status, label) => {
    expect(TRANSPORT_STATUS_LABELS[status]).toBe(label);
  });
  it('[TS3] le schéma refuse un état inconnu', () => {
    expect(transportStatusSchema.safeParse('en_attente').success).toBe(false);
  });
});

describe('[TS4] prochaine étape du chauffeur', () => {
  it.each([
    ['accepted', 'en_route_pickup', 'En route vers le patient'],
    ['confirmed', 'en_route_pickup', 'En route vers le patient'],
    ['assigned', 'en_route_pickup', 'En route vers le patient'],
    ['en_route_pickup', 'arrived_pickup', 'Arrivé au point de prise en charge'],
    ['arrived_pickup', 'patient_loaded', 'Patient à bord'],
    ['patient_loaded', 'en_route_destination', 'En route vers la destination'],
    ['en_route_destination', 'arrived_destination', 'Arrivé à destination'],
    ['arrived_destination', 'completed', 'Terminer'],
  ] as const)('[TS4] depuis %s : %s (« %s »)', (status, target, label) => {
    expect(nextDriverStep(status)).toEqual({ target, label });
  });
  it.each([
    'pending',
    'ouvert',
    'broadcasting',
    'completed',
    'cancelled',
    'rejected',
    'expired',
  ] as const)('[TS4] aucune étape depuis %s', (status) => {
    expect(nextDriverStep(status)).toBeNull();
    expect(skipForwardTargets(status)).toEqual([]);
  });
});

describe('[TS5] sauts en avant', () => {
  it.each([
    [
      'accepted',
      [
        'arrived_pickup',
        'patient_loaded',
        'en_route_destination',
        'arrived_destination',
        'completed',
      ],
    ],
    [
      'en_route_pickup',
      ['patient_loaded', 'en_route_destination', 'arrived_destination', 'completed'],
    ],
    ['en_route_destination', ['completed']],
    ['arrived_destination', []],
  ] as const)('[TS5] depuis %s', (status, targets) => {
    expect(skipForwardTargets(status)).toEqual(targets);
  });
  it('[TS5] toute cible de saut est plus loin dans la chaîne que la prochaine étape', () => {
    for (const status of PROVIDER_CHAIN) {
      const next = nextDriverStep(status);
      for (const target of skipForwardTargets(status)) {
        expect(chainIndex(target)).toBeGreaterThan(chainIndex(next!.target));
      }
    }
  });
  it('[TS5] les étapes du chauffeur suivent l’ordre de la chaîne', () => {
    const indexes = DRIVER_STEPS.map((step) => chainIndex(step.target));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(chainIndex('pending')).toBe(-1);
  });
});
