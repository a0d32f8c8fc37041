import fc from 'fast-check';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { PROVIDER_CHAIN } from '@/domain/transport/driver-steps';
import type { Actor, StatusUpdate } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUSES, TERMINAL_STATUSES } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { ACTORS, CREATED_AT, makeTransport } from './fixtures';

const actorArb = fc.constantFrom(...Object.values(ACTORS));
export const statusArb = fc.constantFrom(...TRANSPORT_STATUSES);
/** Server or device times from creation to two days later, so expiry is crossed both ways. */
export const timeArb = fc.integer({ min: CREATED_AT, max: CREATED_AT + 48 * MILLIS_PER_HOUR });

export const transportArb = (statuses: readonly Transport['etat'][] = TRANSPORT_STATUSES) =>
  fc
    .record({
      status: fc.constantFrom(...statuses),
      type: fc.constantFrom(...TRANSPORT_TYPES),
      provider: fc.constantFrom(null, ACTORS.ambulance.orgId, ACTORS.vtc.orgId),
    })
    .map(({ status, type, provider }) =>
      makeTransport({ etat: status, status, type_transport: type, provider_org_id: provider }),
    );
export const terminalTransportArb = transportArb(TERMINAL_STATUSES);

/** Mostly moves the ambulance provider could make, so folds walk deep into the chain. */
export const likelyStatusArb = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Transport['etat']>('accepted') },
  { weight: 3, arbitrary: fc.constantFrom(...PROVIDER_CHAIN) },
  { weight: 1, arbitrary: statusArb },
);
export const likelyActorArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Actor>(ACTORS.ambulance) },
  { weight: 1, arbitrary: actorArb },
);

/** A status update with the given opId generator. */
export const updateArb = (
  opId: fc.Arbitrary<string>,
  status: fc.Arbitrary<Transport['etat']> = statusArb,
  actor: fc.Arbitrary<Actor> = actorArb,
): fc.Arbitrary<StatusUpdate> =>
  fc.record(
    {
      opId,
      status,
      actor,
      deviceTime: timeArb,
      notes: fc.string({ maxLength: 8 }),
      position: fc.option(
        fc.record({
          lat: fc.double({ min: -90, max: 90, noNaN: true }),
          lng: fc.double({ min: -180, max: 180, noNaN: true }),
        }),
      ),
    },
    { requiredKeys: ['opId', 'status', 'actor', 'deviceTime'] },
  );
