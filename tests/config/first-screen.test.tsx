import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_FAILSAFE_MS,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_MARKS,
  FIRST_SCREEN_STYLE_ATTRIBUTE,
  firstScreenScript,
  firstScreenStylesScript,
  type StoredFirstScreen,
} from '@/config/first-screen';
import { SESSION_HINT_KEY } from '@/config/session-preload';

/** [FIRST-SCREEN] Issue 24 (cold start): the page's inline scripts draw the stored first screen before the app. */
const PATH = '/dashboard/ambulance/transports';
const CARD = '<ul class="ride-list"><li><a href="/x">Patient : Mme Durand</a></li></ul>';

const stored = (overrides: Partial<StoredFirstScreen> = {}): StoredFirstScreen => ({
  v: 1,
  path: PATH,
  html: `<main>${CARD}</main>`,
  styles: [
    { href: '/assets/index.css', css: 'body { margin: 0px; }' },
    { href: '/assets/tab-section.css', css: '.ride-list { gap: 1rem; }' },
  ],
  ...overrides,
});

/** Runs the scripts as the page would: classic scripts at the end of the head, then of the body. */
const runStylesScript = () => new Function(firstScreenStylesScript())() as void;
const runDrawScript = () => new Function(firstScreenScript())() as void;
const runScript = () => {
  runStylesScript();
  runDrawScript();
};
const copy = () => document.getElementById(FIRST_SCREEN_ID);
const root = () => document.getElementById('root')!;
const addedStyles = () => [...document.head.querySelectorAll('style')];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  history.replaceState(null, '', PATH);
  document.body.innerHTML = '<div id="root"></div>';
  // The page's own stylesheet, already in its head: not added twice.
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css" data-test="page">';
  localStorage.setItem(SESSION_HINT_KEY, '1');
  localStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify(stored()));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  performance.clearMarks();
});

describe('[FIRST-SCREEN] the stored first screen drawn by the page itself', () => {
  it('[FIRST-SCREEN1] at the copied address: the copy’s styles put in, then the copy drawn inert before #root', () => {
    runStylesScript();
    // Only the stylesheet the page does not link yet, after the page's own (the cascade's order), with no request.
    const [added, ...others] = addedStyles();
    expect(others).toEqual([]);
    expect(added!.textContent).toBe('.ride-list { gap: 1rem; }');
    expect(added!.hasAttribute(FIRST_SCREEN_STYLE_ATTRIBUTE)).toBe(true);
    expect(added!.previousElementSibling?.getAttribute('href')).toBe('/assets/index.css');
    expect(document.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('pending');
    runDrawScript();
    const box = copy()!;
    expect(box.nextElementSibling).toBe(root());
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.hasAttribute('inert')).toBe(true);
    expect(box.innerHTML).toContain('Patient : Mme Durand');
    expect(root().style.display).toBe('none');
    expect(document.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('shown');
    expect(performance.getEntriesByName(FIRST_SCREEN_MARKS.shown)).toHaveLength(1);
  });

  it('[FIRST-SCREEN2] the head’s script did not run (or found nothing): the body’s draws nothing', () => {
    runDrawScript();
    expect(copy()).toBeNull();
    expect(root().style.display).toBe('');
  });

  it('[FIRST-SCREEN3] the app never takes over: the copy gives way after the fail-safe delay', () => {
    runScript();
    vi.advanceTimersByTime(FIRST_SCREEN_FAILSAFE_MS - 1);
    expect(copy()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(copy()).toBeNull();
    expect(root().style.display).toBe('');
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
    expect(addedStyles()).toEqual([]);
  });

  it.each([
    ['another address', () => history.replaceState(null, '', '/dashboard/ambulance')],
    ['another tab of the page', () => history.replaceState(null, '', `${PATH}?onglet=en-cours`)],
    ['nobody signed in', () => localStorage.removeItem(SESSION_HINT_KEY)],
    ['no copy', () => localStorage.removeItem(FIRST_SCREEN_KEY)],
    [
      'a copy of another version',
      () => localStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify({ ...stored(), v: 0 })),
    ],
    ['an unreadable copy', () => localStorage.setItem(FIRST_SCREEN_KEY, '{')],
    [
      'a copy without styles',
      () => localStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify({ ...stored(), styles: null })),
    ],
  ])('[FIRST-SCREEN4] %s: nothing is drawn, #root shows', (_case, arrange) => {
    arrange();
    expect(runScript).not.toThrow();
    expect(copy()).toBeNull();
    expect(root().style.display).toBe('');
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });

  it('[FIRST-SCREEN5] no storage (private mode throwing): the page goes on', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runScript).not.toThrow();
    expect(copy()).toBeNull();
    vi.restoreAllMocks();
  });
});
