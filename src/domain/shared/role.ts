import { z } from 'zod';

/** User types of spec §3/§6. `taxi` is not a stored role: it is read as vtc (see normaliseRole). */
export const USER_TYPES = ['admin', 'ambulance', 'vtc', 'clinique', 'patient'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeSchema = z.enum(USER_TYPES);

/** Provider roles: those who accept and drive transports. */
export const PROVIDER_TYPES = ['ambulance', 'vtc'] as const satisfies readonly UserType[];
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** Reads a stored or requested role; taxi is treated as vtc, anything unknown as null. */
export function normaliseRole(value: unknown): UserType | null {
  if (typeof value !== 'string') return null;
  const lowered = value.trim().toLowerCase();
  if (lowered === 'taxi') return 'vtc';
  const parsed = userTypeSchema.safeParse(lowered);
  return parsed.success ? parsed.data : null;
}
