import { lazy, type ComponentType } from 'react';

// React.lazy remembers a rejected import for good: these are the pages to import afresh on « Réessayer ».
const failedLoads = new Set<() => void>();

/** React.lazy that can be tried again: a rejected import is replaced by a fresh one (PageLoadBoundary). */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let Current: ComponentType;
  const renew = () => {
    Current = lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(renew);
        throw error;
      }),
    );
  };
  renew();
  return function RetryablePage() {
    return <Current />;
  };
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
