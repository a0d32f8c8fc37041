import {
  readOrganisationCard,
  type OrganisationCard,
} from '@/domain/organisation/organisation-card';
import { parseTransport, type Transport } from '@/domain/transport/transport.schema';
import type { PushOutcome } from '@/data/ports';
import type { ServerDb, TransportRow } from '@/data/demo-server/server-db';

/**
 * What the demo server's reads and its pushes share. Apart from push-transport.ts, so that the push path (the
 * server module's decision) loads with the first push instead of in every dashboard's first load.
 */

export interface PushResult {
  outcome: PushOutcome;
  /** Whether something was written: only then do watchers hear about it. */
  changed: boolean;
  /** Ids of the notifications the operation created, written in the same transaction. */
  notificationIds?: string[];
}

/** A stored transport, or null (logged) when it cannot be read. */
export function readTransportRow(row: TransportRow): Transport | null {
  const parsed = parseTransport(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] transport illisible ignoré', parsed.error);
  return null;
}

/** An organisation's card as its document holds it, null when none is stored in that collection. */
export async function readOrganisationCardIn(
  db: ServerDb,
  named: { collection: string; id: string },
): Promise<OrganisationCard | null> {
  const row = await db.organisations.get(named.id);
  return row?.collection === named.collection ? readOrganisationCard(row.data) : null;
}
