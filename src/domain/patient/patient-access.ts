import type { Patient } from '@/domain/patient/patient.schema';
import type { Viewer } from '@/domain/transport/visibility';

/**
 * Who reads patient records (spec §6 in spirit: medical data stays with the organisation that holds it): admins
 * all, a clinic its organisation's; providers and patients none — a ride carries the patient_info it needs.
 */
export function isPatientVisibleTo(patient: Pick<Patient, 'orga_id'>, viewer: Viewer): boolean {
  switch (viewer.role) {
    case 'admin':
      return true;
    case 'clinique':
      return patient.orga_id !== null && patient.orga_id === viewer.orgId;
    default:
      return false;
  }
}

/**
 * Whether the role keeps patient records at all: only then does the device pull them, and the request form offer
 * to pick or save a patient.
 */
export const holdsPatientRecords = (viewer: Pick<Viewer, 'role'>): boolean =>
  viewer.role === 'admin' || viewer.role === 'clinique';
