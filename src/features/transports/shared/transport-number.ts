import { isFallbackId } from '@/domain/ids/fallback-id';

/** What people read while the server has not numbered a request yet (its TRA-… id is the device's, provisional). */
export const NUMBER_PENDING_TEXT = 'Numéro attribué à la synchronisation';

/**
 * The request's number once the server gave it, else null: a device-made TRA-… id, or none at all, would change
 * under the reader's eyes at the first sync, so it is never shown as if final.
 */
export function serverNumber(transport: { transport_id: string | null }): string | null {
  const number = transport.transport_id;
  return number !== null && !isFallbackId(number) ? number : null;
}
