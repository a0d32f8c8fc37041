import type { Transport } from '@/domain/transport/transport.schema';

/** « Jeanne Martin », or a plain French placeholder when the request came without a name. */
export const patientName = (transport: Transport) =>
  `${transport.patient_info.firstName} ${transport.patient_info.lastName}`.trim() ||
  'Patient non renseigné';
