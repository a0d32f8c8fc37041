import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripUndefined } from '@/domain/user/strip-undefined';

describe('[USR4] undefined is stripped at every depth, null is kept', () => {
  it('[USR4] nested objects and arrays', () => {
    const date = new Date(0);
    expect(
      stripUndefined({
        a: 1,
        b: undefined,
        c: null,
        d: { e: undefined, f: { g: undefined, h: 'x' } },
        i: [1, undefined, { j: undefined, k: 2 }],
        date,
      }),
    ).toEqual({ a: 1, c: null, d: { f: { h: 'x' } }, i: [1, { k: 2 }], date });
  });

  it('[USR4] class instances are left untouched', () => {
    const date = new Date(0);
    expect(stripUndefined({ date }).date).toBe(date);
    expect(stripUndefined(Object.assign(Object.create(null), { a: undefined, b: 1 }))).toEqual({
      b: 1,
    });
  });

  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(undefined, null, 0, 'texte', true),
      fc.array(tie('tree'), { maxLength: 4 }),
      fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), tie('tree'), { maxKeys: 4 }),
    ),
  }));
  const hasUndefined = (value: unknown): boolean =>
    value === undefined ||
    (typeof value === 'object' && value !== null && Object.values(value).some(hasUndefined));

  it('[USR4] property: nothing undefined survives below the top, and stripping is idempotent', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const stripped = stripUndefined(value);
        expect(value === undefined || !hasUndefined(stripped)).toBe(true);
        expect(stripUndefined(stripped)).toEqual(stripped);
      }),
    );
  });

  it('[USR4] property: a JSON value without undefined is unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stripUndefined(value)).toEqual(value);
      }),
    );
  });
});
