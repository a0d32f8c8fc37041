import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_STYLE_ATTRIBUTE,
} from '@/config/first-screen';
import {
  captureFirstScreen,
  FIRST_SCREEN_CARDS,
  FIRST_SCREEN_MAX_CHARS,
  storeFirstScreen,
} from '@/services/first-screen/stored-first-screen';
import {
  forgetFirstScreen,
  releaseFirstScreen,
} from '@/services/first-screen/release-first-screen';

/** [FIRST-COPY] Issue 24: what the stored first screen keeps of the page, and how it gives way. */
const PATH = '/dashboard/ambulance/transports';
const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => `<li id="r${index}">Course ${index + 1}</li>`).join(
    '',
  );

/** jsdom loads no stylesheet: each link is given the rules a browser would have parsed. */
function linkStyles(rules: Record<string, string>) {
  for (const [href, cssText] of Object.entries(rules)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('href', href);
    Object.defineProperty(link, 'sheet', { value: { cssRules: [{ cssText }] } });
    document.head.append(link);
  }
}

beforeEach(() => {
  linkStyles({
    '/assets/index.css': 'body { margin: 0px; }',
    '/assets/list.css': '.ride-list { gap: 1rem; }',
  });
  document.body.innerHTML = `<div id="root"><main><h1 id="title">Transports</h1><ul class="ride-list">${cards(
    20,
  )}</ul><dialog open>Confirmer ?</dialog></main></div>`;
});
afterEach(() => {
  localStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
});

describe('[FIRST-COPY] the copy of a drawn ride list', () => {
  it('[FIRST-COPY1] keeps the first cards of each list, without ids nor dialogs, with the page’s stylesheets', () => {
    const screen = captureFirstScreen(document, PATH)!;
    expect(screen.path).toBe(PATH);
    expect(screen.styles).toEqual([
      { href: '/assets/index.css', css: 'body { margin: 0px; }' },
      { href: '/assets/list.css', css: '.ride-list { gap: 1rem; }' },
    ]);
    const copy = document.createElement('div');
    copy.innerHTML = screen.html;
    expect(copy.querySelectorAll('ul.ride-list > li')).toHaveLength(FIRST_SCREEN_CARDS);
    expect(copy.textContent).toContain(`Course ${FIRST_SCREEN_CARDS}`);
    expect(copy.textContent).not.toContain(`Course ${FIRST_SCREEN_CARDS + 1}`);
    expect(copy.querySelector('[id]')).toBeNull();
    expect(copy.querySelector('dialog')).toBeNull();
    // The live page is untouched.
    expect(document.querySelectorAll('#root li')).toHaveLength(20);
  });

  it.each([
    ['a clinic’s list of requests', 'transport-list'],
    ['a patient’s rides', 'patient-rides'],
  ])('[FIRST-COPY5] %s is trimmed the same way', (_list, className) => {
    document.getElementById('root')!.innerHTML = `<ul class="${className}">${cards(12)}</ul>`;
    const copy = document.createElement('div');
    copy.innerHTML = captureFirstScreen(document, '/dashboard/utilisateur')!.html;
    expect(copy.querySelectorAll(`ul.${className} > li`)).toHaveLength(FIRST_SCREEN_CARDS);
  });

  it('[FIRST-COPY2] nothing drawn, a stylesheet not loaded yet, or too large to keep: no copy', () => {
    const pending = document.createElement('link');
    pending.rel = 'stylesheet';
    pending.href = '/assets/later.css';
    document.head.append(pending);
    expect(captureFirstScreen(document, PATH)).toBeNull();
    pending.remove();
    expect(captureFirstScreen(document, PATH)).not.toBeNull();
    document.getElementById('root')!.replaceChildren();
    expect(captureFirstScreen(document, PATH)).toBeNull();
    document.getElementById('root')!.innerHTML = `<p>${'x'.repeat(FIRST_SCREEN_MAX_CHARS)}</p>`;
    expect(captureFirstScreen(document, PATH)).toBeNull();
  });

  it('[FIRST-COPY3] stored under its key, forgotten at sign-out', () => {
    storeFirstScreen(captureFirstScreen(document, PATH));
    expect(JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY)!)).toMatchObject({ v: 1, path: PATH });
    forgetFirstScreen();
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
  });

  it('[FIRST-COPY4] released: the copy goes and #root shows again, twice is harmless', () => {
    const root = document.getElementById('root')!;
    const copyStyle = document.createElement('style');
    copyStyle.setAttribute(FIRST_SCREEN_STYLE_ATTRIBUTE, '');
    document.head.append(copyStyle);
    const copy = document.createElement('div');
    copy.id = FIRST_SCREEN_ID;
    root.before(copy);
    root.style.display = 'none';
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'shown');
    releaseFirstScreen();
    releaseFirstScreen();
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(copyStyle.isConnected).toBe(false);
    expect(root.style.display).toBe('');
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });
});
