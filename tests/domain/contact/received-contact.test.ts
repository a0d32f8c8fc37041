import { describe, expect, it } from 'vitest';
import { newestContactsFirst, readReceivedContact } from '@/domain/contact/received-contact';

const stored = {
  id: 'msg-1',
  name: 'Alice Martin',
  email: 'alice@exemple.fr',
  organisation: 'Clinique du Parc',
  message: 'Bonjour, pouvez-vous me rappeler ?',
  writtenAt: 1_700_000_000_000,
};

describe('[RCV1] reading a stored contact message', () => {
  it.each([
    ['a Firestore timestamp', { toMillis: () => 1_700_000_005_000 }, 1_700_000_005_000],
    [
      'seconds and nanoseconds',
      { seconds: 1_700_000_005, nanoseconds: 2_000_000 },
      1_700_000_005_002,
    ],
    ['epoch milliseconds', 1_700_000_005_000, 1_700_000_005_000],
    ['nothing (the demo inbox)', undefined, null],
  ])('[RCV1] receivedAt from %s', (_name, receivedAt, expected) => {
    expect(readReceivedContact('msg-1', { ...stored, receivedAt })?.receivedAt).toBe(expected);
  });

  it.each([
    ['no name', { name: undefined }],
    ['a message over 5 000 characters', { message: 'x'.repeat(5001) }],
    ['no time written', { writtenAt: 'hier' }],
    ['an e-mail that is not text', { email: 42 }],
  ])('[RCV1] %s: skipped (null), never shown half-read', (_name, broken) => {
    expect(readReceivedContact('msg-1', { ...stored, ...broken })).toBeNull();
  });

  it('[RCV1] an absent organisation reads as empty', () => {
    const { organisation: _none, ...rest } = stored;
    expect(readReceivedContact('msg-1', rest)?.organisation).toBe('');
  });
});

describe('[RCV2] newest first', () => {
  it('[RCV2] by the server’s time when known, else the device’s, ties by id', () => {
    const at = (id: string, writtenAt: number, receivedAt: number | null) => ({
      ...stored,
      id,
      writtenAt,
      receivedAt,
    });
    const sorted = newestContactsFirst([
      at('b', 1, 10),
      at('a', 1, 10),
      at('c', 30, null),
      at('d', 1, 20),
    ]);
    expect(sorted.map((m) => m.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});
