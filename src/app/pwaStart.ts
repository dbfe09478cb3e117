import { EARLY_INSTALL_OFFER } from '@contract/client';
import { firstScreenShown, whenPageLoaded } from './firstScreen';
import { markWorkerRegistered, pwaActions, setPwaState } from './pwa';
import { watchInput, whenUserRests } from './userRest';

/** The longest the service worker's registration waits for the user to pause. */
export const INSTALL_WAIT_MAX_MS = 60_000;

/** Chromium's install offer (not in lib.dom). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installOffer: BeforeInstallPromptEvent | null = null;

const offer = (event: BeforeInstallPromptEvent | null) => {
  installOffer = event;
  setPwaState({ canInstall: event !== null });
};

pwaActions.install = async () => {
  const shown = installOffer;
  if (!shown) return;
  await shown.prompt();
  const choice = await shown.userChoice;
  if (choice.outcome === 'accepted') offer(null);
};

/**
 * Registers the service worker, notices a waiting new version and keeps the browser's install
 * offer (./pwa holds the state the header shows). Loaded once the first screen is shown: an offer
 * the browser made before is kept by index.html's start script (scripts/route-hints.ts), and the
 * registration waits for the first screen anyway.
 */
export function startPwa(): void {
  // An offer the browser made before this code ran, kept by index.html's start script.
  const early = (window as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[
    EARLY_INSTALL_OFFER
  ];
  if (early) offer(early);
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the header's Install button instead of the browser's own banner.
    event.preventDefault();
    offer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => offer(null));

  if (!('serviceWorker' in navigator) || import.meta.env.DEV) {
    markWorkerRegistered(undefined);
    return;
  }
  // Reload only for the takeover this user asked for here (the first install also changes the
  // controller, and another tab's Update reloads that tab only).
  let userAskedUpdate = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (userAskedUpdate) window.location.reload();
  });
  // Registered once the page has loaded (as Workbox would wait anyway), the first screen is
  // drawn and the user's hand has rested a moment since: its code is not part of the first
  // screen's, and the worker's install (which fetches and stores every file of the app, a second
  // or two of work for a cheap tablet) competes neither with the first screen's requests nor
  // with the taps of an inspector who starts at once. A tablet tapped without a pause still
  // installs it within a minute.
  const stopWatching = watchInput();
  const register = () =>
    void Promise.all([import('workbox-window'), import('../lib/offlineReady')])
      .then(([{ Workbox }, offline]) => {
        // Says once when the install is done (every screen's code stored) that the tablet is
        // ready to work offline; the saves drawer shows the state from then on.
        offline.startOfflineReady(navigator.serviceWorker);
        const workbox = new Workbox('/sw.js', { scope: '/' });
        pwaActions.update = () => {
          userAskedUpdate = true;
          workbox.messageSkipWaiting();
        };
        workbox.addEventListener('waiting', () => setPwaState({ updateReady: true }));
        // Refused (a private window, storage turned off): the app says it cannot work offline.
        workbox.register({ immediate: true }).catch(offline.offlineUnavailable);
        // A tablet left open all shift still hears about new versions.
        setInterval(() => void workbox.update(), 60 * 60_000);
      })
      .finally(() => markWorkerRegistered(navigator.serviceWorker));
  void Promise.all([whenPageLoaded(), firstScreenShown])
    .then(() => whenUserRests({ since: performance.now(), maxMs: INSTALL_WAIT_MAX_MS }))
    .then(() => {
      stopWatching();
      register();
    });
}
