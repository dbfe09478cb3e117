// Before anything that builds a zod schema (see contract/core/jitless.ts).
import '../contract/core/jitless';
import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { FirstScreenMark } from './app/firstScreen';
import { Providers } from './app/Providers';
import type { AppRouter } from './app/router';
import { workerRegistered } from './app/pwa';
import { startApp } from './app/start';
import { startLocale, warmIntl } from './i18n/locale';
import { authState } from './lib/session';

/**
 * Lets the browser take a turn (paint what it can, handle a tap) before the next step of the
 * start. On a cheap tablet each step is tens of milliseconds; run back to back they were one
 * frozen stretch of several hundred.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How long the start screen of index.html may wait for the first screen (its code, and its data
 * when the route loads some) before the app is shown anyway, with that screen still loading in
 * it. A screen that is all there within PENDING_MS (src/app/router.ts) is rendered once, with
 * everything; a slower one shows its frame and title first (`whenFrameShown`).
 */
const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * Resolves once the router shows the frame of a signed-in screen with the screen itself still
 * loading in it (PENDING_MS, src/app/router.ts): the header and the screen's title are then drawn
 * at once, instead of after the screen's code and data. Looked at once a frame; never resolves
 * while the start screen is all there is to show.
 */
function whenFrameShown(router: AppRouter, settled: { done: boolean }): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (settled.done) return;
      const shown = router.stores.matches.get();
      if (shown.some((match) => match.routeId === '/_guarded' && match.status === 'success'))
        resolve();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await yieldToBrowser();
  const { queryClient, router } = startApp();
  // The router's first load, started before React: when it is done (or the wait is over), the
  // router renders what it has; a load still under way goes on in the rendered app.
  const firstLoad = router.load().catch(() => undefined);
  // Signed in, the first screen shows figures and dates: Intl's data loads while the main thread
  // only waits for the network (the sign-in screen has none to show).
  if (authState.get() === true) setTimeout(warmIntl, 0);
  // The frame is looked for only until React renders: no frame-by-frame look after that.
  const settled = { done: false };
  await Promise.race([
    firstLoad,
    whenFrameShown(router, settled),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  settled.done = true;
  const reactRoot = createRoot(root);
  // A transition renders in slices that give way to the browser, instead of one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
          <FirstScreenMark />
        </Providers>
      </StrictMode>,
    ),
  );

  // The service worker is registered in production builds only, once the user has paused after
  // the first screen (src/app/pwaStart.ts); the preload starts after that, and its own code is not
  // part of the start.
  void Promise.all([import('./app/preload'), workerRegistered]).then(
    ([{ preloadAllRoutes }, worker]) => preloadAllRoutes(router, queryClient, worker),
  );
}

// <html lang> and, for Tamil, its font: before React first renders (index.html painted the start
// screen already: its start script imports this chunk only then, scripts/route-hints.ts).
startLocale();
void start();
