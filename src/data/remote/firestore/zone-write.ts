import { Timestamp, type DocumentData } from 'firebase/firestore';
import { ZONE_OPEN_FIELDS, rideZone } from '@/domain/award/zone-cells';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * Issue 23: the zone a new request is stored with (domain zone-cells.ts), so that companies' list queries can be
 * proven by the rules (listsZone), its steps counted from `filedAt`: the app's filing passes its estimate of the
 * server's time plus ZONE_OPEN_MARGIN_MS (created_at is the server's, unknown until the commit), a seed its ride's
 * created_at.
 */
export function zoneWrite(transport: Transport, filedAt: EpochMillis): DocumentData {
  const filed = rideZone(transport, filedAt);
  const zone: DocumentData = { cells: filed.cells };
  for (const field of ZONE_OPEN_FIELDS) zone[field] = Timestamp.fromMillis(filed[field]);
  return { zone };
}
