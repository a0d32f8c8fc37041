import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  toFrenchStatus,
} from '@/domain/subscription/subscription-status';

describe('[SUB1] statuses and their French mapping (spec §4)', () => {
  it('[SUB1] the five statuses', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual(['none', 'trial', 'active', 'suspended', 'expired']);
  });

  it.each([
    ['active', 'actif'],
    ['expired', 'expire'],
    ['suspended', 'suspendu'],
    ['trial', 'en_attente'],
    ['none', 'en_attente'],
    ['pending', 'en_attente'],
    [undefined, 'en_attente'],
  ])('[SUB1] %s → %s', (status, french) => {
    expect(toFrenchStatus(status)).toBe(french);
  });

  it('[SUB1] every status has a French label', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(SUBSCRIPTION_STATUS_LABELS[status].length).toBeGreaterThan(0);
    }
  });
});
