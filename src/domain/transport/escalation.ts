import { DEFAULT_ESCALATION_DELAY_MS } from '@/domain/constants';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';

/** Shown to the clinic when its request is still unanswered. */
export const ESCALATION_MESSAGE = 'Aucun transporteur n’a encore accepté';

/** A request still waiting for a provider once the delay since its creation has passed. */
export function needsEscalation(
  transport: Pick<Transport, 'etat' | 'created_at'>,
  now: EpochMillis,
  delayMs: number = DEFAULT_ESCALATION_DELAY_MS,
): boolean {
  return isWaiting(transport.etat) && now - transport.created_at >= delayMs;
}
