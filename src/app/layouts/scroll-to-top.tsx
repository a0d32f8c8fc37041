import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_TO_TOP_DELAYS_MS } from '@/domain/constants';

/**
 * On each navigation, back to the top after 100 ms and again after 200 ms (spec §2): lazy pages may grow
 * after the first pass. Focus moves to the page title so screen readers announce the new page.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timers = SCROLL_TO_TOP_DELAYS_MS.map((delay) =>
      setTimeout(() => {
        window.scrollTo?.({ top: 0 });
        document.getElementById('page-title')?.focus({ preventScroll: true });
      }, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [pathname]);
  return null;
}
