import type { Notification } from '@/domain/notification/notification';
import {
  NOTIFICATION_TEXTS,
  type NotificationContext,
} from '@/domain/notification/notification-texts';
import { patientFullName, type Patient } from '@/domain/patient/patient.schema';
import { formatRideDate } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

/** What a notification names, as this device holds it: null when it is not (or no longer) here. */
export interface NotificationSubject {
  transport: Transport | null;
  /** The record a « new_patient » names. */
  patient: Patient | null;
}

export interface NotificationText {
  title: string;
  message: string;
}

const patientNameOf = (t: Transport) =>
  `${t.patient_info.firstName} ${t.patient_info.lastName}`.trim() || null;

function contextOf(
  notification: Pick<Notification, 'user_id' | 'org_id'>,
  { transport, patient }: NotificationSubject,
): NotificationContext {
  if (transport === null) return { patientName: patient ? patientFullName(patient) || null : null };
  const roleWide = notification.user_id === null && notification.org_id === null;
  return {
    transportId: transport.transport_id ?? transport.id,
    // A role-wide notice reaches companies that may never see who is carried: it never names the patient.
    patientName: roleWide ? null : patientNameOf(transport),
    destination: transport.adresse_arrivee.ville || null,
    rideDate: formatRideDate(transport.date_transport),
    requesterName: transport.requester_org_name ?? null,
    providerName: transport.provider_org_name ?? null,
    driverName: transport.assigned_driver?.firstName ?? null,
    vehicle: transport.assigned_vehicle
      ? `${transport.assigned_vehicle.label} (${transport.assigned_vehicle.registration})`
      : null,
  };
}

/**
 * The French title and message of a notification, rendered on the device from its type and what it names (issue
 * 21): a stored document carries no text, and a text an old document still holds is never shown — its writer
 * is another user. Names come from the ride as this device holds it (copies the rules checked), so a notification
 * says nothing its reader could not read on the ride itself; without the ride it stays generic.
 */
export function notificationText(
  notification: Pick<Notification, 'type' | 'user_id' | 'org_id'>,
  subject: NotificationSubject,
): NotificationText {
  const texts = NOTIFICATION_TEXTS[notification.type];
  return { title: texts.title, message: texts.message(contextOf(notification, subject)) };
}
