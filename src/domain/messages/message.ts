import { z } from 'zod';
import { FIELD_LIMITS } from '@/domain/shared/field-limits';

/**
 * A message of a transport's conversation (issue 13), stored as `messages/{id}`. Its id is derived from the opId of
 * the action that wrote it, so a replayed send finds the stored message instead of writing a second one. The two
 * party organisations are copied from the transport (`party_org_ids`): the rules and the pull query read them
 * without a second document. `created_at` is the server time (epoch ms here; a Timestamp in Firestore), null while
 * the message only exists on the device.
 */
export const MESSAGES_COLLECTION = 'messages';
export const MESSAGE_MAX_LENGTH = FIELD_LIMITS.message;

/** Which side of the ride wrote it: the requesting clinic, or the company that took the ride. */
export const MESSAGE_SIDES = ['clinique', 'transporteur'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const MESSAGE_TEXT_ERRORS = {
  empty: 'Le message est vide : écrivez quelques mots avant d’envoyer.',
  tooLong: `Le message dépasse ${MESSAGE_MAX_LENGTH} caractères : raccourcissez-le.`,
} as const;

export const messageSchema = z.object({
  id: z.string().min(1),
  op_id: z.string().min(1),
  transport_id: z.string().min(1),
  requester_org_id: z.string().min(1),
  provider_org_id: z.string().min(1),
  party_org_ids: z.tuple([z.string().min(1), z.string().min(1)]),
  author_uid: z.string().min(1),
  author_name: z.string(),
  author_org_id: z.string().min(1),
  author_side: z.enum(MESSAGE_SIDES),
  text: z.string().min(1).max(MESSAGE_MAX_LENGTH),
  /** The tap, on the device's clock: data, never authority (ARCHITECTURE §8). */
  device_time: z.number(),
  created_at: z.number().nullable(),
});
export type Message = z.output<typeof messageSchema>;

export const messageIdFor = (opId: string): string => `msg_${opId}`;

/** The text as stored: trimmed, 1 to 2000 characters, or the French reason it cannot be sent. */
export function checkMessageText(
  raw: string,
): { ok: true; text: string } | { ok: false; error: string } {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, error: MESSAGE_TEXT_ERRORS.empty };
  if (text.length > MESSAGE_MAX_LENGTH) return { ok: false, error: MESSAGE_TEXT_ERRORS.tooLong };
  return { ok: true, text };
}

/** A stored message, or the reason it is unreadable (logged and skipped by readers, never a crash). */
export function parseMessage(
  id: string,
  raw: unknown,
): { ok: true; value: Message } | { ok: false; error: string } {
  const parsed = messageSchema.safeParse({ ...(raw as object), id });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: `Message ${id} illisible : ${parsed.error.message}` };
}
