import { ACCESS_GRANTING_STATUSES } from '@/domain/subscription/access';
import type { Patient } from '@/domain/patient/patient.schema';
import { USER_TYPES, type UserType } from '@/domain/shared/role';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import type { User } from '@/domain/user/user';

/** What the test-data page counts (spec §7 « Test data and migration », « Transports » count queries). */
export interface AdminCounts {
  activeUsers: number;
  activeUsersByType: Record<UserType, number>;
  /** Active users whose subscription is active or trial. */
  activeSubscriptions: number;
  patientsByOrg: Record<string, number>;
  transportsByEtat: Partial<Record<TransportStatus, number>>;
  transportsByProvider: Record<string, number>;
  testTransports: number;
}

const tally = <K extends string>(keys: readonly K[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const key of keys) out[key] = (out[key] ?? 0) + 1;
  return out;
};

export function computeAdminCounts(
  users: readonly User[],
  patients: readonly Pick<Patient, 'orga_id'>[],
  transports: readonly Transport[],
): AdminCounts {
  const active = users.filter((user) => user.isActive);
  const byType = Object.fromEntries(USER_TYPES.map((type) => [type, 0])) as Record<
    UserType,
    number
  >;
  for (const user of active) byType[user.userType] += 1;
  return {
    activeUsers: active.length,
    activeUsersByType: byType,
    activeSubscriptions: active.filter((user) =>
      ACCESS_GRANTING_STATUSES.some((status) => status === user.subscription?.status),
    ).length,
    patientsByOrg: tally(patients.map((patient) => patient.orga_id ?? '—')),
    transportsByEtat: tally(transports.map((t) => t.etat)),
    transportsByProvider: tally(
      transports.flatMap((t) => (t.provider_org_id ? [t.provider_org_id] : [])),
    ),
    testTransports: transports.filter((t) => t.source === 'admin_test').length,
  };
}
