import Dexie from 'dexie';
import { holdsPatientRecords, isPatientVisibleTo } from '@/domain/patient/patient-access';
import type { Patient } from '@/domain/patient/patient.schema';
import type { Checkpoint, Page, Viewer } from '@/data/ports';
import { readPatientRow } from '@/data/demo-server/push-patient';
import { assertPageLimit } from '@/data/demo-server/remote-errors';
import {
  PATIENT_ORG_SYNC_INDEX,
  SYNC_ORDER_INDEX,
  syncOrderKey,
  type ServerDb,
} from '@/data/demo-server/server-db';

/** The rows strictly after the checkpoint in (syncTs, id) order: all of them (admin), or one organisation's. */
function rowsAfter(db: ServerDb, orgId: string | null, after: Checkpoint | null) {
  if (orgId === null) {
    return after === null
      ? db.patients.orderBy(SYNC_ORDER_INDEX)
      : db.patients.where(SYNC_ORDER_INDEX).above(syncOrderKey(after.ts, after.id));
  }
  const from = after === null ? [Dexie.minKey] : syncOrderKey(after.ts, after.id);
  return db.patients
    .where(PATIENT_ORG_SYNC_INDEX)
    .between([orgId, ...from], [orgId, Dexie.maxKey], after === null, true);
}

/**
 * One page of the patient records a viewer may read, strictly after the checkpoint in (syncTs, id) order. A clinic
 * walks its organisation's slice of the index only; roles that keep no records get an empty page. A malformed
 * document is logged and skipped, but the checkpoint still moves past it so it is not read again.
 */
export async function pullPatients(
  db: ServerDb,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Patient>> {
  assertPageLimit(limit);
  if (!holdsPatientRecords(viewer)) return { documents: [], checkpoint: after, hasMore: false };
  const orgId = viewer.role === 'admin' ? null : viewer.orgId;
  const documents: Page<Patient>['documents'] = [];
  let checkpoint = after;
  await rowsAfter(db, orgId, after)
    .until(() => documents.length >= limit)
    .each((row) => {
      checkpoint = { ts: row.syncTs, id: row.id };
      const patient = readPatientRow(row);
      // The index holds the raw orga_id: the parsed record is checked too, as the domain reads it.
      if (patient && isPatientVisibleTo(patient, viewer)) {
        documents.push({ id: row.id, data: patient, syncTs: row.syncTs });
      }
    });
  return { documents, checkpoint, hasMore: documents.length === limit };
}
