import { z } from 'zod';
import { userTypeSchema } from '@/domain/shared/role';
import { timestampSchema } from '@/domain/shared/timestamp';
import { assignmentSchema } from '@/domain/transport/assignment';
import { positionShape } from '@/domain/transport/geo';
import { transportStatusSchema } from '@/domain/transport/transport-status';

/**
 * Who asks for a change: the signed-in user, with role and organisation. `name` is the display name kept in the
 * history for readers; it proves nothing, so write permissions compare uid, role and orgId only.
 */
export const actorSchema = z.object({
  uid: z.string().min(1),
  role: userTypeSchema,
  orgId: z.string(),
  name: z.string().optional(),
});
export type Actor = z.output<typeof actorSchema>;

/**
 * One status change as a device sends it (an outbox entry's payload). `opId` is the idempotency key;
 * `deviceTime` is when the user tapped, possibly long before the server sees it.
 */
export const statusUpdateSchema = z.object({
  opId: z.string().min(1),
  status: transportStatusSchema,
  actor: actorSchema,
  deviceTime: timestampSchema,
  notes: z.string().optional(),
  position: positionShape.nullable().optional(),
  /** Why, for a cancellation or a rejection. */
  reason: z.string().optional(),
  /** The device that recorded the tap (UserData.deviceId), for the proof of service. */
  deviceId: z.string().optional(),
  /** Who drives and in what: required to move a ride to `assigned` (assignment.ts). */
  assignment: assignmentSchema.optional(),
  // Issue 21 item 3 (admin-correction.ts): an admin's correction out of the transition table; `reason` required.
  correction: z.boolean().optional(),
});
export type StatusUpdate = z.output<typeof statusUpdateSchema>;
