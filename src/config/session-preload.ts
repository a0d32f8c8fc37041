/**
 * The list of script files a signed-in start needs (session, guards, dashboards' table and layout), written at
 * build time by .config/session-preload.ts. The shell fetches it only on a device where someone was signed in and
 * asks the browser to load them all at once: without it each module's imports are discovered one level at a
 * time (the build emits no dependency lists, to keep public pages light), a waterfall of service-worker trips.
 */
export const SESSION_PRELOAD_FILE = 'session-preload.json';

/** The modules whose chunks, with every chunk they import, make up a signed-in start. */
export const SESSION_PRELOAD_ENTRIES = [
  'src/app/session/session-bridge.tsx',
  'src/app/routes/guard-outlets.tsx',
  'src/app/routes/dashboard-branch.tsx',
  'src/app/layouts/dashboard-layout.tsx',
  'src/app/providers/session-revocation-guard.tsx',
] as const;

/** The device flag « someone was signed in here » (services/local-preferences.ts sessionHint). */
export const SESSION_HINT_KEY = 'transport-sanitaire:sessionHint';

/** Set on <html> by the early script once it has asked for the session's scripts (preloadSessionFiles then skips). */
export const EARLY_PRELOAD_ATTRIBUTE = 'data-session-preload';

/**
 * Issue 24 (cold start): the source of a classic inline script the build puts in every page’s head. On a device
 * where someone was signed in it asks for the session's scripts (SESSION_PRELOAD_FILE, as modulepreload links)
 * while the document is still parsed — before the shell's own script has loaded and run, which under load is
 * several hundred milliseconds later. Anything unexpected (no storage, no list) leaves the shell to do it.
 */
export function earlyPreloadScript(base: string): string {
  const key = JSON.stringify(SESSION_HINT_KEY);
  const list = JSON.stringify(`${base}${SESSION_PRELOAD_FILE}`);
  const attribute = JSON.stringify(EARLY_PRELOAD_ATTRIBUTE);
  return [
    `try{if(localStorage.getItem(${key})==="1"){`,
    `document.documentElement.setAttribute(${attribute},"early");`,
    `fetch(${list}).then(function(r){return r.ok?r.json():[]}).then(function(files){`,
    'files.forEach(function(href){var l=document.createElement("link");',
    'l.rel="modulepreload";l.href=href;document.head.append(l)})',
    '}).catch(function(){})}}catch(e){}',
  ].join('');
}
