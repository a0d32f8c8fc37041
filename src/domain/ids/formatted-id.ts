import { ID_DIGITS } from '@/domain/constants';
import type { TransportType } from '@/domain/transport/transport-type';

/** Company kinds that get a numbered id (spec §9: {ambu|clin|vtc}_0001). */
export const COMPANY_ID_PREFIXES = { ambulance: 'ambu', clinique: 'clin', vtc: 'vtc' } as const;
export type CompanyKind = keyof typeof COMPANY_ID_PREFIXES;

/** Transport id prefixes (spec §9): ambulance and anything unknown are `ambu`. */
export const TRANSPORT_ID_PREFIXES = {
  ambulance: 'ambu',
  vsl: 'vsl',
  vtc: 'vtc',
} as const satisfies Record<TransportType, string>;
export type TransportIdPrefix = (typeof TRANSPORT_ID_PREFIXES)[TransportType];

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

export function transportIdPrefix(type: unknown): TransportIdPrefix {
  return type === 'vsl' || type === 'vtc'
    ? TRANSPORT_ID_PREFIXES[type]
    : TRANSPORT_ID_PREFIXES.ambulance;
}

/** « ambu_0007 »; a counter past 9999 simply grows wider. */
export function companyId(kind: CompanyKind, counter: number): string {
  return `${COMPANY_ID_PREFIXES[kind]}_${pad(counter, ID_DIGITS.company)}`;
}

/** « tr_vsl_00042 ». */
export function transportId(type: unknown, counter: number): string {
  return `tr_${transportIdPrefix(type)}_${pad(counter, ID_DIGITS.transport)}`;
}

/** « patient_0003 ». */
export function patientId(counter: number): string {
  return `patient_${pad(counter, ID_DIGITS.patient)}`;
}
