import type { Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * The raw I/O each backend provides to the admin service (admin-service.ts). No decision lives here: the service
 * and the domain decide, the store reads and writes, and the server (demo checks, Firestore rules) allows admins
 * only.
 */
export const ADMIN_COLLECTIONS = [
  'users',
  'subscriptionRequests',
  'patients',
  'notifications',
  'counters',
  'multiRoleUsers',
  'multiRoleTransports',
  'adminAudit',
  'ambulanceCompanies',
  'clinics',
  'vtcCompanies',
] as const;
export type AdminCollection = (typeof ADMIN_COLLECTIONS)[number];

export interface RawDocument {
  id: string;
  data: Record<string, unknown>;
}

export type AdminWrite =
  | {
      kind: 'set';
      collection: AdminCollection;
      id: string;
      data: Record<string, unknown>;
      /** Merge into the stored document (Firestore set-merge; nested maps replaced as given). */
      merge?: boolean;
      /** Fields the server stamps with its own time (Firestore serverTimestamp()). */
      serverTimeFields?: readonly string[];
    }
  | { kind: 'delete'; collection: AdminCollection; id: string };

export interface AdminStore {
  list(collection: AdminCollection): Promise<RawDocument[]>;
  /** Ids only, for the migration's « already copied » check. */
  listIds(collection: AdminCollection): Promise<string[]>;
  get(collection: AdminCollection, id: string): Promise<RawDocument | null>;
  /** All or nothing; at most FIRESTORE_BATCH_LIMIT writes. */
  commit(writes: readonly AdminWrite[]): Promise<void>;
  /** Every transport (shared part), parsed; unreadable ones skipped. */
  readTransports(): Promise<Transport[]>;
  /** A new transport, through the server's regular creation path (numbering, offer, private part). */
  createTransport(transport: Transport, opId: string, viewer: Viewer): Promise<void>;
  /** Deletes test transports (source admin_test) with their parts, all or nothing. */
  deleteTestTransports(ids: readonly string[]): Promise<void>;
  /** Creates a sign-in account without touching the admin's session; resolves to its uid. */
  createAuthAccount(input: {
    email: string;
    password: string;
    displayName: string;
  }): Promise<string>;
  /** Reads at most one document of a collection (connection test); resolves to how many it read. */
  probe(collection: 'users' | 'transport' | 'system'): Promise<number>;
  /** A fresh document id. */
  newId(): string;
  /**
   * The newest contact messages (at most CONTACT_INBOX_LIMIT), raw: Firestore's `contactMessages` (admins read
   * them, firestore.rules), or the demo inbox this browser's contact form wrote.
   */
  contactInbox(): Promise<RawDocument[]>;
}

/** How many contact messages the back-office reads at once. */
export const CONTACT_INBOX_LIMIT = 200;
