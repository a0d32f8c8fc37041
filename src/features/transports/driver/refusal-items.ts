import type { TransportDetail } from '@/data/local/transport-queries';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { TRANSPORT_STATUS_LABELS, type TransportStatus } from '@/domain/transport/transport-status';

export interface RefusalItem {
  opId: string;
  status: TransportStatus;
  reason: string;
  /** Device time of the refused tap. */
  tappedAt: EpochMillis;
  /** The outbox entry still holding it, to acknowledge; null when only the history remembers it. */
  outboxSeq: number | null;
}

const UNKNOWN_REASON = 'Le serveur a refusé cette modification.';

/**
 * This user's refused updates of one ride: the outbox keeps the ones this device sent until acknowledged, the
 * history keeps every one for good (another device of the same driver, or after a reinstall). One item per opId.
 */
export function refusalItems(detail: TransportDetail, uid: string): RefusalItem[] {
  const items = new Map<string, RefusalItem>();
  for (const entry of detail.refused) {
    if (entry.op.kind !== 'transport.status') continue;
    const { update } = entry.op;
    items.set(entry.opId, {
      opId: entry.opId,
      status: update.status,
      reason: entry.refusal?.reason ?? UNKNOWN_REASON,
      tappedAt: update.deviceTime,
      outboxSeq: entry.seq,
    });
  }
  for (const entry of detail.transport.historique_etats) {
    if (entry.applied || entry.updated_by !== uid || entry.op_id === null) continue;
    if (items.has(entry.op_id)) continue;
    items.set(entry.op_id, {
      opId: entry.op_id,
      status: entry.etat,
      reason: entry.refusal_reason ?? UNKNOWN_REASON,
      tappedAt: entry.timestamp,
      outboxSeq: null,
    });
  }
  return [...items.values()].sort((a, b) => a.tappedAt - b.tappedAt);
}

/** « Votre mise à jour « Patient à bord » a été refusée. » */
export function refusalHeadline(status: TransportStatus): string {
  if (status === 'accepted') return 'Votre acceptation a été refusée.';
  if (status === 'cancelled') return 'Votre annulation a été refusée.';
  return `Votre mise à jour « ${TRANSPORT_STATUS_LABELS[status]} » a été refusée.`;
}
