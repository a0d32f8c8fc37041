import { PATHS } from '@/config/paths';

/**
 * Routes of one clinic request. Keyed by the document id, not transport_id: the document id never changes,
 * while transport_id is a provisional TRA-… until the server numbers the request at first sync.
 */
export const clinicTransportPath = (id: string) =>
  `${PATHS.cliniqueTransports}/${encodeURIComponent(id)}`;

export const clinicTransportPrintPath = (id: string) => `${clinicTransportPath(id)}/impression`;

/** Issue 22: the ride's bon de transport, A4. */
export const clinicTransportVoucherPath = (id: string) => `${clinicTransportPath(id)}/bon`;

/** A patient's ride, by document id (« Mes transports » → the ride). */
export const patientRidePath = (id: string) => `${PATHS.myTransports}/${encodeURIComponent(id)}`;

/** Issue 23 item 4: a completed ride's « Preuve de service », A4, in the company's area (beside the clinic's bon). */
export const proofOfServicePath = (role: 'ambulance' | 'vtc', id: string) =>
  `${role === 'vtc' ? PATHS.vtcTransports : PATHS.ambulanceTransports}/${encodeURIComponent(id)}/preuve`;

/** Issue 22, session 9: the ride's bon de transport, A4, in the area of the company that accepted it. */
export const companyTransportVoucherPath = (role: 'ambulance' | 'vtc', id: string) =>
  `${role === 'vtc' ? PATHS.vtcTransports : PATHS.ambulanceTransports}/${encodeURIComponent(id)}/bon`;

/** A company's ride (the driver's screen), for the way back from its pages. */
export const companyTransportPath = (role: 'ambulance' | 'vtc', id: string) =>
  `${role === 'vtc' ? PATHS.vtcTransports : PATHS.ambulanceTransports}/${encodeURIComponent(id)}`;
