import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { isWaiting, type TransportStatus } from '@/domain/transport/transport-status';

/** Spec §9: a request expires 24 hours after creation. */
export const expirationFor = (createdAt: EpochMillis): EpochMillis =>
  createdAt + TRANSPORT_EXPIRY_MS;

/** Computed from created_at rather than the stored date_expiration, so a hand-edited field cannot extend it. */
export const expiresAt = (transport: { created_at: EpochMillis }): EpochMillis =>
  expirationFor(transport.created_at);

/** Expired: marked so, or still waiting for a provider past its expiry (accepted rides never expire). */
export function isExpired(
  transport: { etat: TransportStatus; created_at: EpochMillis },
  now: EpochMillis,
): boolean {
  if (transport.etat === 'expired') return true;
  return isWaiting(transport.etat) && now >= expiresAt(transport);
}
