import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * How long a tap screen's figures must stay the same before they are read out to a screen reader:
 * a burst of taps is read once (src/inspect/Announcer.tsx).
 */
export const SETTLE_MS = 1200;

/**
 * `value` once it has stayed the same for SETTLE_MS; the first value at once. A quick run of taps
 * starts one timer, not one per tap: each tap's change only notes when it came, and the timer,
 * when it fires, waits on for what is left of the pause since the last change. Clearing and
 * setting a timer on every tap was time spent before the tap's frame.
 */
export function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef({ value, at: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (Object.is(value, settled) && timer.current === null) return;
    latest.current = { value, at: Date.now() };
    if (timer.current !== null) return;
    const check = () => {
      const wait = latest.current.at + SETTLE_MS - Date.now();
      if (wait > 0) {
        timer.current = setTimeout(check, wait);
        return;
      }
      timer.current = null;
      const now = latest.current.value;
      startTransition(() => setSettled(now));
    };
    timer.current = setTimeout(check, SETTLE_MS);
  }, [value, settled]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  return settled;
}
