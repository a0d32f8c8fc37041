import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { releaseFirstScreen } from './release-first-screen';
import type * as CaptureModule from './stored-first-screen';

/** A copy is taken once the page has settled (its other lists and counts drawn), then after each change. */
export const FIRST_SAVE_DELAY_MS = 1_500;

const currentPath = () => location.pathname + location.search;

/**
 * Taking a copy loads apart, when a list is first drawn (out of every dashboard's first load); it is there long
 * before the first copy (1.5 s later), so a copy taken as the page goes away is written at once.
 */
let capture: typeof CaptureModule | null = null;
let loading: Promise<void> | null = null;
const loadCapture = () => {
  loading ??= import('./stored-first-screen').then(
    (module) => {
      capture = module;
    },
    () => {
      // Not loaded (an update removed the file): no copy this time, asked again with the next list.
      loading = null;
    },
  );
  return loading;
};

/**
 * The address each list drawn now was drawn at. While there is one, the page is copied when the app goes to the
 * background or away — only while the address is still a list's: after a tap on a ride, the list stays on the
 * screen until the ride's page has loaded, and a copy of it kept under the ride's address would stand at that
 * page's next start, hiding it until the fail-safe delay (no list there to take over).
 */
const drawnAt: string[] = [];

const save = () => {
  const path = currentPath();
  if (capture === null || !drawnAt.includes(path)) return;
  capture.storeFirstScreen(capture.captureFirstScreen(document, path));
};
const saveWhenHidden = () => {
  if (document.visibilityState === 'hidden') save();
};
/**
 * At most one copy waits: changes in a row are copied once, 1.5 s after the first (never postponed for ever), and
 * only if a list is still drawn then, at the address it was drawn at (not after a move to a ride's page).
 */
let pendingSave: ReturnType<typeof setTimeout> | null = null;

function scheduleSave() {
  pendingSave ??= setTimeout(() => {
    pendingSave = null;
    void loadCapture().then(save);
  }, FIRST_SAVE_DELAY_MS);
}

/**
 * A ride list is drawn (`rides` defined): the stored copy of the previous start gives way to the live page, and
 * this page is copied — shortly after each change of its rides, and each time the app is hidden, so the copy is
 * the last thing the user saw.
 */
export function useStoredFirstScreen(rides: readonly unknown[] | undefined): void {
  useEffect(() => {
    if (rides === undefined) return undefined;
    releaseFirstScreen();
    void loadCapture();
    scheduleSave();
    const drawnHere = currentPath();
    drawnAt.push(drawnHere);
    if (drawnAt.length === 1) {
      document.addEventListener('visibilitychange', saveWhenHidden);
      window.addEventListener('pagehide', save);
    }
    return () => {
      drawnAt.splice(drawnAt.indexOf(drawnHere), 1);
      if (drawnAt.length === 0) {
        document.removeEventListener('visibilitychange', saveWhenHidden);
        window.removeEventListener('pagehide', save);
      }
    };
  }, [rides]);
}

/** Mounted once under the router: the copy was of the address the app started at; any other address drops it. */
export function FirstScreenRelease(): null {
  const { pathname, search } = useLocation();
  const startedAt = useRef(pathname + search);
  useEffect(() => {
    if (pathname + search !== startedAt.current) releaseFirstScreen();
  }, [pathname, search]);
  return null;
}
