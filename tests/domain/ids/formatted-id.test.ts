import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyId, patientId, transportId, transportIdPrefix } from '@/domain/ids/formatted-id';

describe('[ID1] company ids are {ambu|clin|vtc}_ + 4 digits', () => {
  it.each([
    ['ambulance', 1, 'ambu_0001'],
    ['clinique', 42, 'clin_0042'],
    ['vtc', 9999, 'vtc_9999'],
    ['vtc', 12345, 'vtc_12345'],
  ] as const)('[ID1] %s n°%i → %s', (kind, n, expected) => {
    expect(companyId(kind, n)).toBe(expected);
  });

  it('[ID1] any counter below 10 000 gives exactly 4 digits that read back as the counter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ambulance', 'clinique', 'vtc' as const),
        fc.nat(9999),
        (kind, n) => {
          const id = companyId(kind, n);
          expect(id).toMatch(/^(ambu|clin|vtc)_\d{4}$/);
          expect(Number(id.split('_')[1])).toBe(n);
        },
      ),
    );
  });
});

describe('[ID2] transport ids are tr_{ambu|vsl|vtc}_ + 5 digits, ambu by default', () => {
  it.each([
    ['ambulance', 'ambu'],
    ['vsl', 'vsl'],
    ['vtc', 'vtc'],
    ['taxi', 'ambu'],
    [undefined, 'ambu'],
    [null, 'ambu'],
  ])('[ID2] type %s → prefix %s', (type, prefix) => {
    expect(transportIdPrefix(type)).toBe(prefix);
  });

  it('[ID2] tr_vsl_00042', () => {
    expect(transportId('vsl', 42)).toBe('tr_vsl_00042');
  });

  it('[ID2] any counter below 100 000 gives 5 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('ambulance', 'vsl', 'vtc', 'autre'), fc.nat(99999), (type, n) => {
        const id = transportId(type, n);
        expect(id).toMatch(/^tr_(ambu|vsl|vtc)_\d{5}$/);
        expect(Number(id.slice(-5))).toBe(n);
      }),
    );
  });
});

describe('[ID3] patient ids are patient_ + 4 digits', () => {
  it('[ID3] patient_0003', () => {
    expect(patientId(3)).toBe('patient_0003');
  });

  it('[ID3] property: format holds below 10 000', () => {
    fc.assert(fc.property(fc.nat(9999), (n) => /^patient_\d{4}$/.test(patientId(n))));
  });
});
