import Dexie, { type EntityTable } from 'dexie';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';

/**
 * The demo backend's "server": its own IndexedDB database, separate from the device mirror, shared by every tab
 * of the browser profile. Documents are stored raw (`data: unknown`), as Firestore holds whatever was written:
 * readers parse them with the domain schemas and skip what is malformed (ARCHITECTURE §4).
 */
export const DEMO_SERVER_DB_NAME = 'transport-sanitaire-serveur-demo';

/** A transport document with the server time of its last write: its place in pull order. */
export interface TransportRow {
  id: string;
  data: unknown;
  syncTs: ServerTimestamp;
}

export interface DocumentRow {
  id: string;
  data: unknown;
}

export interface NotificationRow extends DocumentRow {
  syncTs: ServerTimestamp;
}

export interface CounterRow {
  id: string;
  value: number;
  lastUpdated: number | null;
  type: string;
}

export interface OrganisationRow extends DocumentRow {
  collection: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** A patient document with the server time of its last write (version 2: patients are pulled too). */
export interface PatientRow extends DocumentRow {
  syncTs: ServerTimestamp;
}

export type ServerDb = Dexie & {
  transport: EntityTable<TransportRow, 'id'>;
  /** Organisations founded at sign-up (version 3), keyed by their id; `collection` names Firestore's. */
  organisations: EntityTable<OrganisationRow, 'id'>;
  /** Fleets (version 5, issue 13): vehicles/{id} documents, each naming its organisation (data.org_id). */
  vehicles: EntityTable<DocumentRow, 'id'>;
  users: EntityTable<DocumentRow, 'id'>;
  patients: EntityTable<PatientRow, 'id'>;
  notifications: EntityTable<NotificationRow, 'id'>;
  counters: EntityTable<CounterRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  /** Subscription requests (version 4), keyed by their transfer reference; `uid` finds a user's own. */
  subscriptionRequests: EntityTable<SubscriptionRequestRow, 'id'>;
  /** Version 6 (admin back-office): multi-role copies and the admin audit trail. */
  multiRoleUsers: EntityTable<DocumentRow, 'id'>;
  multiRoleTransports: EntityTable<DocumentRow, 'id'>;
  adminAudit: EntityTable<DocumentRow, 'id'>;
  /** Version 7 (issue 13): transport conversations, immutable; `data.party_org_ids` finds an organisation's. */
  messages: EntityTable<MessageRow, 'id'>;
  /** Version 10 (issue 20): patientLinks/{record id}; `data.email` finds the links addressed to a patient. */
  patientLinks: EntityTable<DocumentRow, 'id'>;
  /** Version 11 (issue 22): transportPrescriptions/{transport id}, the scan's bytes. */
  prescriptionScans: EntityTable<DocumentRow, 'id'>;
  /** Version 12 (issue 23 item 4): transportSignatures/{transport id}, the signature taken at arrival. */
  rideSignatures: EntityTable<DocumentRow, 'id'>;
};

export interface MessageRow extends DocumentRow {
  syncTs: ServerTimestamp;
}

/** An organisation's messages (either party): multiEntry over the two party organisations. */
export const MESSAGE_PARTY_INDEX = 'data.party_org_ids';

export interface SubscriptionRequestRow extends DocumentRow {
  uid: string;
}

/** Pull order (syncTs, id) as one IndexedDB key: arrays compare element by element, like compareCheckpoints. */
export const SYNC_ORDER_INDEX = '[syncTs.seconds+syncTs.nanoseconds+id]';

/** A replayed patient creation is found by the device's id, kept in the stored record (« PAT-… »). */
export const PATIENT_LOCAL_ID_INDEX = 'data.local_id';

/** A clinic's pull: its organisation's patients only, in pull order, without scanning the others'. */
export const PATIENT_ORG_SYNC_INDEX = '[data.orga_id+syncTs.seconds+syncTs.nanoseconds+id]';

/**
 * Patients stored before version 2 had no server time. Any time works as long as it is the same for all: no device
 * can hold a patient checkpoint yet (patients were not pulled before), so each first pull still brings them all.
 */
export const LEGACY_PATIENT_SYNC_TS: ServerTimestamp = { seconds: 0, nanoseconds: 0 };

/** Rides by the uid of their assigned driver (rows without one stay out of the index). */
export const ASSIGNED_DRIVER_INDEX = 'data.assigned_driver.uid';

/** Rides by the uid of their ambulance's second crew member (issue 23). */
export const ASSIGNED_EQUIPIER_INDEX = 'data.assigned_driver.equipier.uid';

/** The links addressed to an e-mail (stored lower-cased). */
export const PATIENT_LINK_EMAIL_INDEX = 'data.email';

export function openServerDb(name: string = DEMO_SERVER_DB_NAME): ServerDb {
  const db = new Dexie(name) as ServerDb;
  db.version(1).stores({
    transport: `&id, ${SYNC_ORDER_INDEX}`,
    users: '&id',
    patients: '&id',
    notifications: `&id, ${SYNC_ORDER_INDEX}`,
    counters: '&id',
    meta: '&key',
  });
  db.version(2)
    .stores({
      patients: `&id, ${PATIENT_LOCAL_ID_INDEX}, ${SYNC_ORDER_INDEX}, ${PATIENT_ORG_SYNC_INDEX}`,
    })
    .upgrade((tx) =>
      tx
        .table('patients')
        .toCollection()
        .modify((row: Partial<PatientRow>) => {
          row.syncTs ??= LEGACY_PATIENT_SYNC_TS;
        }),
    );
  db.version(3).stores({ organisations: '&id' });
  db.version(4).stores({ subscriptionRequests: '&id, uid' });
  db.version(5).stores({ vehicles: '&id, data.org_id' });
  db.version(6).stores({
    multiRoleUsers: '&id',
    multiRoleTransports: '&id',
    adminAudit: '&id',
  });
  db.version(7).stores({ messages: `&id, ${SYNC_ORDER_INDEX}, *${MESSAGE_PARTY_INDEX}` });
  // Issue 13: a chauffeur's assigned set is read each cycle (assigned-rides.ts): by driver, not by a full scan.
  db.version(9).stores({ transport: `&id, ${SYNC_ORDER_INDEX}, ${ASSIGNED_DRIVER_INDEX}` });
  db.version(10).stores({ patientLinks: `&id, ${PATIENT_LINK_EMAIL_INDEX}` });
  db.version(11).stores({ prescriptionScans: '&id' });
  db.version(12).stores({ rideSignatures: '&id' });
  // Issue 23: an équipier's assigned set, read by index like the driver's.
  db.version(13).stores({
    transport: `&id, ${SYNC_ORDER_INDEX}, ${ASSIGNED_DRIVER_INDEX}, ${ASSIGNED_EQUIPIER_INDEX}`,
  });
  return db;
}

/** The index key of a pull position. */
export const syncOrderKey = (ts: ServerTimestamp, id: string): [number, number, string] => [
  ts.seconds,
  ts.nanoseconds,
  id,
];
