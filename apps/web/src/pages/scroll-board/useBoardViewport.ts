import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Rows drawn beyond the visible ones, so a short scroll never shows an empty band. */
const OVERSCAN = 6;

/**
 * The board's viewport: the row height (measured from the column header, which is one row tall: it
 * follows the screen's height), and which rows are in view in the scrolling stage. Only those rows are
 * drawn, so a board of thousands animates as lightly as one of twenty.
 */
export function useBoardViewport(
  stage: RefObject<HTMLElement | null>,
  body: RefObject<HTMLElement | null>,
  columns: RefObject<HTMLElement | null>,
  rowCount: number,
) {
  const [rowHeight, setRowHeight] = useState(0);
  const [range, setRange] = useState({ first: 0, last: Math.min(rowCount, 40) - 1 });

  const measure = useCallback(() => {
    const height = columns.current?.offsetHeight ?? 0;
    setRowHeight(height);
    const scroller = stage.current;
    const rows = body.current;
    if (!scroller || !rows || height === 0) return;
    const top = scroller.scrollTop - rows.offsetTop;
    const first = Math.max(0, Math.floor(top / height) - OVERSCAN);
    const last = Math.min(rowCount - 1, Math.ceil((top + scroller.clientHeight) / height) + OVERSCAN);
    setRange((known) => (known.first === first && known.last === last ? known : { first, last }));
  }, [stage, body, columns, rowCount]);

  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    const scroller = stage.current;
    if (!scroller) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const resized = new ResizeObserver(onScroll);
    resized.observe(scroller);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [stage, measure]);

  return { rowHeight, ...range };
}

/**
 * Keeps the focused row in view, a little below the middle where the audience looks (the rows above it
 * are the ones still to come); at the end, the top of the board.
 */
export function useFollowFocus(
  stage: RefObject<HTMLElement | null>,
  body: RefObject<HTMLElement | null>,
  rowHeight: number,
  focus: number | null,
) {
  const placed = useRef(false);
  useEffect(() => {
    const scroller = stage.current;
    const rows = body.current;
    if (!scroller || !rows || rowHeight === 0) return;
    const top =
      focus === null ? 0 : rows.offsetTop + (focus + 0.5) * rowHeight - scroller.clientHeight * 0.62;
    // The first placement is at once; later ones glide with the reveal.
    scroller.scrollTo({ top: Math.max(0, top), behavior: placed.current ? 'smooth' : 'auto' });
    placed.current = true;
  }, [stage, body, rowHeight, focus]);
}
