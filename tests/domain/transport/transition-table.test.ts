import { describe, expect, it } from 'vitest';
import { chainIndex } from '@/domain/transport/driver-steps';
import type { RefusalCode } from '@/domain/transport/refusal';
import { allowedTargets, checkTransition, TRANSITION_TABLE } from '@/domain/transport/transitions';
import {
  isInProgress,
  isTerminal,
  isWaiting,
  TRANSPORT_STATUSES,
  type TransportStatus,
} from '@/domain/transport/transport-status';
import { ACTORS, DAY_LATER, entitled, needsOf, ONE_HOUR_LATER, transportIn } from './fixtures';

/** The refusal code the rules give when no row allows from → to. */
function structuralCode(from: TransportStatus, to: TransportStatus): RefusalCode {
  if (isTerminal(from)) return 'terminal';
  if (to === from) return 'same_state';
  if (isInProgress(from) && (isWaiting(to) || chainIndex(to) >= 0)) return 'backward';
  return 'not_allowed';
}

const rows = Object.entries(TRANSITION_TABLE) as [
  TransportStatus,
  { to: readonly TransportStatus[] },
][];

describe('[TR1] la table a une ligne par état, chacune justifiée', () => {
  it('[TR1] toutes les lignes sont présentes', () => {
    expect(rows.map(([from]) => from).sort()).toEqual([...TRANSPORT_STATUSES].sort());
    for (const [from] of rows) expect(TRANSITION_TABLE[from].why.trim()).not.toBe('');
  });
});

describe.each(rows)('[TR2] ligne « %s » de la table', (from, row) => {
  it.each(TRANSPORT_STATUSES.map((to) => [to]))(`[TR2] ${from} → %s suit la table`, (to) => {
    const { actor, now } = entitled(to);
    const update = { status: to, actor, ...needsOf(to) };
    const result = checkTransition(transportIn(from), update, now);
    if (row.to.includes(to)) {
      expect(result).toEqual({ ok: true });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.refusal.code).toBe(structuralCode(from, to));
        expect(result.refusal.reason).toMatch(/\S/);
      }
    }
  });
});

describe('[TR3] un état terminal ne change plus', () => {
  it.each(['completed', 'cancelled', 'rejected', 'expired'] as const)('[TR3] %s', (from) => {
    expect(allowedTargets(from)).toEqual([]);
    const result = checkTransition(
      transportIn(from),
      { status: 'accepted', actor: ACTORS.admin },
      DAY_LATER,
    );
    expect(result).toMatchObject({ ok: false, refusal: { code: 'terminal' } });
  });
});

describe('[TR4] la chaîne du transporteur avance seulement, sauts permis', () => {
  it('[TR4] chaque cible de la chaîne est plus loin, sauf une réaffectation avant la prise en charge', () => {
    for (const [from, row] of rows) {
      if (!isInProgress(from)) continue;
      for (const to of row.to) {
        if (to === 'cancelled') continue;
        if (to === 'assigned') expect(chainIndex(from)).toBeLessThan(chainIndex('patient_loaded'));
        else expect(chainIndex(to)).toBeGreaterThan(chainIndex(from));
      }
    }
  });
  it('[TR4] un saut de accepted à patient_loaded est accepté', () => {
    const result = checkTransition(
      transportIn('accepted'),
      { status: 'patient_loaded', actor: ACTORS.ambulance },
      ONE_HOUR_LATER,
    );
    expect(result.ok).toBe(true);
  });
  it('[TR4] un retour de patient_loaded à arrived_pickup est refusé', () => {
    const result = checkTransition(
      transportIn('patient_loaded'),
      { status: 'arrived_pickup', actor: ACTORS.ambulance },
      ONE_HOUR_LATER,
    );
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: 'backward',
        reason:
          'Retour en arrière impossible : le transport est déjà à l’étape « Patient à bord ».',
      },
    });
  });
});
