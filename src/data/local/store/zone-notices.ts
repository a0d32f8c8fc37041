import type { AppDb } from '@/data/local/db/app-db';
import type { NotificationRow } from '@/data/local/db/rows';
import { readRange } from '@/data/local/queries/index-range';
import { providerTabRanges } from '@/data/local/queries/provider-tab-ranges';
import { zoneNoticeId, zoneNotices, type ZoneNoticeInput } from '@/domain/award/zone-notices';

type Raise = Pick<ZoneNoticeInput, 'viewer' | 'base' | 'serverNow'>;

/**
 * Issue 23: the notices of the open requests on the device whose zone widened to the company's base (domain:
 * award/zone-notices.ts), added to the device's notifications in one transaction with the check that none was
 * raised before — so the bell shows each once, across reloads and tabs. Answers how many were added.
 */
export async function raiseZoneNotices(db: AppDb, { viewer, base, serverNow }: Raise) {
  if (viewer.role !== 'ambulance' && viewer.role !== 'vtc') return 0;
  return db.transaction('rw', [db.transports, db.notifications], async () => {
    const ranges = providerTabRanges('en-attente', viewer, serverNow);
    const rows = (await Promise.all(ranges.map((range) => readRange(db, range, undefined)))).flat();
    const rides = rows.map((row) => row.view);
    const ids = rides.map((ride) => zoneNoticeId(ride.id));
    const stored = await db.notifications.bulkGet(ids);
    const known = new Set(stored.flatMap((row) => (row ? [row.id] : [])));
    const notices = zoneNotices({ rides, viewer, base, serverNow, known });
    if (notices.length === 0) return 0;
    await db.notifications.bulkAdd(
      notices.map((notice): NotificationRow => ({ ...notice, unread: 1 })),
    );
    return notices.length;
  });
}

/** « Lu » on a device notice: on this device only (no server holds it, nothing is sent). */
export async function readZoneNotice(db: AppDb, id: string): Promise<void> {
  await db.notifications.update(id, { read: true, unread: 0 });
}
