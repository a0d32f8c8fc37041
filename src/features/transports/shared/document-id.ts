import type { RandomSource } from '@/domain/shared/clock';
import { randomChars } from '@/domain/ids/random-chars';

const DOCUMENT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-like document id (20 random characters), made on the device so creation works offline. */
export const newDocumentId = (random: RandomSource): string =>
  randomChars(random, 20, DOCUMENT_ID_ALPHABET);
