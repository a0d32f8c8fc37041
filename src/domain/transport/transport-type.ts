import { z } from 'zod';

/** type_transport values (spec §3). */
export const TRANSPORT_TYPES = ['ambulance', 'vsl', 'vtc'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
export const transportTypeSchema = z.enum(TRANSPORT_TYPES);

export const TRANSPORT_TYPE_LABELS: Record<TransportType, string> = {
  ambulance: 'Ambulance',
  vsl: 'VSL',
  vtc: 'VTC',
};
