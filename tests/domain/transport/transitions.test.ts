import { describe, expect, it } from 'vitest';
import type { RefusalCode } from '@/domain/transport/refusal';
import type { Actor } from '@/domain/transport/status-update';
import { checkTransition } from '@/domain/transport/transitions';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { ACTORS, DAY_LATER, entitled, ONE_HOUR_LATER, transportIn } from './fixtures';

describe('[TR5] annulation possible jusqu’à la prise en charge du patient', () => {
  it.each([
    ['pending', true],
    ['broadcasting', true],
    ['accepted', true],
    ['assigned', true],
    ['en_route_pickup', true],
    ['arrived_pickup', true],
    ['patient_loaded', false],
    ['en_route_destination', false],
    ['arrived_destination', false],
  ] as const)('[TR5] depuis %s : %s', (from, allowed) => {
    const result = checkTransition(
      transportIn(from),
      { status: 'cancelled', actor: ACTORS.clinic },
      ONE_HOUR_LATER,
    );
    expect(result.ok).toBe(allowed);
    if (!result.ok) {
      expect(result.refusal.reason).toBe(
        'Le patient est à bord : le transport ne peut plus être annulé.',
      );
    }
  });
});

describe('[TR6] la première acceptation valide l’emporte', () => {
  it.each(['accepted', 'confirmed', 'en_route_pickup', 'patient_loaded'] as const)(
    '[TR6] une autre organisation ne peut plus accepter depuis %s',
    (from) => {
      const result = checkTransition(
        transportIn(from),
        { status: 'accepted', actor: ACTORS.otherAmbulance },
        ONE_HOUR_LATER,
      );
      expect(result).toEqual({
        ok: false,
        refusal: {
          code: 'already_accepted',
          reason: 'Ce transport a déjà été accepté par un autre transporteur.',
        },
      });
    },
  );
  it('[TR6] la même organisation qui accepte de nouveau obtient same_state', () => {
    const result = checkTransition(
      transportIn('accepted'),
      { status: 'accepted', actor: ACTORS.ambulance },
      ONE_HOUR_LATER,
    );
    expect(result).toMatchObject({ ok: false, refusal: { code: 'same_state' } });
  });
});

describe('[TR7] qui peut faire quoi', () => {
  const cases: [string, TransportStatus, TransportStatus, Actor, number, true | RefusalCode][] = [
    ['admin accepte', 'pending', 'accepted', ACTORS.admin, ONE_HOUR_LATER, true],
    ['vtc accepte un VSL', 'pending', 'accepted', ACTORS.vtc, ONE_HOUR_LATER, true],
    [
      'clinique ne peut pas accepter',
      'pending',
      'accepted',
      ACTORS.clinic,
      ONE_HOUR_LATER,
      'forbidden',
    ],
    [
      'patient ne peut pas accepter',
      'ouvert',
      'accepted',
      ACTORS.patient,
      ONE_HOUR_LATER,
      'forbidden',
    ],
    ['acceptation après 24 h', 'pending', 'accepted', ACTORS.ambulance, DAY_LATER, 'expired'],
    ['admin annule', 'ouvert', 'cancelled', ACTORS.admin, ONE_HOUR_LATER, true],
    ['autre clinique', 'pending', 'cancelled', ACTORS.otherClinic, ONE_HOUR_LATER, 'forbidden'],
    ['transporteur annule', 'accepted', 'cancelled', ACTORS.ambulance, ONE_HOUR_LATER, 'forbidden'],
    ['clinique refuse', 'pending', 'rejected', ACTORS.clinic, ONE_HOUR_LATER, 'forbidden'],
    [
      'transporteur diffuse',
      'pending',
      'broadcasting',
      ACTORS.ambulance,
      ONE_HOUR_LATER,
      'forbidden',
    ],
    ['admin diffuse', 'pending', 'broadcasting', ACTORS.admin, ONE_HOUR_LATER, true],
    [
      'autre transporteur avance',
      'accepted',
      'en_route_pickup',
      ACTORS.otherAmbulance,
      ONE_HOUR_LATER,
      'forbidden',
    ],
    ['clinique avance', 'assigned', 'en_route_pickup', ACTORS.clinic, ONE_HOUR_LATER, 'forbidden'],
    ['admin avance', 'arrived_destination', 'completed', ACTORS.admin, ONE_HOUR_LATER, true],
    ['expiration avant 24 h', 'pending', 'expired', ACTORS.admin, DAY_LATER - 1, 'not_expired'],
    ['expiration à 24 h pile', 'broadcasting', 'expired', ACTORS.ambulance, DAY_LATER, true],
  ];
  it.each(cases)('[TR7] %s', (_name, from, to, actor, now, expected) => {
    const result = checkTransition(transportIn(from), { status: to, actor }, now);
    if (expected === true) expect(result).toEqual({ ok: true });
    else expect(result).toMatchObject({ ok: false, refusal: { code: expected } });
  });

  it('[TR7] un type non servi par le rôle est refusé avec une raison claire', () => {
    const result = checkTransition(
      transportIn('pending', { type_transport: 'ambulance' }),
      { status: 'accepted', actor: ACTORS.vtc },
      ONE_HOUR_LATER,
    );
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: 'not_visible',
        reason: 'Les transports de type Ambulance ne sont pas proposés à votre type de compte.',
      },
    });
  });

  it('[TR7] le demandeur est l’organisation : son créateur passé dans une autre ne peut plus annuler', () => {
    const transport = transportIn('pending', { requester_org_id: null });
    const actor = { ...ACTORS.clinic, orgId: 'autre' };
    expect(
      checkTransition(transport, { status: 'cancelled', actor }, ONE_HOUR_LATER),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'forbidden' },
    });
  });

  it.each([
    ['autre clinique', ACTORS.otherClinic, 'forbidden'],
    ['transporteur d’un type non servi', ACTORS.vtc, 'forbidden'],
    ['patient transporté', ACTORS.patient, true],
  ] as const)(
    '[TR7] l’expiration est constatée par qui voit la demande : %s',
    (_n, actor, expected) => {
      const transport = transportIn('pending', {
        type_transport: 'ambulance',
        patient_id: ACTORS.patient.uid,
      });
      const result = checkTransition(transport, { status: 'expired', actor }, DAY_LATER);
      if (expected === true) expect(result).toEqual({ ok: true });
      else expect(result).toMatchObject({ ok: false, refusal: { code: expected } });
    },
  );

  it('[TR7] la date d’expiration est donnée en heure de Paris', () => {
    const result = checkTransition(
      transportIn('pending'),
      { status: 'expired', actor: ACTORS.admin },
      ONE_HOUR_LATER,
    );
    expect(result).toMatchObject({
      ok: false,
      refusal: { reason: expect.stringContaining('23/11/2026 11:00') },
    });
  });
});

describe('[TR8] refus structurels lisibles', () => {
  it.each([
    ['pending', 'en_route_pickup', 'Ce transport doit d’abord être accepté par un transporteur.'],
    ['ouvert', 'completed', 'Ce transport doit d’abord être accepté par un transporteur.'],
    ['accepted', 'expired', 'Passage de « Accepté » à « Expiré » non autorisé.'],
    [
      'assigned',
      'pending',
      'Retour en arrière impossible : le transport est déjà à l’étape « Chauffeur assigné ».',
    ],
  ] as const)('[TR8] %s → %s', (from, to, reason) => {
    const { actor, now } = entitled(to);
    expect(checkTransition(transportIn(from), { status: to, actor }, now)).toMatchObject({
      ok: false,
      refusal: { reason },
    });
  });
});
