import {
  RIDE_HISTORY_MAX,
  RIDE_HISTORY_RESERVE,
  RIDE_MODIFICATIONS_MAX,
} from '@/domain/shared/field-limits';
import { refuse } from '@/domain/transport/refusal';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * How far a ride may grow (issue 21), as firestore.rules holds it (rideLimits, generated): a bounded history in
 * which a refused update is recorded only while room remains for the moves that finish the ride, and a bounded
 * log of edits. A ride therefore never grows past what its parties can still write.
 */
export const historyIsFull = (t: Pick<Transport, 'historique_etats'>): boolean =>
  t.historique_etats.length >= RIDE_HISTORY_MAX;

/** A refused update is kept in the history only below the reserve; beyond it, it is answered, not recorded. */
export const keepsRefusals = (t: Pick<Transport, 'historique_etats'>): boolean =>
  t.historique_etats.length < RIDE_HISTORY_MAX - RIDE_HISTORY_RESERVE;

export const editLogIsFull = (t: Pick<Transport, 'modifications'>): boolean =>
  t.modifications.length >= RIDE_MODIFICATIONS_MAX;

export const RIDE_LIMIT_REFUSALS = {
  historyFull: refuse(
    'not_allowed',
    'L’historique de ce transport est complet : contactez un administrateur.',
  ),
  editsFull: refuse(
    'not_allowed',
    `Cette demande a déjà été modifiée ${RIDE_MODIFICATIONS_MAX} fois : annulez-la et créez-en une nouvelle.`,
  ),
} as const;
