/**
 * The build writes each public page as HTML rendered for one path (`<html data-route="/tarifs">`). The server or
 * the service worker may answer another path with one of these files (the app shell fallback): a tiny script in
 * its head then marks `data-other-route`, its stylesheet hides the stale content, and the app renders afresh.
 */
export const ROUTE_ATTRIBUTE = 'data-route';
export const OTHER_ROUTE_ATTRIBUTE = 'data-other-route';

/** « /tarifs/ » and « /tarifs » are one page. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Pages are prerendered in their default view; a query that asks for another view of the same path makes the
 * file stale too: /auth?mode=signup (the prerendered /auth is the sign-in). Also read by the file's inline guard.
 */
export const OTHER_VIEW_QUERY = /[?&]mode=signup(?:&|$)/;

export function isPrerenderedFor(doc: Document): boolean {
  const route = doc.documentElement.getAttribute(ROUTE_ATTRIBUTE);
  return (
    route !== null &&
    route === normalisePath(doc.location.pathname) &&
    !OTHER_VIEW_QUERY.test(doc.location.search)
  );
}

export function markRendered(doc: Document): void {
  doc.documentElement.removeAttribute(OTHER_ROUTE_ATTRIBUTE);
}

let prerendered: { path: string; html: string } | null = null;

/** Keeps the HTML of a prerendered static page before hydration (StaticPage shows it instead of its code). */
export function keepPrerenderedHtml(doc: Document): void {
  const page = doc.querySelector('[data-static-page]');
  if (page) prerendered = { path: normalisePath(doc.location.pathname), html: page.innerHTML };
}

/** The kept HTML, once, for the page it was rendered for; null elsewhere and on the server. */
export function takePrerenderedHtml(path: string): string | null {
  if (!prerendered || prerendered.path !== normalisePath(path)) return null;
  const { html } = prerendered;
  prerendered = null;
  return html;
}
