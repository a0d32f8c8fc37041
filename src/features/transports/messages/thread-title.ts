import { FRENCH_LOCALE, PARIS_TIME_ZONE, type EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

const rideMoment = new Intl.DateTimeFormat(FRENCH_LOCALE, {
  timeZone: PARIS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** « mar. 24 nov., 9 h 30 » (Europe/Paris): the ride's day and time the way people say it. */
export function formatRideMoment(millis: EpochMillis): string {
  return rideMoment
    .formatToParts(new Date(millis))
    .map((part) => {
      if (part.type === 'hour') return String(Number(part.value));
      return part.type === 'literal' && part.value === ':' ? ' h ' : part.value;
    })
    .join('');
}

export interface ThreadTitle {
  /** What a person recognises: « Jeanne Dupont — mar. 24 nov., 14 h 30 », else the number and the cities. */
  title: string;
  /** The ride's number, shown smaller beside a named title; null when the title already is the number. */
  secondary: string | null;
}

const numberOf = (transport: Transport) => transport.transport_id ?? 'Transport';

/**
 * How a conversation is named in the list: by patient and date when this device holds the patient's name (the
 * clinic always; the company once it accepted — before, the identity is withheld from its copy), else by number and
 * cities as the ride's shared part says them.
 */
export function threadTitle(transport: Transport | null): ThreadTitle {
  if (transport === null) return { title: 'Transport', secondary: null };
  const name = transport.identity_withheld
    ? ''
    : `${transport.patient_info.firstName} ${transport.patient_info.lastName}`.trim();
  if (name === '') {
    const cities = `${transport.adresse_depart.ville} → ${transport.adresse_arrivee.ville}`;
    return { title: `${numberOf(transport)} — ${cities}`, secondary: null };
  }
  return {
    title: `${name} — ${formatRideMoment(transport.date_transport)}`,
    secondary: numberOf(transport),
  };
}
