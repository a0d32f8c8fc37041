import type { AppDb } from '@/data/local/db/app-db';
import { exactPrefix, readRanges, type IndexRange } from '@/data/local/queries/index-range';
import {
  OPEN_REQUESTS_INDEX,
  PROVIDER_INDEX,
  SHARED_ORGS_INDEX,
} from '@/data/local/queries/provider-tab-ranges';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { canRoleSeeTransportType, isVisibleTo, type Viewer } from '@/domain/transport/visibility';

const equal = (index: string, value: string): IndexRange => ({
  index,
  lower: value,
  upper: value,
  includeLower: true,
  includeUpper: true,
});

/**
 * The index slices whose union is what `isVisibleTo` lets this viewer see (admins see the whole table).
 * Providers: every open request of their types (expired ones too, as the domain rule has no clock), their
 * organisation's rides, and the requests it answered.
 */
function visibilityRanges(viewer: Viewer): IndexRange[] | 'all' {
  switch (viewer.role) {
    case 'admin':
      return 'all';
    case 'ambulance':
    case 'vtc': {
      const types = TRANSPORT_TYPES.filter((type) => canRoleSeeTransportType(viewer.role, type));
      const waiting = ([0, 1] as const).flatMap((urgent) =>
        types.map((type) => exactPrefix(OPEN_REQUESTS_INDEX, ['waiting', urgent, type])),
      );
      return [
        ...waiting,
        exactPrefix(PROVIDER_INDEX, [viewer.orgId]),
        exactPrefix(SHARED_ORGS_INDEX, [viewer.orgId]),
      ];
    }
    case 'clinique':
      return [
        exactPrefix('[requester_org_id+phase+created_at]', [viewer.orgId]),
        equal('created_by', viewer.uid),
      ];
    case 'patient':
      return [equal('patient_id', viewer.uid), equal('global_patient_id', viewer.uid)];
  }
}

/** Every transport the viewer may see, through indexes; the domain's rule has the last word. */
export async function visibleTransports(db: AppDb, viewer: Viewer): Promise<Transport[]> {
  const ranges = visibilityRanges(viewer);
  const rows =
    ranges === 'all'
      ? await db.transaction('r', db.transports, () => db.transports.toArray())
      : await readRanges(db, ranges, 'overlapping');
  return rows.map((row) => row.view).filter((transport) => isVisibleTo(transport, viewer));
}

/** A patient's own rides, soonest first. */
export async function listForPatient(db: AppDb, viewer: Viewer): Promise<Transport[]> {
  const rides = await visibleTransports(db, { ...viewer, role: 'patient' });
  return rides.sort((a, b) => a.date_transport - b.date_transport || a.id.localeCompare(b.id));
}
