import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadSessionFiles } from '@/app/session/preload-session-files';
import {
  EARLY_PRELOAD_ATTRIBUTE,
  earlyPreloadScript,
  SESSION_HINT_KEY,
} from '@/config/session-preload';

/** [EARLY-PRELOAD] Issue 24 (cold start): the page's inline script asks for the session's scripts itself. */
const FILES = ['/assets/session-bridge-a.js', '/assets/react-b.js'];

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Runs the script as the page would (a classic script in the document's scope). */
const runEarlyScript = () => new Function(earlyPreloadScript('/'))() as void;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(FILES), { status: 200 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.replaceChildren();
  document.documentElement.removeAttribute(EARLY_PRELOAD_ATTRIBUTE);
});

describe('[EARLY-PRELOAD] the session’s scripts asked for while the page is parsed', () => {
  it('[EARLY-PRELOAD1] someone was signed in here: the list is fetched and each file preloaded, once', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    runEarlyScript();
    expect(fetch).toHaveBeenCalledWith('/session-preload.json');
    await vi.waitFor(() => expect(preloaded()).toEqual(FILES));
    // The shell's own call then does nothing: no second fetch, no duplicate links.
    preloadSessionFiles(document);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual(FILES);
  });

  it('[EARLY-PRELOAD2] nobody was signed in: nothing is asked for, and the shell keeps the job', async () => {
    runEarlyScript();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(EARLY_PRELOAD_ATTRIBUTE)).toBe(false);
    preloadSessionFiles(document);
    await vi.waitFor(() => expect(preloaded()).toEqual(FILES));
  });

  it('[EARLY-PRELOAD3] no storage (private mode throwing): the page goes on', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runEarlyScript).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
});
