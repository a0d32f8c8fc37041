import { describe, expect, it } from 'vitest';
import {
  COUNTER_NAMES,
  counterNameForCompany,
  counterNameForTransport,
  PATIENT_COUNTER,
} from '@/domain/ids/counter-names';
import { ORG_ID_PREFIXES, orgIdPrefix } from '@/domain/ids/org-prefix';

describe('[ID4] counter names are the seven of spec §9', () => {
  it('[ID4] exact list', () => {
    expect(COUNTER_NAMES).toEqual([
      'company_ambu',
      'company_clin',
      'company_vtc',
      'transport_ambu',
      'transport_vsl',
      'transport_vtc',
      'patient_global',
    ]);
    expect(PATIENT_COUNTER).toBe('patient_global');
  });

  it.each([
    ['ambulance', 'transport_ambu'],
    ['vsl', 'transport_vsl'],
    ['vtc', 'transport_vtc'],
    ['inconnu', 'transport_ambu'],
  ])('[ID4] transport type %s counts on %s', (type, name) => {
    expect(counterNameForTransport(type)).toBe(name);
  });

  it.each([
    ['ambulance', 'company_ambu'],
    ['clinique', 'company_clin'],
    ['vtc', 'company_vtc'],
  ] as const)('[ID4] company kind %s counts on %s', (kind, name) => {
    expect(counterNameForCompany(kind)).toBe(name);
  });
});

describe('[ID5] organisation id prefixes are admin, ambu, vtc, clin, pat', () => {
  it.each(Object.entries(ORG_ID_PREFIXES))('[ID5] %s → %s', (role, prefix) => {
    expect(orgIdPrefix(role as keyof typeof ORG_ID_PREFIXES)).toBe(prefix);
  });

  it('[ID5] the set of prefixes', () => {
    expect(Object.values(ORG_ID_PREFIXES).sort()).toEqual(['admin', 'ambu', 'clin', 'pat', 'vtc']);
  });
});
