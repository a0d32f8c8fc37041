import { WITHHELD_IDENTITY_LABEL } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * « Jeanne Martin », a plain French placeholder when the request came without a name, or — for a company that has
 * not accepted the ride yet — why there is no name.
 */
export const patientName = (transport: Transport) => {
  if (transport.identity_withheld) return WITHHELD_IDENTITY_LABEL;
  const name = `${transport.patient_info.firstName} ${transport.patient_info.lastName}`.trim();
  return name || 'Patient non renseigné';
};
