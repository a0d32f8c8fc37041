import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunked, FIRESTORE_BATCH_LIMIT, percentDone } from '@/domain/admin/chunks';

describe('[ADM2] long operations commit in chunks within Firestore’s batch limit', () => {
  it('[ADM2] chunks keep every item once, in order, none over the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 1200 }),
        fc.integer({ min: -5, max: 900 }),
        (items, size) => {
          const chunks = chunked(items, size);
          expect(chunks.flat()).toEqual(items);
          for (const chunk of chunks) {
            expect(chunk.length).toBeGreaterThan(0);
            expect(chunk.length).toBeLessThanOrEqual(FIRESTORE_BATCH_LIMIT);
          }
        },
      ),
    );
  });

  it.each([
    [0, 0, 100],
    [0, 10, 0],
    [5, 10, 50],
    [10, 10, 100],
    [1, 3, 33],
  ])('[ADM2] %i of %i done is %i %%', (done, total, percent) => {
    expect(percentDone(done, total)).toBe(percent);
  });
});
