import { Timestamp, type DocumentData } from 'firebase/firestore';
import { ZONE_OPEN_FIELDS, ZONE_OPEN_MARGIN_MS, rideZone } from '@/domain/award/zone-cells';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * Issue 23: the zone fields a new request is stored with (domain zone-cells.ts), so that companies' list queries
 * can be proven by the rules (listsZone). Its created_at is the server's, unknown until the commit: the open times
 * start from the device's estimate of it plus a margin (the rules bound them as estimates), so a step opens to
 * lists a little after the exact schedule on a device whose clock is right.
 */
export function zoneWrite(transport: Transport, serverNowEstimate: EpochMillis): DocumentData {
  const filed = rideZone(transport, serverNowEstimate + ZONE_OPEN_MARGIN_MS);
  const zone: DocumentData = { cells: filed.cells };
  for (const field of ZONE_OPEN_FIELDS) zone[field] = Timestamp.fromMillis(filed[field]);
  return { zone };
}
