import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Address } from './address.schema';

/** How the patient comes back: no return ride, at a set time, or « retour sur appel » (the clinic calls). */
export type ReturnPlan =
  { kind: 'aucun' } | { kind: 'heure'; at: EpochMillis } | { kind: 'sur-appel' };

/** The link each ride of an aller-retour carries: which leg it is and the other leg's id. */
export interface TripLink {
  leg: 'aller' | 'retour';
  partner_id: string;
  /** The return's time is not known: the clinic calls when the patient is ready. */
  sur_appel: boolean;
}

export interface OutboundRide {
  id: string;
  date_transport: EpochMillis;
  adresse_depart: Address;
  adresse_arrivee: Address;
}

export interface ReturnRide {
  id: string;
  /** The set time; for « sur appel », the outbound's time (the day the patient must be brought back). */
  date_transport: EpochMillis;
  adresse_depart: Address;
  adresse_arrivee: Address;
  link: TripLink;
}

export type ReturnProblem = 'before-outbound' | 'other-day';

export const RETURN_MESSAGES: Record<ReturnProblem, string> = {
  'before-outbound': 'L’heure du retour doit suivre celle de l’aller.',
  'other-day': 'Le retour doit avoir lieu le jour de l’aller (sinon, faites une autre demande).',
};

const sameParisDay = (a: EpochMillis, b: EpochMillis) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(a) ===
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(b);

/** What is wrong with a return time, if anything: after the outbound, the same Paris day. */
export function returnProblem(outboundAt: EpochMillis, plan: ReturnPlan): ReturnProblem | null {
  if (plan.kind !== 'heure') return null;
  if (plan.at <= outboundAt) return 'before-outbound';
  return sameParisDay(outboundAt, plan.at) ? null : 'other-day';
}

/**
 * The return leg of an outbound ride, and the outbound's link: addresses swapped, each naming the other, so either
 * can be found from the other (and accepted or cancelled with it). null for « aucun retour » or a wrong time.
 */
export function planReturn(
  outbound: OutboundRide,
  plan: ReturnPlan,
  returnId: string,
): { outboundLink: TripLink; returnRide: ReturnRide } | null {
  if (plan.kind === 'aucun' || returnProblem(outbound.date_transport, plan) !== null) return null;
  const surAppel = plan.kind === 'sur-appel';
  return {
    outboundLink: { leg: 'aller', partner_id: returnId, sur_appel: surAppel },
    returnRide: {
      id: returnId,
      date_transport: plan.kind === 'heure' ? plan.at : outbound.date_transport,
      adresse_depart: outbound.adresse_arrivee,
      adresse_arrivee: outbound.adresse_depart,
      link: { leg: 'retour', partner_id: outbound.id, sur_appel: surAppel },
    },
  };
}

interface Linked {
  id: string;
  link?: TripLink | null;
}

/** Two rides are the legs of one aller-retour only when each names the other, one the aller, one the retour. */
export function areLinked(a: Linked, b: Linked): boolean {
  if (!a.link || !b.link) return false;
  return (
    a.link.partner_id === b.id &&
    b.link.partner_id === a.id &&
    a.link.leg !== b.link.leg &&
    a.link.sur_appel === b.link.sur_appel
  );
}

/** The other leg among the rides at hand (null when it is not there, or does not name this one back). */
export function partnerOf<T extends Linked>(ride: T, rides: readonly T[]): T | null {
  if (!ride.link) return null;
  const partner = rides.find((other) => other.id === ride.link!.partner_id);
  return partner && areLinked(ride, partner) ? partner : null;
}

/** What the ride's card says of its other leg. */
export function legLabel(link: TripLink): string {
  if (link.leg === 'aller')
    return link.sur_appel ? 'Aller (retour sur appel)' : 'Aller (avec retour)';
  return link.sur_appel ? 'Retour sur appel' : 'Retour';
}
