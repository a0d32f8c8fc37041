import { FRENCH_LOCALE } from '@/domain/shared/timestamp';

/**
 * Rows a transport list shows at first, and adds per « Afficher … de plus »: a phone renders 50 cards at ease,
 * not the thousands a device gathers over the years (the device store reads only the page, too).
 */
export const LIST_PAGE_SIZE = 50;

/** What a list holds, for the words around its counts: « 50 transports affichés », « 20 courses affichées ». */
export interface ListNoun {
  plural: string;
  feminine: boolean;
}

export const TRANSPORTS_NOUN: ListNoun = { plural: 'transports', feminine: false };
export const COURSES_NOUN: ListNoun = { plural: 'courses', feminine: true };

const numbers = new Intl.NumberFormat(FRENCH_LOCALE);

/** « 50 transports affichés sur 1 234 » (French thousands separator). */
export const shownText = (shown: number, total: number, noun: ListNoun) =>
  `${numbers.format(shown)} ${noun.plural} ${noun.feminine ? 'affichées' : 'affichés'} sur ${numbers.format(total)}`;

/** « Afficher 50 de plus »; once the rest fits in one page, « Afficher les 20 derniers » (« le dernier »). */
export function moreText(remaining: number, noun: ListNoun): string {
  if (remaining > LIST_PAGE_SIZE) return `Afficher ${numbers.format(LIST_PAGE_SIZE)} de plus`;
  if (remaining === 1) return noun.feminine ? 'Afficher la dernière' : 'Afficher le dernier';
  return `Afficher les ${numbers.format(remaining)} ${noun.feminine ? 'dernières' : 'derniers'}`;
}

/**
 * The whole list's size as far as it is known: a page shorter than its limit is the whole list (whatever a
 * count read a moment earlier says); a full page needs the count query, and is at least as long as itself.
 */
export function knownTotal(count: number | undefined, shown: number, limit: number) {
  if (shown < limit) return shown;
  return count === undefined ? undefined : Math.max(count, shown);
}
