import { z } from 'zod';
import { memberRoleIndex } from '@/domain/organisation/members';
import {
  EQUIPMENT,
  VEHICLE_KINDS,
  type Equipment,
  type Vehicle,
  type VehicleKind,
} from '@/domain/organisation/vehicle';
import type { AssociatedUser } from '@/domain/user/associated-user';
import { associatedUserSchema } from '@/domain/user/associated-user';

/**
 * Reading the stored documents of issue 13 (organisation members, fleet vehicles) leniently: whatever was written,
 * the reader gets typed values or null, never a throw (ARCHITECTURE §4).
 */
const companySchema = z.object({
  owner_uid: z.string().catch(''),
  associatedUsers: z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => associatedUserSchema.safeParse(item).data ?? [])),
});

export interface StaffCompany {
  owner_uid: string;
  associatedUsers: AssociatedUser[];
}

export const readStaffCompany = (raw: unknown): StaffCompany | null =>
  companySchema.safeParse(raw).data ?? null;

const vehicleSchema = z.object({
  org_id: z.string().min(1),
  kind: z.enum(VEHICLE_KINDS as [VehicleKind, ...VehicleKind[]]).catch('ambulance'),
  label: z.string().catch(''),
  registration: z.string().catch(''),
  equipment: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.filter((item): item is Equipment => EQUIPMENT.includes(item as Equipment)),
    ),
  active: z.boolean().catch(false),
});

export function readVehicle(id: string, raw: unknown): Vehicle | null {
  const parsed = vehicleSchema.safeParse(raw);
  return parsed.success ? { id, ...parsed.data } : null;
}

/** The fields a members write sets together: the list and the rules' e-mail → role index. */
export const membersWrite = (members: readonly AssociatedUser[]) => ({
  associatedUsers: members,
  member_roles: memberRoleIndex(members),
});
