import { describe, expect, it } from 'vitest';
import { nextRide } from '@/features/transports/provider/next-ride';
import { transportIn } from '@tests/domain/transport/fixtures';

describe('[NEXT1] the next ride of a driver is theirs first', () => {
  const karim = { uid: 'u-karim', firstName: 'Karim' };
  const lea = { uid: 'u-lea', firstName: 'Léa' };
  const leaUnderway = transportIn('en_route_pickup', { id: 'lea', assigned_driver: lea });
  const karimAssigned = transportIn('assigned', { id: 'karim', assigned_driver: karim });
  it.each([
    ['u-karim', 'karim'],
    ['u-lea', 'lea'],
    [undefined, 'lea'],
  ] as const)('[NEXT1] %s → %s', (uid, expected) => {
    expect(nextRide([karimAssigned, leaUnderway], uid)?.id).toBe(expected);
  });
});
