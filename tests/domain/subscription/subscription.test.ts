import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from '@/domain/subscription/subscription';

const MILLIS = Date.UTC(2026, 10, 22, 13, 0, 0);

describe('[SUB5] the subscription map is read leniently so a damaged one never hides a user', () => {
  it('[SUB5] a complete map with mixed timestamp shapes', () => {
    expect(
      subscriptionSchema.parse({
        plan: 'vip',
        status: 'active',
        startDate: '22/11/2026 14:00:00',
        endDate: { seconds: MILLIS / 1000, nanoseconds: 0 },
        trialEndsAt: null,
        isTrialAvailable: false,
      }),
    ).toEqual({
      plan: 'vip',
      status: 'active',
      startDate: MILLIS,
      endDate: MILLIS,
      trialEndsAt: null,
      isTrialAvailable: false,
    });
  });

  it.each([
    [{}, { plan: null, status: 'none' }],
    [
      { plan: 'entreprise', status: 'gelé' },
      { plan: null, status: 'none' },
    ],
    [{ trialEndsAt: 'Invalid Date' }, { trialEndsAt: null }],
    [{ isTrialAvailable: 'oui' }, { isTrialAvailable: undefined }],
  ])('[SUB5] %j reads as %j', (input, expected) => {
    expect(subscriptionSchema.parse(input)).toMatchObject(expected);
  });
});
