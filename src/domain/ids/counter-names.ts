import {
  transportIdPrefix,
  type CompanyKind,
  COMPANY_ID_PREFIXES,
} from '@/domain/ids/formatted-id';

/** Counter documents (collection counters, doc id = name) behind the numbered ids (spec §9). */
export const COUNTER_NAMES = [
  'company_ambu',
  'company_clin',
  'company_vtc',
  'transport_ambu',
  'transport_vsl',
  'transport_vtc',
  'patient_global',
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];

export const PATIENT_COUNTER: CounterName = 'patient_global';

export function counterNameForTransport(type: unknown): CounterName {
  return `transport_${transportIdPrefix(type)}`;
}

export function counterNameForCompany(kind: CompanyKind): CounterName {
  return `company_${COMPANY_ID_PREFIXES[kind]}`;
}
