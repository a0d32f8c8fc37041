import { buildNotification } from '@/domain/notification/build-notification';
import type { Notification } from '@/domain/notification/notification';
import type { ServerNotificationType } from '@/domain/notification/notification-type';
import { MILLIS_PER_DAY, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { DEMO_PERSONAS } from '@/data/demo-server/seed/personas';

interface Rule {
  type: ServerNotificationType;
  applies: (transport: Transport) => boolean;
  /** Addressed to one persona, or to the whole role when absent. */
  userId?: string;
}

const { clinique, ambulance, vtc } = DEMO_PERSONAS;
const waitingOfType = (type: Transport['type_transport']) => (t: Transport) =>
  isWaiting(t.etat) && t.type_transport === type;
const ofOrg =
  (orgId: string, ...states: Transport['etat'][]) =>
  (t: Transport) =>
    (t.requester_org_id === orgId || t.provider_org_id === orgId) && states.includes(t.etat);

/** What each persona finds in its bell: fresh requests for providers, progress of their rides for the clinic. */
const RULES: Rule[] = [
  {
    type: 'new_transport',
    applies: (t) => waitingOfType('ambulance')(t) && t.priorite === 'normale',
  },
  {
    type: 'urgent_transport',
    applies: (t) => waitingOfType('ambulance')(t) && t.priorite !== 'normale',
  },
  { type: 'new_course', applies: waitingOfType('vtc') },
  {
    type: 'transport_requested',
    applies: ofOrg(clinique.orgId, 'pending', 'ouvert'),
    userId: clinique.uid,
  },
  {
    type: 'transport_confirmed',
    applies: ofOrg(clinique.orgId, 'confirmed'),
    userId: clinique.uid,
  },
  {
    type: 'driver_assigned',
    applies: ofOrg(clinique.orgId, 'assigned', 'en_route_pickup'),
    userId: clinique.uid,
  },
  {
    type: 'transport_completed',
    applies: ofOrg(clinique.orgId, 'completed'),
    userId: clinique.uid,
  },
  {
    type: 'transport_cancelled',
    applies: ofOrg(ambulance.orgId, 'cancelled'),
    userId: ambulance.uid,
  },
  {
    type: 'course_started',
    applies: ofOrg(vtc.orgId, 'en_route_pickup', 'patient_loaded'),
    userId: vtc.uid,
  },
  { type: 'course_completed', applies: ofOrg(vtc.orgId, 'completed'), userId: vtc.uid },
];

/**
 * Notifications about the seeded rides, dated by the ride's last change and kept within their 7-day life;
 * the older ones are already read.
 */
export function demoNotifications(transports: readonly Transport[], base: EpochMillis) {
  const notifications: { id: string; data: Notification }[] = [];
  for (const rule of RULES) {
    for (const transport of transports.filter(rule.applies)) {
      const at = Math.min(transport.updated_at + MILLIS_PER_MINUTE, base);
      if (base - at > 6 * MILLIS_PER_DAY) continue;
      const notification = buildNotification(
        rule.type,
        { transportId: transport.id, userId: rule.userId ?? null },
        at,
      );
      const id = `notif_${String(notifications.length + 1).padStart(4, '0')}`;
      notifications.push({ id, data: { ...notification, read: base - at > MILLIS_PER_DAY } });
    }
  }
  notifications.push({
    id: `notif_${String(notifications.length + 1).padStart(4, '0')}`,
    data: buildNotification('payment_received', { userId: vtc.uid }, base - 3 * 3_600_000),
  });
  return notifications;
}
