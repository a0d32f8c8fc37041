import { z } from 'zod';

/** priorite values (spec §3). */
export const PRIORITIES = ['normale', 'urgent', 'critique'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const prioritySchema = z.enum(PRIORITIES);

/** Agreed with « priorité » (feminine): « Priorité urgente », and the badge « Urgente ». */
export const PRIORITY_LABELS: Record<Priority, string> = {
  normale: 'Normale',
  urgent: 'Urgente',
  critique: 'Critique',
};

/** A stored priority; anything unknown reads as normale, as the multi-role mapping of spec §4 does. */
export function readPriority(value: unknown): Priority {
  const parsed = prioritySchema.safeParse(
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );
  return parsed.success ? parsed.data : 'normale';
}
export const lenientPrioritySchema = z.unknown().optional().transform(readPriority);

export const isUrgentPriority = (priority: Priority) => priority !== 'normale';

/** Spec §4 multi-role mapping: critique → high/3, urgent → medium/2, anything else → low/1. */
export const MULTI_ROLE_PRIORITY = {
  critique: { priority: 'high', urgency_level: 3 },
  urgent: { priority: 'medium', urgency_level: 2 },
  normale: { priority: 'low', urgency_level: 1 },
} as const satisfies Record<Priority, { priority: string; urgency_level: number }>;
