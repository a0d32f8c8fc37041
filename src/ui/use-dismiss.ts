import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popup (menu, drawer) the way people expect: Escape, or a press anywhere outside the elements given
 * (the popup and the button that opens it, so that button keeps toggling). Pointer events cover mouse, pen
 * and touch alike. Inactive while `open` is false.
 */
export function useDismiss(
  open: boolean,
  onDismiss: () => void,
  inside: readonly RefObject<HTMLElement | null>[],
): void {
  const latest = useRef({ onDismiss, inside });
  useEffect(() => {
    latest.current = { onDismiss, inside };
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (latest.current.inside.some((ref) => target && ref.current?.contains(target))) return;
      latest.current.onDismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
}
