import { useCallback, useRef, type PointerEvent } from 'react';

interface Drag {
  rideId: string;
  source: HTMLElement;
  x: number;
  y: number;
  ghost: HTMLElement | null;
  over: HTMLElement | null;
}

const THRESHOLD_PX = 5;
const OVER_CLASS = 'planning-row--over';

/**
 * Pointer dragging of a ride onto a board row (mouse, pen or finger). Each move only moves a ghost and marks the
 * row under the pointer, straight in the DOM: no React render until the drop, so a move stays far under a frame
 * on a board of 400 rides. A press without a move stays a click (the keyboard path: « Affecter à… »).
 */
export function useBoardDrag(onDrop: (rideId: string, rowId: string) => void) {
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);

  const end = useCallback(() => {
    const current = drag.current;
    current?.ghost?.remove();
    current?.over?.classList.remove(OVER_CLASS);
    drag.current = null;
  }, []);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>, rideId: string) => {
    if (event.button !== 0) return;
    dragged.current = false;
    drag.current = {
      rideId,
      source: event.currentTarget,
      x: event.clientX,
      y: event.clientY,
      ghost: null,
      over: null,
    };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows (or a synthetic one): the drag still follows the moves it gets.
    }
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.ghost) {
      if (Math.hypot(dx, dy) < THRESHOLD_PX) return;
      const ghost = current.source.cloneNode(true) as HTMLElement;
      const box = current.source.getBoundingClientRect();
      ghost.classList.add('planning-ghost');
      ghost.removeAttribute('id');
      ghost.setAttribute('aria-hidden', 'true');
      Object.assign(ghost.style, {
        left: `${box.left}px`,
        top: `${box.top}px`,
        width: `${Math.max(box.width, 96)}px`,
      });
      document.body.append(ghost);
      current.ghost = ghost;
      dragged.current = true;
    }
    current.ghost.style.transform = `translate(${dx}px, ${dy}px)`;
    const row =
      document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[data-row-id]') ?? null;
    if (row !== current.over) {
      current.over?.classList.remove(OVER_CLASS);
      row?.classList.add(OVER_CLASS);
      current.over = row;
    }
  }, []);

  const onPointerUp = useCallback(() => {
    const current = drag.current;
    const rowId = current?.over?.dataset.rowId;
    const moved = current?.ghost != null;
    end();
    if (current && moved && rowId) onDrop(current.rideId, rowId);
  }, [end, onDrop]);

  /** True once, for the click that ends a drag: it must not open the menu as well. */
  const wasDragged = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: end, wasDragged };
}
