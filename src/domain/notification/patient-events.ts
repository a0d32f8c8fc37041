import { buildNotification } from '@/domain/notification/build-notification';
import {
  eventNotificationId,
  type EventNotification,
} from '@/domain/notification/transport-events';
import type { Patient } from '@/domain/patient/patient.schema';
import type { EpochMillis } from '@/domain/shared/timestamp';

/**
 * Spec §3 « new_patient » (clinique): the organisation holding the record hears of it — the colleagues of whoever
 * registered the patient, on their own devices. Written by the server in the creation's transaction; a replayed
 * creation names the same document id, so it never doubles.
 */
export function notificationsForNewPatient(
  patient: Patient,
  opId: string,
  now: EpochMillis,
): EventNotification[] {
  if (patient.orga_id === null) return [];
  const audience = { kind: 'org' as const, orgId: patient.orga_id };
  return [
    {
      id: eventNotificationId(opId, 'new_patient', audience),
      notification: buildNotification(
        'new_patient',
        {
          orgId: patient.orga_id,
          opId,
          patientId: patient.id,
          isTestData: patient.is_test_data,
        },
        now,
      ),
    },
  ];
}
