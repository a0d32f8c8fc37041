import { describe, expect, it } from 'vitest';
import { DEFAULT_ESCALATION_DELAY_MS } from '@/domain/constants';
import { ESCALATION_MESSAGE, needsEscalation } from '@/domain/transport/escalation';
import { CREATED_AT, DAY_LATER, transportIn } from './fixtures';

describe('[TX3] relance quand personne n’a accepté', () => {
  it('[TX3] message', () => {
    expect(ESCALATION_MESSAGE).toBe('Aucun transporteur n’a encore accepté');
  });
  it.each([
    [
      'en attente, avant le délai',
      'pending',
      CREATED_AT + DEFAULT_ESCALATION_DELAY_MS - 1,
      undefined,
      false,
    ],
    ['en attente, au délai', 'ouvert', CREATED_AT + DEFAULT_ESCALATION_DELAY_MS, undefined, true],
    ['délai personnalisé', 'broadcasting', CREATED_AT + 60_000, 60_000, true],
    ['acceptée', 'accepted', DAY_LATER, undefined, false],
    ['annulée', 'cancelled', DAY_LATER, undefined, false],
  ] as const)('[TX3] %s', (_name, status, now, delay, expected) => {
    expect(needsEscalation(transportIn(status), now, delay)).toBe(expected);
  });
});
