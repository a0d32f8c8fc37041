import { describe, expect, it } from 'vitest';
import { modificationsSchema } from '@/domain/transport/modification.schema';

describe('[MOD1] the edit log reads leniently', () => {
  it('is empty when absent or not a list', () => {
    expect(modificationsSchema.parse(undefined)).toEqual([]);
    expect(modificationsSchema.parse('n’importe quoi')).toEqual([]);
  });

  it('keeps valid entries and drops malformed ones', () => {
    const valid = {
      op_id: 'op-1',
      at: 2_000,
      device_time: 1_000,
      by: 'u-1',
      by_name: 'Sophie Marchand',
      fields: ['commentaires'],
    };
    expect(modificationsSchema.parse([valid, { op_id: '' }, null])).toEqual([valid]);
  });

  it('reads the author’s name as null on edits logged before names were kept', () => {
    const old = { op_id: 'op-1', at: 2_000, device_time: 1_000, by: 'u-1', fields: [] };
    expect(modificationsSchema.parse([old])).toEqual([{ ...old, by_name: null }]);
  });
});
