import {
  collection,
  doc,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { MESSAGES_COLLECTION, parseMessage, type Message } from '@/domain/messages/message';

export const messagesOf = (db: Firestore) => collection(db, MESSAGES_COLLECTION);
export const messageRef = (db: Firestore, id: string): DocumentReference =>
  doc(db, MESSAGES_COLLECTION, id);

/**
 * The stored shape: every field but the id (the document's), with created_at and updated_at the server's commit
 * time (firestore.rules require both to equal request.time; updated_at is the pull order, as elsewhere).
 */
export function encodeMessage(message: Message): DocumentData {
  const { id: _id, created_at: _created, ...fields } = message;
  return { ...fields, created_at: serverTimestamp(), updated_at: serverTimestamp() };
}

/** A stored message read by the domain; null (logged, never thrown) when malformed (ARCHITECTURE §4). */
export function readMessage(id: string, raw: DocumentData): Message | null {
  const created: unknown = raw.created_at;
  const createdAt = created instanceof Timestamp ? created.toMillis() : null;
  const { updated_at: _updated, ...fields } = raw;
  const parsed = parseMessage(id, { ...fields, created_at: createdAt });
  if (parsed.ok && createdAt !== null) return parsed.value;
  console.warn('[firestore] message illisible ignoré', parsed.ok ? id : parsed.error);
  return null;
}
