import { CONTACT_LIMITS as L, type ContactDocumentInput } from './contact-document';

/** A contact message as an admin reads it: what the visitor wrote, and when it reached the server. */
export interface ReceivedContact extends ContactDocumentInput {
  /** The server's time (ms); null when the store has none (the demo inbox keeps the device's). */
  receivedAt: number | null;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : null;

/** Epoch ms from a number or a Firestore-like timestamp ({ toMillis() } or { seconds, nanoseconds }). */
export function millisOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object') {
    const stamp = value as { toMillis?: () => number; seconds?: unknown; nanoseconds?: unknown };
    if (typeof stamp.toMillis === 'function') return stamp.toMillis();
    if (typeof stamp.seconds === 'number') {
      const nanos = typeof stamp.nanoseconds === 'number' ? stamp.nanoseconds : 0;
      return stamp.seconds * 1000 + Math.floor(nanos / 1e6);
    }
  }
  return null;
}

/**
 * Reads one stored message (Firestore `contactMessages/{id}` or the demo inbox), within the limits the rules and
 * the form share; null for anything else, so one odd document never hides the others.
 */
export function readReceivedContact(
  id: string,
  data: Record<string, unknown>,
): ReceivedContact | null {
  const name = text(data.name, L.nameMax);
  const email = text(data.email, L.emailMax);
  const organisation = text(data.organisation ?? '', L.organisationMax);
  const message = text(data.message, L.messageMax);
  const writtenAt = millisOf(data.writtenAt);
  if (name === null || email === null || organisation === null || message === null) return null;
  if (writtenAt === null) return null;
  return {
    id,
    name,
    email,
    organisation,
    message,
    writtenAt,
    receivedAt: millisOf(data.receivedAt),
  };
}

/** Newest first: by the server's time when known, else the device's; ties by id for a stable order. */
export function newestContactsFirst(messages: readonly ReceivedContact[]): ReceivedContact[] {
  const when = (m: ReceivedContact) => m.receivedAt ?? m.writtenAt;
  return [...messages].sort((a, b) => when(b) - when(a) || a.id.localeCompare(b.id));
}
