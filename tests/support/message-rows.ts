import type { DeviceMessageRow, MessageReadRow } from '@/data/local/db/message-rows';

export const MY_ORG = 'clin_0001';
export const THEIR_ORG = 'ambu_0001';

export interface MessageDataset {
  rows: DeviceMessageRow[];
  reads: MessageReadRow[];
}

/**
 * A device's conversations, deterministic: `threads` rides of `perThread` messages each, authors alternating
 * between the other party and us (every third one ours), some sharing a server time (ties), a pending message of
 * ours on every fifth thread, and a read mark on every other thread placed mid-conversation.
 */
export function messageDataset(threads: number, perThread: number): MessageDataset {
  const rows: DeviceMessageRow[] = [];
  const reads: MessageReadRow[] = [];
  const start = Date.UTC(2026, 10, 20, 8, 0);
  for (let t = 0; t < threads; t += 1) {
    const transportId = `ride-${String(t).padStart(4, '0')}`;
    for (let m = 0; m < perThread; m += 1) {
      const mine = m % 3 === 2;
      // Two by two at the same server time (ties): the order then falls back on the id.
      const createdAt = start + t * 60_000 + Math.floor(m / 2) * 1_000;
      rows.push(row(transportId, `${t}-${m}`, mine, createdAt, false));
    }
    if (t % 5 === 0) rows.push(row(transportId, `${t}-pending`, true, null, true));
    if (t % 2 === 0 && perThread > 0) {
      const marked = rows.filter((r) => r.transport_id === transportId && r.created_at !== null);
      reads.push({
        transport_id: transportId,
        last_read_at: marked[Math.floor(marked.length / 2)]!.created_at!,
      });
    }
  }
  return { rows, reads };
}

function row(
  transportId: string,
  key: string,
  mine: boolean,
  createdAt: number | null,
  pending: boolean,
): DeviceMessageRow {
  const org = mine ? MY_ORG : THEIR_ORG;
  return {
    id: `msg_${key}`,
    op_id: key,
    transport_id: transportId,
    requester_org_id: MY_ORG,
    provider_org_id: THEIR_ORG,
    party_org_ids: [MY_ORG, THEIR_ORG],
    author_uid: `u-${org}`,
    author_name: mine ? 'Clinique du Parc' : 'Ambulances Martin',
    author_org_id: org,
    author_side: mine ? 'clinique' : 'transporteur',
    text: `Message ${key}`,
    device_time: (createdAt ?? Date.UTC(2026, 10, 21)) - 2_000,
    created_at: createdAt,
    pending: pending ? 1 : 0,
    refusal: null,
  };
}
