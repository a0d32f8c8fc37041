import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { retryableLazy } from './retryable-lazy';
import { StaticPage } from './static-page';

/**
 * A route whose page module loads on first visit (code splitting; public pages never load dashboards). React.lazy
 * rather than the data router's `lazy`: the app runs on the declarative router, which costs public pages ~16 KiB
 * less (see README, first-load budget); the nearest Suspense boundary waits for the module.
 */
export function page(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  const Page = retryableLazy(load);
  return { path, element: <Page />, handle: { preload: Page.preload } };
}

/**
 * One page at several addresses (a list and its tabs): one element, so moving between them keeps the page mounted
 * (its counts, its scroll) instead of loading it afresh.
 */
export function pages(
  paths: readonly string[],
  load: () => Promise<{ default: ComponentType }>,
): RouteObject[] {
  const Page = retryableLazy(load);
  const element = <Page />;
  return paths.map((path) => ({ path, element, handle: { preload: Page.preload } }));
}

/** The index route of a layout, loaded lazily. */
export function indexPage(load: () => Promise<{ default: ComponentType }>): RouteObject {
  const Page = retryableLazy(load);
  return { index: true, element: <Page />, handle: { preload: Page.preload } };
}

/** A public page with no interactivity: prerendered HTML kept as is on first load (see StaticPage). */
export function staticPage(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject {
  const Page = retryableLazy(load);
  const element = <StaticPage path={path} Page={Page} />;
  return path === '/' ? { index: true, element } : { path, element };
}
