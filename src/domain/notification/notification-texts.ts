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
}

type Texts = { title: string; message: (context: NotificationContext) => string };

// Each helper yields '' when the detail is unknown, so messages read well either way.
const ref = (c: NotificationContext) => (c.transportId ? ` ${c.transportId}` : '');
const forPatient = (c: NotificationContext) => (c.patientName ? ` pour ${c.patientName}` : '');

export const NOTIFICATION_TEXTS: Record<NotificationType, Texts> = {
  new_transport: {
    title: 'Nouveau transport disponible',
    message: (c) => `Un nouveau transport${forPatient(c)} est disponible.`,
  },
  transport_accepted: {
    title: 'Transport accepté',
    message: (c) => `Le transport${ref(c)} a été accepté.`,
  },
  transport_modified: {
    title: 'Transport modifié',
    message: (c) => `Le transport${ref(c)} a été modifié.`,
  },
  transport_cancelled: {
    title: 'Transport annulé',
    message: (c) => `Le transport${ref(c)} a été annulé.`,
  },
  urgent_transport: {
    title: 'Transport urgent',
    message: (c) => `Un transport urgent${forPatient(c)} demande une prise en charge immédiate.`,
  },
  transport_requested: {
    title: 'Demande de transport envoyée',
    message: (c) => `Votre demande de transport${forPatient(c)} a bien été envoyée.`,
  },
  transport_confirmed: {
    title: 'Transport confirmé',
    message: (c) => `Le transport${ref(c)} a été confirmé par le transporteur.`,
  },
  driver_assigned: {
    title: 'Chauffeur assigné',
    message: (c) =>
      `${c.driverName ? `Le chauffeur ${c.driverName}` : 'Un chauffeur'} a été assigné au transport${ref(c)}${
        c.vehicle ? ` avec le véhicule ${c.vehicle}` : ''
      }.`,
  },
  transport_completed: {
    title: 'Transport terminé',
    message: (c) => `Le transport${ref(c)} est terminé.`,
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
      `Une nouvelle course${c.destination ? ` vers ${c.destination}` : ''} est disponible.`,
  },
  course_accepted: {
    title: 'Course acceptée',
    message: (c) => `La course${ref(c)} a été acceptée.`,
  },
  course_started: { title: 'Course démarrée', message: (c) => `La course${ref(c)} a démarré.` },
  course_completed: {
    title: 'Course terminée',
    message: (c) => `La course${ref(c)} est terminée.`,
  },
  payment_received: {
    title: 'Paiement reçu',
    message: (c) =>
      `Un paiement${typeof c.amount === 'number' ? ` de ${formatEuros(c.amount)}` : ''} a été reçu.`,
  },
};
