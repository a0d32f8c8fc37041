import { z } from 'zod';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { withoutIdentity } from '@/domain/transport/transport-privacy';
import { parseTransport, type Transport } from '@/domain/transport/transport.schema';
import { transportTypeSchema } from '@/domain/transport/transport-type';

/**
 * `transportOffers/{id}` (ours): whether a request is still open, readable by every provider offered its type.
 * A company's device holds copies of open requests; when another company takes one (or the clinic withdraws it)
 * the ride becomes unreadable to it, and this marker is how its device learns to drop the copy — nothing more.
 */
export const TRANSPORT_OFFERS_COLLECTION = 'transportOffers';

export const transportOfferSchema = z.object({
  type_transport: transportTypeSchema,
  open: z.boolean(),
});
export type TransportOffer = z.output<typeof transportOfferSchema>;

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
