import { useEffect, useState } from 'react';

/**
 * False in prerendered HTML and during hydration, true once React runs the page. A prerendered control that needs
 * the page's script is disabled until then: a tap before hydration would otherwise be lost, and a form would submit
 * natively (a password in the address bar).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
