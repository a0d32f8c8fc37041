import { afterEach, beforeEach, describe } from 'vitest';
import type { AdminActor, AdminPort } from '@/data/admin/admin-port';
import type { Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import type { ContractRole } from '@tests/data/remote-contract/remote-contract';
import { defineMaintenanceCases } from './maintenance-cases';
import { defineSubscriptionCases } from './subscription-cases';
import { defineUserCases } from './user-cases';
import { defineContactCases } from './contact-cases';
import type { ContactDocumentInput } from '@/domain/contact/contact-document';

/** What each backend's test setup provides: a fresh server per test, every viewer's profile stored. */
export interface AdminHarness {
  /** The back-office as used by `role`'s signed-in user (only the admin is allowed anything). */
  adminAs(role: ContractRole): AdminPort;
  viewers: Record<ContractRole, Viewer>;
  setOnline(online: boolean): void;
  /** Writes a document directly (rules bypassed), as the console would. */
  seed(
    collection: 'subscriptionRequests' | 'users' | 'clinics' | 'ambulanceCompanies',
    id: string,
    data: Record<string, unknown>,
  ): Promise<void>;
  /** A stored organisation document as the console reads it (rules bypassed); null when none. */
  readOrganisation(
    collection: 'ambulanceCompanies' | 'clinics',
    id: string,
  ): Promise<Record<string, unknown> | null>;
  seedTransports(transports: Transport[]): Promise<void>;
  /** Files a message as a visitor's contact form does on this backend (Firestore document, demo inbox). */
  fileContact(message: ContactDocumentInput): Promise<void>;
  cleanup(): Promise<void>;
}

export type AdminHarnessRef = () => AdminHarness;

export const actorOf = (viewer: Viewer): AdminActor => ({
  uid: viewer.uid,
  email: `${viewer.uid}@exemple.fr`,
  name: `Compte ${viewer.role}`,
  orgId: viewer.orgId,
});

/** The profile every viewer has on the server before a test (role and organisation the rules read). */
export const profileOf = (viewer: Viewer) => ({
  uid: viewer.uid,
  email: `${viewer.uid}@exemple.fr`,
  displayName: `Compte ${viewer.role}`,
  userType: viewer.role,
  orga_id: viewer.orgId,
  isActive: true,
  permissions: viewer.role === 'admin' ? ['all'] : [],
  createdAt: 1_700_000_000_000,
});

/** The AdminPort behaviour both backends owe the back-office pages. */
export function describeAdminContract(name: string, makeHarness: () => Promise<AdminHarness>) {
  describe(`contrat AdminPort — ${name}`, () => {
    let harness: AdminHarness | null = null;
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(async () => {
      await harness?.cleanup();
      harness = null;
    });
    const h: AdminHarnessRef = () => {
      if (!harness) throw new Error('Harnais non initialisé');
      return harness;
    };
    defineSubscriptionCases(h);
    defineUserCases(h);
    defineMaintenanceCases(h);
    defineContactCases(h);
  });
}
