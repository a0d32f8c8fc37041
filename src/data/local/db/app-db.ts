import { Dexie, type DexieOptions, type EntityTable } from 'dexie';
import type { OutboxEntry } from '@/data/ports';
import type { AddressBookEntry } from '@/domain/geocoding/address-book';
import type { MetaRow, NotificationRow, PatientRow, ProfileRow } from './rows';
import { pickupKeyOf, type TransportRow } from './transport-row';
import type { PendingScanRow } from './pending-scan-row';
import type { PendingSignatureRow } from './pending-signature-row';
import {
  MESSAGE_TABLES_V2,
  MESSAGE_TABLES_V3,
  type DeviceMessageRow,
  type MessageReadRow,
} from './message-rows';

export const databaseNameFor = (uid: string): string => `transport-sanitaire-${uid}`;

/**
 * Version 1 of the device store (version 5 adds the open requests by date, below). Transport indexes, one per dashboard list (see queries/*-ranges.ts):
 * - [phase+urgent+type_transport+created_at]: open requests by type still inside their 24 h (« En attente »,
 *   « Urgents »); created_at, not the date, bounds the range so long-expired requests are never read;
 * - [provider_org_id+phase+date_transport]: my organisation's rides by phase, sorted by date (« En cours »,
 *   « À venir »);
 * - *done_orgs / *shared_orgs: multiEntry [org, date] pairs (« Terminés », « Partagés »), sorted by date;
 * - [requester_org_id+phase+created_at]: the clinic's requests; created_by, patient_id, global_patient_id:
 *   the remaining visibility rules (statistics, patient space).
 * The outbox keeps insertion order (++seq), the unique idempotency key and per-entity FIFO ([entityKey+seq]).
 */
export const SCHEMA_V1 = {
  transports: [
    'id',
    '[phase+urgent+type_transport+created_at]',
    '[provider_org_id+phase+date_transport]',
    '[requester_org_id+phase+created_at]',
    '*done_orgs',
    '*shared_orgs',
    'created_by',
    'patient_id',
    'global_patient_id',
  ].join(', '),
  outbox: '++seq, &opId, entityKey, state, [entityKey+seq]',
  notifications: '&id, unread, created_at',
  profiles: '&uid',
  patients: '&id, orga_id',
  meta: '&key',
};

/**
 * Version 4 (issue 22): the organisation's address book on this device — places picked before, with their
 * coordinates, for offline suggestions. A new table only: versions 1–3 are untouched, so Dexie upgrades an existing
 * database in place (no data moves) and the other tables keep their rows.
 */
export const PLACES_TABLE_V4 = { places: '&key, lastUsedAt' };

/**
 * Version 5 (issue 24): the open requests also by date, [phase+urgent+type_transport+date_transport], so the first
 * page of « En attente » / « Urgents » is read in the tab's order instead of the whole day of requests sorted
 * (1.8 s to the first card with 10 000 on the device). The created_at index stays: it counts the tab.
 */
export const TRANSPORT_TABLE_V5 = {
  transports: [SCHEMA_V1.transports, '[phase+urgent+type_transport+date_transport]'].join(', '),
};

/**
 * Version 6 (issue 22): the rides of a series, by series_id (the clinic's series view, a company's « Accepter toute
 * la série »). An index only: Dexie adds it in place; rides without a series (null) stay out of it.
 */
const TRANSPORT_TABLE_V6 = {
  transports: [TRANSPORT_TABLE_V5.transports, 'series_id'].join(', '),
};

/**
 * Version 7 (issue 22): the prescription scans taken on this device, kept until the server holds them (the sync
 * engine uploads them after the ride's creation). A new table only, like version 4.
 */
const PENDING_SCANS_TABLE_V7 = { pendingScans: '&transportId, keptAt' };

/**
 * Version 8 (issue 24): the open requests with their creation, date and pickup in one key,
 * [phase+urgent+type_transport+created_at+date_transport+pickup]. « En attente » is arranged around the base from
 * these keys alone (a key cursor, no row loaded) and only the rides shown are loaded: 1.7 s to the first card
 * with 10 000 requests on the device, when every row was read to sort by distance. Existing rows get their
 * `pickup` in the upgrade. (Version 7 holds the prescriptions' pending scans.)
 */
const TRANSPORT_TABLE_V8 = {
  transports: [
    TRANSPORT_TABLE_V6.transports,
    '[phase+urgent+type_transport+created_at+date_transport+pickup]',
  ].join(', '),
};

/**
 * Version 9 (issue 23 item 4, proof of service): the signatures taken on the driver's phone at arrival, kept until
 * the server holds them (uploaded after the ride's steps). A new table only, like version 7.
 */
const PENDING_SIGNATURES_TABLE_V9 = { pendingSignatures: '&transportId, keptAt' };

/** Test seams only: a different IndexedDB implementation. Durability is not negotiable. */
export type AppDbOptions = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>;

/** The signed-in user's device database: the only durable client store (ARCHITECTURE §2). */
export class AppDb extends Dexie {
  transports!: EntityTable<TransportRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  notifications!: EntityTable<NotificationRow, 'id'>;
  profiles!: EntityTable<ProfileRow, 'uid'>;
  patients!: EntityTable<PatientRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  /** Version 2 (issue 13): transport conversations and this device's read marks; version 3 indexes unread counts. */
  messages!: EntityTable<DeviceMessageRow, 'id'>;
  messageReads!: EntityTable<MessageReadRow, 'transport_id'>;
  places!: EntityTable<AddressBookEntry, 'key'>;
  pendingScans!: EntityTable<PendingScanRow, 'transportId'>;
  pendingSignatures!: EntityTable<PendingSignatureRow, 'transportId'>;

  constructor(
    readonly uid: string,
    options: AppDbOptions = {},
  ) {
    // One database per user, so signing in as someone else never shows (or pushes) the previous user's data.
    // 'strict' durability: a tap is flushed to disk before the transaction completes, so it survives a power
    // loss (research/sync.md §D: slower per transaction, which is why pulls write one transaction per page).
    super(databaseNameFor(uid), { ...options, chromeTransactionDurability: 'strict' });
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(MESSAGE_TABLES_V2);
    this.version(3).stores(MESSAGE_TABLES_V3);
    this.version(4).stores(PLACES_TABLE_V4);
    this.version(5).stores(TRANSPORT_TABLE_V5);
    this.version(6).stores(TRANSPORT_TABLE_V6);
    this.version(7).stores(PENDING_SCANS_TABLE_V7);
    this.version(8)
      .stores(TRANSPORT_TABLE_V8)
      .upgrade((tx) =>
        tx
          .table<TransportRow, string>('transports')
          .toCollection()
          .modify((row) => {
            row.pickup = pickupKeyOf(row.view);
          }),
      );
    this.version(9).stores(PENDING_SIGNATURES_TABLE_V9);
  }
}
