import { describe, expect, it } from 'vitest';
import { needsStretcher, type Mobility } from '@/domain/transport/mobility';

describe('[MB1] a patient travelling on a stretcher needs one, whatever the checkbox says', () => {
  it.each([
    ['brancard', false, true],
    ['brancard', true, true],
    ['fauteuil_roulant', true, true],
    ['fauteuil_roulant', false, false],
    [null, false, false],
  ] as const)('mobility %s, box %s → %s', (mobilite, box, expected) => {
    expect(needsStretcher({ mobilite: mobilite as Mobility | null, needsStretcher: box })).toBe(
      expected,
    );
  });
});
