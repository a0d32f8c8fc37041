import type { ServerNotificationType } from '@/domain/notification/notification-type';
import type { TransportStatus } from '@/domain/transport/transport-status';

/**
 * Who hears of a ride event, by the ride itself (never by what a device says):
 * - requester: the requesting clinic — its organisation, or the user who filed it when it names none;
 * - provider: the company that accepted, when that company is of the type's role;
 * - role: every company of the type's role, when that role is offered the ride's type (an edit: before or after);
 * - company: the company when the ride has one (as `provider`), else, while the request waits, `role`.
 */
export type EventRecipient = 'requester' | 'provider' | 'role' | 'company';

export interface EventNotificationRule {
  to: EventRecipient;
  /** Only for an urgent (true) or a normal (false) request. */
  urgent?: boolean;
  /** Only when no driver is assigned to the ride (after the event). */
  unassigned?: boolean;
}

/** The ride events that notify: a creation, an edit, or an applied move into a state. Refusals notify nobody. */
export type RideEvent = 'create' | 'edit' | TransportStatus;

/**
 * Spec §3, stated once: each ride event → the notification types it produces, each with its recipient and
 * condition. The device-side server (event-rules.ts) plans from it, and `firestore.rules` (generated from it by
 * rules-tables.ts) lets a client create exactly these: one rule per type and event. Key order is write order.
 */
export const EVENT_NOTIFICATIONS: Partial<
  Record<RideEvent, Partial<Record<ServerNotificationType, EventNotificationRule>>>
> = {
  create: {
    new_transport: { to: 'role', urgent: false },
    urgent_transport: { to: 'role', urgent: true },
    new_course: { to: 'role' },
    transport_requested: { to: 'requester' },
  },
  // Spec §3 has no VTC type for a modification or a cancellation: those reach ambulance companies only.
  edit: { transport_modified: { to: 'company' } },
  accepted: {
    transport_confirmed: { to: 'requester' },
    transport_accepted: { to: 'provider' },
    course_accepted: { to: 'provider' },
  },
  assigned: { driver_assigned: { to: 'requester' } },
  // A ride the company assigned told the clinic then; one driven without assignment tells it now.
  en_route_pickup: {
    driver_assigned: { to: 'requester', unassigned: true },
    course_started: { to: 'provider' },
  },
  completed: {
    transport_completed: { to: 'requester' },
    course_completed: { to: 'provider' },
  },
  cancelled: { transport_cancelled: { to: 'provider' } },
};
