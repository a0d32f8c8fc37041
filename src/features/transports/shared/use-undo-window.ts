import { useCallback, useEffect, useRef, useState } from 'react';

export interface UndoWindow {
  /** True between start() and the commit (or cancel()). */
  open: boolean;
  /** Opens the window: `commit` runs when it ends, unless cancel() comes first. */
  start(): void;
  cancel(): void;
}

/**
 * A short window to take an action back before it is recorded. Only an explicit cancel() undoes it: if the page
 * is hidden or closed, or the control leaves the screen, the action is recorded at once — a tap followed by
 * pocketing the phone is meant, and nothing is lost.
 */
export function useUndoWindow(commit: () => void, durationMs: number): UndoWindow {
  const [open, setOpen] = useState(false);
  const armed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  const settle = useCallback((record: boolean) => {
    if (!armed.current) return;
    armed.current = false;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setOpen(false);
    if (record) latestCommit.current();
  }, []);

  const start = useCallback(() => {
    if (armed.current) return;
    armed.current = true;
    setOpen(true);
    timer.current = setTimeout(() => settle(true), durationMs);
  }, [durationMs, settle]);

  const cancel = useCallback(() => settle(false), [settle]);

  useEffect(() => {
    const flush = () => settle(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the screen (another tab of the list, another page) keeps the action.
      flush();
    };
  }, [settle]);

  return { open, start, cancel };
}
