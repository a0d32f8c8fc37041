import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_TO_TOP_DELAYS_MS } from '@/domain/constants';

/** True when no control has focus, so moving it cannot interrupt someone typing. */
const focusIsFree = () => !document.activeElement || document.activeElement === document.body;

/**
 * On each navigation, back to the top after 100 ms and again after 200 ms (spec §2): lazy pages may grow
 * after the first pass. Focus moves to the page title so screen readers announce the new page — unless the
 * user already focused something.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timers = SCROLL_TO_TOP_DELAYS_MS.map((delay) =>
      setTimeout(() => {
        (document.scrollingElement ?? document.documentElement).scrollTop = 0;
        if (focusIsFree()) document.getElementById('page-title')?.focus({ preventScroll: true });
      }, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [pathname]);
  return null;
}
