import { describe, expect, it } from 'vitest';
import { expirationFor, expiresAt, isExpired } from '@/domain/transport/expiry';
import { CREATED_AT, DAY_LATER, transportIn } from './fixtures';

describe('[TX1] expiration 24 h après la création', () => {
  it('[TX1] expiresAt', () => {
    expect(expiresAt(transportIn('pending'))).toBe(DAY_LATER);
    expect(expirationFor(0)).toBe(24 * 3_600_000);
  });
  it.each([
    ['en attente, avant 24 h', 'pending', DAY_LATER - 1, false],
    ['en attente, à 24 h', 'broadcasting', DAY_LATER, true],
    ['marqué expiré', 'expired', CREATED_AT, true],
    ['acceptée : n’expire pas', 'accepted', DAY_LATER * 2, false],
  ] as const)('[TX1] %s', (_name, status, now, expired) => {
    expect(isExpired(transportIn(status), now)).toBe(expired);
  });
});
