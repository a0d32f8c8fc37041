/**
 * A contact message as stored on the server (Firestore `contactMessages/{id}`): anyone may file one, even signed
 * out; only admins read them. The fields and sizes are checked again by firestore.rules (validContactMessage),
 * with the limits below: the form's schema (contact-message.ts) uses the same ones.
 */
export const CONTACT_MESSAGES_COLLECTION = 'contactMessages';

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  organisationMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The device's id of a queued message, also the document id: a resend of the same message is recognisable. */
export const CONTACT_ID_PATTERN = /^[a-z0-9-]{6,40}$/;

export const CONTACT_DOCUMENT_FIELDS = [
  'id',
  'name',
  'email',
  'organisation',
  'message',
  'writtenAt',
  'receivedAt',
] as const;

export interface ContactDocumentInput {
  id: string;
  name: string;
  email: string;
  organisation: string;
  message: string;
  /** When it was written on the device (ms since epoch; the device's clock). */
  writtenAt: number;
}

/** The stored fields but `receivedAt`, which the server sets (request.time). */
export function contactDocument(input: ContactDocumentInput) {
  return {
    id: input.id,
    name: input.name,
    email: input.email,
    organisation: input.organisation,
    message: input.message,
    writtenAt: Math.trunc(input.writtenAt),
  };
}
