import { describe, expect, it } from 'vitest';
import {
  lenientTimestampField,
  nullableTextField,
  nullableTimestampField,
  textField,
} from '@/domain/errors/document-fields';

const MILLIS = Date.UTC(2026, 10, 22, 13, 0, 0);

describe('[ERR8] absent fields normalise instead of failing', () => {
  it.each([
    ['abc', 'abc', 'abc'],
    [null, '', null],
    [undefined, '', null],
  ])('[ERR8] text %s', (input, asText, asNullable) => {
    expect(textField.parse(input)).toBe(asText);
    expect(nullableTextField.parse(input)).toBe(asNullable);
  });

  it.each([
    [MILLIS, MILLIS],
    ['22/11/2026 14:00:00', MILLIS],
    [{ seconds: MILLIS / 1000, nanoseconds: 0 }, MILLIS],
    [null, null],
    [undefined, null],
  ])('[ERR8] timestamp %s', (input, expected) => {
    expect(nullableTimestampField.parse(input)).toBe(expected);
    expect(lenientTimestampField.parse(input)).toBe(expected);
  });

  it('[ERR8] an unreadable timestamp is an issue for the strict reader, null for the lenient one', () => {
    expect(nullableTimestampField.safeParse('Invalid Date').success).toBe(false);
    expect(lenientTimestampField.parse('Invalid Date')).toBeNull();
  });
});
