import {
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_VERSION,
  type StoredFirstScreen,
} from '@/config/first-screen';
import { writePreference } from '@/services/local-preferences';

/** Cards kept per list: what a phone's or a tablet's first screen shows (fewer to lay out and paint at start). */
export const FIRST_SCREEN_CARDS = 5;

/** The lists trimmed to their first cards: the companies' rides, the clinics' requests, a patient's rides. */
const TRIMMED_LISTS = 'ul.ride-list, ul.transport-list, ul.patient-rides';

/** Beyond this many characters (markup and styles) the copy is not kept: storage is small and read at each start. */
export const FIRST_SCREEN_MAX_CHARS = 200_000;

/**
 * #root as it looks now, trimmed to a first screen: each ride list keeps its first cards, ids go (the live page
 * brings the same ones), dialogs go. Null when there is nothing to copy or it would be too large.
 */
export function captureFirstScreen(doc: Document, path: string): StoredFirstScreen | null {
  const root = doc.getElementById('root');
  if (!root || root.childElementCount === 0) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(TRIMMED_LISTS).forEach((list) => {
    [...list.children].slice(FIRST_SCREEN_CARDS).forEach((card) => card.remove());
  });
  copy.querySelectorAll('dialog').forEach((dialog) => dialog.remove());
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  const html = copy.innerHTML;
  const styles: StoredFirstScreen['styles'] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href');
    const css = sheetText(link);
    // A stylesheet not yet loaded, or unreadable: the copy would look wrong, none is kept.
    if (href === null || css === null) return null;
    styles.push({ href, css });
  }
  const size = styles.reduce((total, style) => total + style.css.length, html.length);
  if (size > FIRST_SCREEN_MAX_CHARS) return null;
  return { v: FIRST_SCREEN_VERSION, path, html, styles };
}

function sheetText(link: HTMLLinkElement): string | null {
  try {
    const rules = link.sheet?.cssRules;
    return rules === undefined ? null : [...rules].map((rule) => rule.cssText).join('\n');
  } catch {
    return null;
  }
}

export function storeFirstScreen(screen: StoredFirstScreen | null): void {
  if (screen !== null) writePreference(FIRST_SCREEN_KEY, JSON.stringify(screen));
}
