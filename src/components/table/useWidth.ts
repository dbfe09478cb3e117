import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The inner width of an element, followed as it changes (a rotated tablet, a resized window);
 * null until it has been read, which happens before the first paint, so a phone never sees the
 * wide table first; 0 when it is not laid out (jsdom, a hidden tab).
 */
export function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Whether the page is being printed: a printed sheet shows every column, whatever the width of
 * the screen it was printed from. Rendered before the browser lays out the printed page.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('print');
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const before = () => set(true);
    const after = () => set(false);
    const change = () => set(query.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    query.addEventListener?.('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      query.removeEventListener?.('change', change);
    };
  }, []);
  return printing;
}
