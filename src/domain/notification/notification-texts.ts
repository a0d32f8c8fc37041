import type { NotificationType } from '@/domain/notification/notification-type';
import { formatEuros } from '@/domain/pricing/money';

/** What a notification may say about its subject; every part is optional. */
export interface NotificationContext {
  transportId?: string | null;
  patientName?: string | null;
  driverName?: string | null;
  /** The assigned vehicle as people recognise it: « Ambulance 2 (AB-123-CD) ». */
  vehicle?: string | null;
  destination?: string | null;
  amount?: number | null;
  /** When the ride is due, already formatted (« 12/12/2026 à 10:00 », Europe/Paris). */
  rideDate?: string | null;
  /** The requesting clinic's and the accepting company's names, as copied onto the ride. */
  requesterName?: string | null;
  providerName?: string | null;
}

type Texts = { title: string; message: (context: NotificationContext) => string };

// Each helper yields '' when the detail is unknown, so messages read well either way.
const ref = (c: NotificationContext) => (c.transportId ? ` ${c.transportId}` : '');
const forPatient = (c: NotificationContext) => (c.patientName ? ` pour ${c.patientName}` : '');
/**
 * The ride as a person knows it: whose and when (« de Jeanne Martin du 12/12/2026 à 10:00 »), its number only when
 * neither is known — never an internal id alone when there is something better to say.
 */
const ride = (c: NotificationContext) => {
  const who = c.patientName ? ` de ${c.patientName}` : '';
  const when = c.rideDate ? ` du ${c.rideDate}` : '';
  return who || when ? `${who}${when}` : ref(c);
};
const by = (c: NotificationContext, fallback: string) =>
  c.providerName ? ` par ${c.providerName}` : fallback;
const from = (c: NotificationContext) => (c.requesterName ? ` de ${c.requesterName}` : '');

export const NOTIFICATION_TEXTS: Record<NotificationType, Texts> = {
  new_transport: {
    title: 'Nouveau transport disponible',
    message: (c) => `Un nouveau transport${forPatient(c)}${from(c)} est disponible.`,
  },
  transport_accepted: {
    title: 'Transport accepté',
    message: (c) => `Le transport${ride(c)} a été accepté${by(c, '')}.`,
  },
  transport_modified: {
    title: 'Transport modifié',
    message: (c) =>
      `Le transport${ride(c)} a été modifié${c.requesterName ? ` par ${c.requesterName}` : ''}.`,
  },
  transport_cancelled: {
    title: 'Transport annulé',
    message: (c) => `Le transport${ride(c)} a été annulé.`,
  },
  urgent_transport: {
    title: 'Transport urgent',
    message: (c) =>
      `Un transport urgent${forPatient(c)}${from(c)} demande une prise en charge immédiate.`,
  },
  transport_requested: {
    title: 'Demande de transport envoyée',
    message: (c) =>
      `Votre demande de transport${forPatient(c)}${c.rideDate ? ` du ${c.rideDate}` : ''} a bien été envoyée.`,
  },
  transport_confirmed: {
    title: 'Transport confirmé',
    message: (c) => `Le transport${ride(c)} a été confirmé${by(c, ' par le transporteur')}.`,
  },
  driver_assigned: {
    title: 'Chauffeur assigné',
    message: (c) =>
      `${c.driverName ? `Le chauffeur ${c.driverName}` : 'Un chauffeur'}${c.providerName ? ` (${c.providerName})` : ''} a été assigné au transport${ride(c)}${
        c.vehicle ? ` avec le véhicule ${c.vehicle}` : ''
      }.`,
  },
  transport_completed: {
    title: 'Transport terminé',
    message: (c) => `Le transport${ride(c)} est terminé.`,
  },
  new_patient: {
    title: 'Nouveau patient',
    message: (c) =>
      c.patientName
        ? `Nouveau patient enregistré : ${c.patientName}.`
        : 'Un nouveau patient a été enregistré.',
  },
  new_course: {
    title: 'Nouvelle course disponible',
    message: (c) =>
      `Une nouvelle course${c.destination ? ` vers ${c.destination}` : ''}${from(c)} est disponible.`,
  },
  course_accepted: {
    title: 'Course acceptée',
    message: (c) => `La course${ride(c)} a été acceptée.`,
  },
  course_started: { title: 'Course démarrée', message: (c) => `La course${ride(c)} a démarré.` },
  course_completed: {
    title: 'Course terminée',
    message: (c) => `La course${ride(c)} est terminée.`,
  },
  // Issue 23 (award/zone-notices.ts): raised by the company's own device once the widened zone reaches its base.
  zone_reached: {
    title: 'Nouvelle demande dans votre zone',
    message: (c) =>
      `La zone de la demande${from(c)}${c.rideDate ? ` du ${c.rideDate}` : ''} s’est élargie jusqu’à votre base : vous pouvez y répondre.`,
  },
  payment_received: {
    title: 'Paiement reçu',
    message: (c) =>
      `Un paiement${typeof c.amount === 'number' ? ` de ${formatEuros(c.amount)}` : ''} a été reçu.`,
  },
};
