import type { AppDb } from '@/data/local/db/app-db';
import { seriesOrder } from '@/domain/transport/series-rides';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo, type Viewer } from '@/domain/transport/visibility';

/** Issue 22: the rides of a series this viewer sees on the device, session by session (aller before retour). */
export async function listSeries(
  db: AppDb,
  viewer: Viewer,
  seriesId: string,
): Promise<Transport[]> {
  const rows = await db.transports.where('series_id').equals(seriesId).toArray();
  return rows
    .map((row) => row.view)
    .filter((ride) => isVisibleTo(ride, viewer))
    .sort(seriesOrder);
}
