import { z } from 'zod';

/**
 * Why a status update was refused. Stored with the history entry (applied: false) and shown to the driver and the
 * clinic, so the reason is French and self-explanatory (ARCHITECTURE §5.4: conflicts are visible, never silent).
 */
export const REFUSAL_CODES = [
  'terminal', // the transport is completed, cancelled, rejected or expired
  'backward', // the update would move the ride back
  'same_state', // the transport is already in that state
  'not_allowed', // no row of the transition table allows it
  'already_accepted', // another provider accepted first
  'not_expired', // expiry requested before the 24 h are up
  'expired', // acceptance after the request expired
  'forbidden', // this actor may not make this change
  'not_visible', // this provider role may not serve this transport type
  'too_early', // issue 23: a driver step tapped before the ride's day
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
export const refusalCodeSchema = z.enum(REFUSAL_CODES);

export interface Refusal {
  code: RefusalCode;
  /** French, shown as is. */
  reason: string;
}

export const refuse = (code: RefusalCode, reason: string): Refusal => ({ code, reason });
