import { afterEach, beforeEach, describe } from 'vitest';
import type { RemotePort, Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import type { MemberRole } from '@/domain/organisation/member-roles';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { User } from '@/domain/user/user';
import { defineAccountCases } from './account-cases';
import { defineAwardCases } from './award-cases';
import { defineMembershipCases } from './membership-cases';
import { defineReassignmentCases } from './reassignment-cases';
import { defineAssignmentCases, defineCrewCases } from './assignment-cases';
import { defineAuthorCases } from './author-cases';
import { defineMessageCases } from './message-cases';
import { defineNotificationCases } from './notification-cases';
import { defineOrganisationNameCases } from './organisation-name-cases';
import { definePatientCases } from './patient-cases';
import { definePrivacyCases } from './privacy-cases';
import { defineProfileCases } from './profile-cases';
import { definePullCases } from './pull-cases';
import { definePushCases } from './push-cases';
import { defineRaceAndEditCases } from './race-edit-cases';
import { defineSeriesCases } from './series-cases';
import { defineKnownCopyCases } from './known-copy-cases';
import { definePrescriptionCases } from './prescription-cases';
import { defineSignatureCases } from './signature-cases';
import { defineWatchAndOfflineCases } from './watch-offline-cases';

export type ContractRole = 'admin' | 'clinique' | 'ambulance' | 'vtc' | 'patient';

export interface StaffMember {
  viewer: Viewer;
  role: MemberRole;
  /** Listed once, then removed by a responsable: their e-mail sits in removed_members, their profile remains. */
  removed?: boolean;
}

/** What an adapter's test setup provides: a fresh, empty server per test. */
export interface ContractHarness {
  remote: RemotePort;
  /** Writes documents directly (not through push); `sameSyncTs` gives them all one server time. */
  seed(transports: Transport[], opts?: { sameSyncTs?: boolean }): Promise<void>;
  /** Writes an organisation document directly (its collection, id and data), as sign-up leaves it. */
  seedOrganisation(collection: string, id: string, data: Record<string, unknown>): Promise<void>;
  setOnline(online: boolean): void;
  /** Lets `millis` of the server's time pass (a frozen test clock moves on; the emulator's passes for real). */
  passTime(millis: number): Promise<void>;
  /** The server's current document, bypassing visibility and connectivity. */
  read(id: string): Promise<Transport | null>;
  /** One signed-in user per role, in distinct organisations. */
  viewers: Record<ContractRole, Viewer>;
  /**
   * Writes an organisation's members (its document, founded by someone else) and vehicles directly, with each
   * member's users document where the backend keeps one (issue 13: what an assignment is checked against).
   */
  seedStaff(
    orgId: string,
    members: readonly StaffMember[],
    vehicles: readonly Vehicle[],
  ): Promise<void>;
  /** Writes a users document directly (console / sign-up), replacing any. */
  seedProfile(uid: string, data: Record<string, unknown>): Promise<void>;
  /** The stored profile as the app reads it, bypassing the rules; null when none. */
  readProfile(uid: string): Promise<User | null>;
  cleanup(): Promise<void>;
}

export type HarnessRef = () => ContractHarness;

/**
 * The behaviour every RemotePort adapter owes the sync engine (ARCHITECTURE §5, research/sync.md §3). Only port
 * behaviour is tested, so the same suite runs against the demo backend and the Firestore adapter.
 */
export function describeRemoteContract(name: string, makeHarness: () => Promise<ContractHarness>) {
  describe(`contrat RemotePort — ${name}`, () => {
    let harness: ContractHarness | null = null;
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(async () => {
      await harness?.cleanup();
      harness = null;
    });
    const h: HarnessRef = () => {
      if (!harness) throw new Error('Harnais non initialisé');
      return harness;
    };
    definePushCases(h);
    defineAccountCases(h);
    defineAuthorCases(h);
    defineRaceAndEditCases(h);
    definePullCases(h);
    defineWatchAndOfflineCases(h);
    defineNotificationCases(h);
    definePatientCases(h);
    definePrivacyCases(h);
    definePrescriptionCases(h);
    defineSignatureCases(h);
    defineOrganisationNameCases(h);
    defineAssignmentCases(h);
    defineCrewCases(h);
    defineMessageCases(h);
    defineProfileCases(h);
    defineMembershipCases(h);
    defineReassignmentCases(h);
    defineSeriesCases(h);
    defineAwardCases(h);
    defineKnownCopyCases(h);
  });
}
