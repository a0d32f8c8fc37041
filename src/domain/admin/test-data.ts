import {
  NOTIFICATION_TTL_MS,
  TEST_ACCOUNT,
  TEST_NOTIFICATIONS_DEFAULT_COUNT,
  TEST_ORG_NAME_PREFIX,
  TEST_TRANSPORT_WINDOW_DAYS,
} from '@/domain/constants';
import type { Notification } from '@/domain/notification/notification';
import {
  NOTIFICATION_TYPES_BY_ROLE,
  type NotificationRole,
} from '@/domain/notification/notification-type';
import type { Patient } from '@/domain/patient/patient.schema';
import { MILLIS_PER_DAY, MILLIS_PER_HOUR } from '@/domain/shared/clock';
import type { UserType } from '@/domain/shared/role';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Subscription } from '@/domain/subscription/subscription';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import { TRANSPORT_TYPES, type TransportType } from '@/domain/transport/transport-type';
import type { Transport } from '@/domain/transport/transport.schema';
import { defaultPermissions } from '@/domain/user/user-defaults';
import { defaultPreferences } from '@/domain/user/user-preferences';
import { EMPTY_ADDRESS } from '@/domain/transport/address.schema';

/** Spec §9: test organisations are named test-org-{type}. */
export const testOrgId = (type: UserType): string => `${TEST_ORG_NAME_PREFIX}${type}`;

export const testAccountEmail = (type: UserType): string => `test-${type}@transport-test.fr`;

/** Spec §9: plan vip, status active, valid 365 days from now. */
export function testSubscription(now: EpochMillis): Subscription {
  return {
    plan: TEST_ACCOUNT.plan,
    status: TEST_ACCOUNT.status,
    startDate: now,
    endDate: now + TEST_ACCOUNT.validityDays * MILLIS_PER_DAY,
    trialEndsAt: null,
    isTrialAvailable: false,
  };
}

/** The users document of a test account of `type` (document id = the Auth uid). */
export function buildTestAccount(
  type: UserType,
  uid: string,
  adminUid: string,
  now: EpochMillis,
): Record<string, unknown> {
  const label = `Test ${type}`;
  return {
    uid,
    email: testAccountEmail(type),
    firstName: 'Test',
    lastName: type,
    displayName: label,
    phoneNumber: null,
    profilePicture: null,
    userType: type,
    isActive: true,
    orga_id: testOrgId(type),
    company_name: `Organisation ${label}`,
    address: null,
    permissions: defaultPermissions(type),
    preferences: defaultPreferences(),
    loginCount: 0,
    createdAt: now,
    updatedAt: now,
    lastLogin: null,
    createdBy: adminUid,
    subscription: testSubscription(now),
  };
}

const FIRST_NAMES = ['Jeanne', 'Louis', 'Camille', 'Henri', 'Lucie', 'Marcel', 'Anaïs', 'Paul'];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Fournier',
  'Girard',
];
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** A test patient of organisation `orgId`, flagged is_test_data; `index` makes it distinct and reproducible. */
export function buildTestPatient(
  id: string,
  index: number,
  creator: { uid: string; orgId: string },
  now: EpochMillis,
): Patient {
  return {
    id,
    first_name: pick(FIRST_NAMES, index),
    last_name: pick(LAST_NAMES, index + 3),
    phone: `06 00 00 ${String(index % 100).padStart(2, '0')} 00`,
    birth_date: `19${String(40 + (index % 50)).padStart(2, '0')}-0${1 + (index % 9)}-1${index % 9}`,
    adresse: EMPTY_ADDRESS,
    secu_number: '',
    medical_conditions: [],
    mobility: pick(['autonome', 'aide', 'fauteuil_roulant', 'brancard'] as const, index),
    created_by: creator.uid,
    orga_id: creator.orgId,
    created_at: now,
    is_test_data: true,
    local_id: id,
    email: '',
  };
}

/** Spec §9: by default 5 test notifications for a role, each expiring 7 days after creation. */
export function buildTestNotifications(
  role: NotificationRole,
  now: EpochMillis,
  count: number = TEST_NOTIFICATIONS_DEFAULT_COUNT,
): Notification[] {
  const types = NOTIFICATION_TYPES_BY_ROLE[role];
  return Array.from({ length: Math.max(0, count) }, (_, index) => ({
    type: pick(types, index),
    role,
    read: false,
    created_at: now,
    expires_at: now + NOTIFICATION_TTL_MS,
    is_test_data: true,
    user_id: null,
    org_id: null,
    transport_id: null,
    op_id: null,
    patient_id: null,
    read_by: {},
  }));
}

/**
 * Spec §9: the date of the index-th test transport, within the next 7 days (from one hour ahead to the end of the
 * window, spread evenly).
 */
export function testTransportDate(index: number, count: number, now: EpochMillis): EpochMillis {
  const start = now + MILLIS_PER_HOUR;
  const span = TEST_TRANSPORT_WINDOW_DAYS * MILLIS_PER_DAY - 2 * MILLIS_PER_HOUR;
  return start + Math.floor((span * index) / Math.max(1, count));
}

/**
 * A test transport (source admin_test) requested for `account`'s organisation. Spec §6: the admin who creates it is
 * recorded as its creator (created_by, first history entry).
 */
export function buildTestTransport(input: {
  id: string;
  transportId: string;
  index: number;
  count: number;
  type?: TransportType;
  admin: { uid: string; name: string; orgId: string };
  requesterOrgId: string;
  now: EpochMillis;
  opId: string;
}): Transport {
  const { index } = input;
  return buildNewTransport(
    {
      type_transport: input.type ?? pick(TRANSPORT_TYPES, index),
      date_transport: testTransportDate(index, input.count, input.now),
      priorite: pick(['normale', 'normale', 'urgent', 'critique'] as const, index),
      adresse_depart: {
        rue: `${index + 1} rue de Test`,
        ville: 'Paris',
        codePostal: '75012',
        coordonnees: null,
      },
      adresse_arrivee: {
        rue: 'Hôpital de test',
        ville: 'Créteil',
        codePostal: '94000',
        coordonnees: null,
      },
      patient_info: {
        firstName: pick(FIRST_NAMES, index),
        lastName: pick(LAST_NAMES, index),
        phone: '',
        birthDate: '',
      },
      patient_id: null,
      global_patient_id: null,
      informations_medicales: {
        pathologie: '',
        mobilite: 'autonome',
        needsOxygen: false,
        needsStretcher: false,
        equipements_speciaux: [],
      },
      equipements_requis: [],
      commentaires: 'Transport de test',
      requester_org_id: input.requesterOrgId,
    },
    {
      id: input.id,
      transportId: input.transportId,
      creator: {
        uid: input.admin.uid,
        name: input.admin.name,
        role: 'admin',
        orgId: input.admin.orgId,
      },
      now: input.now,
      opId: input.opId,
      source: 'admin_test',
    },
  );
}
