import { useEffect } from 'react';

let markShown: () => void = () => undefined;

/**
 * Resolves once the first screen has been drawn (committed, then painted). What the first screen
 * does not need — the service worker's registration and install, the server's reachability
 * check — waits for it, so that on a cheap tablet with a weak signal none of it competes with
 * the screen's own code, data and rendering.
 */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Resolves once the page's load event has fired (at once if it has). */
export function whenPageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Rendered once beside the app: its effect runs when React commits the first screen. */
export function FirstScreenMark() {
  useEffect(() => {
    // After the frame is painted: a timer queued from the next animation frame.
    requestAnimationFrame(() => setTimeout(markShown, 0));
  }, []);
  return null;
}
