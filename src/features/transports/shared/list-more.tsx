import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { LIST_PAGE_SIZE, moreText, shownText, type ListNoun } from './list-page';

/**
 * How many rows a list asks for, growing a page per click. Call it in a component keyed by the list (tab,
 * filter), so that another list starts over at its first page.
 */
export function useListLimit() {
  const [limit, setLimit] = useState(LIST_PAGE_SIZE);
  const listRef = useRef<HTMLUListElement>(null);
  const showMore = useCallback(() => setLimit((current) => current + LIST_PAGE_SIZE), []);
  return { limit, showMore, listRef };
}

/** The item's own link or button; an item without one (a patient's ride) is focusable for this move only. */
function focusItem(list: HTMLElement | null, index: number) {
  const item = list?.children.item(index);
  if (!(item instanceof HTMLElement)) return;
  const control = item.querySelector<HTMLElement>('a[href], button:not(:disabled)');
  if (control === null && !item.hasAttribute('tabindex')) item.tabIndex = -1;
  (control ?? item).focus();
}

interface ListMoreProps {
  /** Rows on screen. */
  shown: number;
  /** Rows in the whole list; undefined while unknown (nothing is offered then). */
  total: number | undefined;
  noun: ListNoun;
  /** The list's element: its first new item gets the focus once the next page is on screen. */
  listRef: RefObject<HTMLElement | null>;
  onMore(): void;
}

/**
 * « 50 transports affichés sur 1 234 » and the button that shows more. The previous rows stay on screen while
 * the next page loads; then focus moves to the first new item, so a keyboard or screen-reader user carries on
 * where the list grew instead of starting over from the top (and stays on the button if nothing came).
 */
export function ListMore({ shown, total, noun, listRef, onMore }: ListMoreProps) {
  // The index of the first row the last click asked for, until that row is on screen.
  const awaited = useRef<number | null>(null);
  useEffect(() => {
    const from = awaited.current;
    if (from === null || shown <= from) return;
    awaited.current = null;
    focusItem(listRef.current, from);
  }, [shown, listRef]);
  if (total === undefined || shown >= total) return null;
  return (
    <div className="list-more">
      <p className="list-more__status" role="status">
        {shownText(shown, total, noun)}
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          awaited.current = shown;
          onMore();
        }}
      >
        {moreText(total - shown, noun)}
      </button>
    </div>
  );
}
