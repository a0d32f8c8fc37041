import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_STYLE_ATTRIBUTE,
} from '@/config/first-screen';
import { writePreference } from '@/services/local-preferences';

/**
 * What the dashboards need at once (the copy giving way, its forgetting at sign-out); taking a copy loads apart
 * (stored-first-screen.ts), after the list is drawn, to keep every dashboard's first load small.
 */

/** The live page is drawn (or another page is asked for): the copy goes and #root shows. Idempotent. */
export function releaseFirstScreen(doc: Document = document): void {
  doc.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  // The page's own stylesheets are loaded by now (its chunks waited for them): the copy's go with it.
  doc.querySelectorAll(`style[${FIRST_SCREEN_STYLE_ATTRIBUTE}]`).forEach((style) => style.remove());
  const copy = doc.getElementById(FIRST_SCREEN_ID);
  if (copy === null) return;
  copy.remove();
  doc.getElementById('root')?.style.removeProperty('display');
}

/** Sign-out: the copy shows patients' names, it goes with the device's patient data. */
export function forgetFirstScreen(): void {
  writePreference(FIRST_SCREEN_KEY, null);
}
