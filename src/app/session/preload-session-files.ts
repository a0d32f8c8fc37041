import { EARLY_PRELOAD_ATTRIBUTE, SESSION_PRELOAD_FILE } from '@/config/session-preload';

/**
 * A signed-in start: every script the session and the dashboards need is requested at once (modulepreload), so
 * the imports that follow find them loaded instead of discovering them level by level (issue 24, cold start).
 * Offline, the service worker answers from its cache; without the list (dev server, an old cache) nothing happens.
 * Already done when the page's early script (earlyPreloadScript) did it.
 */
export function preloadSessionFiles(doc: Document = document): void {
  if (doc.documentElement.getAttribute(EARLY_PRELOAD_ATTRIBUTE) === 'early') return;
  void fetch(`${import.meta.env.BASE_URL}${SESSION_PRELOAD_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
    .then((files) => {
      for (const href of files) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        doc.head.append(link);
      }
    })
    .catch(() => undefined);
}
