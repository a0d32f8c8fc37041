import { useCallback, useEffect, useRef, useState } from 'react';

export interface UndoWindow {
  /** True between start() and the window's end (or cancel()). */
  open: boolean;
  /** Records the decision at once (held) and opens the window; it stands when the window ends. */
  start(): void;
  /** « Annuler »: the held decision is withdrawn. */
  cancel(): void;
}

/** A decision recorded on the device but held until its undo window ends (issue 25, held-decision.ts). */
export interface HeldDecision {
  /** The window ended: the decision stands (shown, then sent). */
  release(): Promise<void>;
  /** « Annuler »: the decision goes. */
  withdraw(): Promise<void>;
}

/**
 * A short window to take a decision back. The decision is written to the device the moment it is taken (held,
 * not yet shown or sent), so closing the tab during the window cannot lose it: it is sent once the window has
 * ended. Only an explicit cancel() withdraws it; if the page is hidden, or the control leaves the screen, it
 * stands at once — a tap followed by pocketing the phone is meant.
 */
export function useUndoWindow(
  hold: () => Promise<HeldDecision | null>,
  durationMs: number,
): UndoWindow {
  const [open, setOpen] = useState(false);
  const decision = useRef<Promise<HeldDecision | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestHold = useRef(hold);
  useEffect(() => {
    latestHold.current = hold;
  });

  const settle = useCallback((stands: boolean) => {
    const held = decision.current;
    if (held === null) return;
    decision.current = null;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setOpen(false);
    held
      .then((taken) => (stands ? taken?.release() : taken?.withdraw()))
      // The device store closed under us (sign-out): a held decision is released by the next drain anyway.
      .catch((error: unknown) =>
        console.warn('[undo] Fin du délai d’annulation non enregistrée.', error),
      );
  }, []);

  const start = useCallback(() => {
    if (decision.current !== null) return;
    const held = latestHold.current();
    decision.current = held;
    setOpen(true);
    timer.current = setTimeout(() => settle(true), durationMs);
    // Refused by the device (already taken, no longer allowed): no window, the reason is shown by the caller.
    void held.then((taken) => {
      if (taken === null && decision.current === held) {
        decision.current = null;
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = null;
        setOpen(false);
      }
    });
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
      // Leaving the screen (another tab of the list, another page) keeps the decision.
      flush();
    };
  }, [settle]);

  return { open, start, cancel };
}
