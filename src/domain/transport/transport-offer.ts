import { z } from 'zod';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { withoutIdentity } from '@/domain/transport/transport-privacy';
import { parseTransport, type Transport } from '@/domain/transport/transport.schema';
import { transportTypeSchema } from '@/domain/transport/transport-type';

/**
 * `transportOffers/{id}` (ours): whether a request is still open, readable by every provider offered its type.
 * A company's device holds copies of open requests; when another company takes one (or the clinic withdraws it)
 * the ride becomes unreadable to it, and this marker is how its device learns to drop the copy. Issue 23: it is
 * also how the device learns of requests at all — a company reads a waiting ride by id, once the zone reaching its
 * base is open, so it follows the offers (moved with every write of a waiting ride) and asks again when one of the
 * ride's widenings opens (created_at + k × step_minutes).
 */
export const TRANSPORT_OFFERS_COLLECTION = 'transportOffers';

export const transportOfferSchema = z.object({
  type_transport: transportTypeSchema,
  open: z.boolean(),
  /** Issue 23: minutes between two widenings of the ride's zone; absent on offers written before. */
  step_minutes: z.number().int().positive().optional().catch(undefined),
});
export type TransportOffer = z.output<typeof transportOfferSchema>;

/** What a ride's write says of its offer (the adapters stamp updated_at, and created_at with the ride's). */
export interface TransportOfferWrite {
  type_transport: TransportOffer['type_transport'];
  open: boolean;
  step_minutes: number;
}

/**
 * What a provider's device is told of a request that closed without it: the id and type, nothing else. The port
 * hands removed documents out with a ride-shaped body, which the device never reads (it drops its copy).
 */
export function closedOfferStub(id: string, offer: TransportOffer, at: EpochMillis): Transport {
  const parsed = parseTransport(id, {
    type_transport: offer.type_transport,
    etat: 'cancelled',
    date_transport: at,
    created_at: at,
    updated_at: at,
  });
  if (!parsed.ok) throw new Error(`Marqueur d’offre illisible : ${id}`);
  return withoutIdentity(parsed.value);
}
