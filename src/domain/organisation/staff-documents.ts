import { z } from 'zod';
import { memberRoleIndex, normaliseEmail } from '@/domain/organisation/members';
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
/** A stored e-mail → true map, read as the list of its e-mails set to true. */
const emailSet = z
  .record(z.string(), z.unknown())
  .catch({})
  .optional()
  .transform((map) => Object.keys(map ?? {}).filter((email) => map?.[email] === true));

const companySchema = z.object({
  owner_uid: z.string().catch(''),
  associatedUsers: z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => associatedUserSchema.safeParse(item).data ?? [])),
  removed_members: emailSet,
  declined_members: emailSet,
});

export interface StaffCompany {
  owner_uid: string;
  associatedUsers: AssociatedUser[];
  /** E-mails a responsable removed (lower-cased): their accounts lose the organisation (membership.ts). */
  removed_members?: string[];
  /** E-mails that declined the invitation (lower-cased, issue 20): « Invitation refusée » on the personnel page. */
  declined_members?: string[];
}

const memberUidsSchema = z
  .object({ member_uids: z.record(z.string(), z.unknown()).catch({}).optional() })
  .catch({});

/**
 * The members as stored, each bound to its account: a member who joined under the rules recorded their uid in
 * member_uids (Firebase mode cannot let them rewrite associatedUsers), the demo server bound associatedUsers itself.
 */
export function readStaffCompany(raw: unknown): StaffCompany | null {
  const company = companySchema.safeParse(raw).data;
  if (!company) return null;
  const uids = memberUidsSchema.parse(raw).member_uids ?? {};
  const associatedUsers = company.associatedUsers.map((member) => {
    const uid = uids[normaliseEmail(member.email)];
    return typeof uid === 'string' && uid !== '' ? { ...member, id: uid } : member;
  });
  return { ...company, associatedUsers };
}

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

/**
 * The fields a members write sets together: the list, the rules' e-mail → role index and, given the document as
 * it was, the removed e-mails (whoever left the list, until listed again: removal ends access, membership.ts).
 */
export const membersWrite = (
  members: readonly AssociatedUser[],
  before: StaffCompany | null = null,
) => ({
  associatedUsers: members,
  member_roles: memberRoleIndex(members),
  ...(before
    ? {
        removed_members: removedMembersAfter(before, members),
        declined_members: declinedMembersAfter(before, members),
      }
    : {}),
});

/** A declined invitation is forgotten once its e-mail leaves the list: listed again, it is asked again. */
export function declinedMembersAfter(
  before: StaffCompany,
  members: readonly AssociatedUser[],
): Record<string, true> {
  const listed = new Set(members.map((member) => normaliseEmail(member.email)));
  const declined: Record<string, true> = {};
  for (const email of before.declined_members ?? []) if (listed.has(email)) declined[email] = true;
  return declined;
}

export function removedMembersAfter(
  before: StaffCompany,
  members: readonly AssociatedUser[],
): Record<string, true> {
  const listed = new Set(members.map((member) => normaliseEmail(member.email)));
  const removed: Record<string, true> = {};
  const candidates = [
    ...(before.removed_members ?? []),
    ...before.associatedUsers.map((member) => member.email),
  ];
  for (const email of candidates.map(normaliseEmail)) {
    if (email !== '' && !listed.has(email)) removed[email] = true;
  }
  return removed;
}
