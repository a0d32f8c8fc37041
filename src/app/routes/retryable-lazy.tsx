import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

// React.lazy remembers a rejected import for good: these are the pages to import afresh on « Réessayer ».
const failedLoads = new Set<() => void>();

export type PreloadableComponent<P extends object> = FunctionComponent<P> & {
  /** Starts the import now (never rejects): a page reached later renders at once, with no fallback. */
  preload(): Promise<void>;
};

/**
 * React.lazy that can be tried again (PageLoadBoundary) and loaded ahead of use. A module already loaded when a
 * page first renders is drawn in the same pass: React.lazy would suspend once even then, show the fallback, and
 * hold the page back for its 300 ms fallback throttle (issue 24, cold start). A page that did suspend keeps its
 * lazy element, so it is never remounted.
 */
export function retryableLazy<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedLoads.add(renew);
        throw error;
      },
    ));
  let Current: ComponentType<P>;
  function renew() {
    pending = null;
    Current = lazy(start);
  }
  renew();
  const RetryablePage = (props: P) => {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Current {...props} />;
  };
  RetryablePage.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return RetryablePage;
}

/**
 * « Réessayer » (PageLoadBoundary) asks by this event rather than by an import: the boundary lives in the lazily
 * loaded dashboard layout, and a shared import with the shell split the shell into extra chunks (+0.6 KiB gzip on
 * every public page).
 */
export const RETRY_PAGES_EVENT = 'transport-sanitaire:retry-pages';

if (typeof window !== 'undefined') {
  window.addEventListener(RETRY_PAGES_EVENT, () => {
    const renewals = [...failedLoads];
    failedLoads.clear();
    renewals.forEach((renew) => renew());
  });
}
