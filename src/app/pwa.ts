import { useEffect } from 'react';
import type { Workbox } from 'workbox-window';
import { EARLY_INSTALL_OFFER, READS_CACHE } from '@contract/client';
import { firstScreenShown, whenPageLoaded } from './firstScreen';
import { watchInput, whenUserRests } from './userRest';

/** The longest the service worker's registration waits for the user to pause. */
export const INSTALL_WAIT_MAX_MS = 60_000;

/**
 * The installed-app side of the page: registers the service worker, notices a waiting new version
 * and keeps the browser's install offer. Nothing here reloads on its own: a new version takes over
 * only when the user presses "Update", and the button is held while saves wait to be sent.
 */

/** Chromium's install offer (not in lib.dom). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  readonly updateReady: boolean;
  readonly canInstall: boolean;
  /** Screens with unsaved input: the Update button waits for them. */
  readonly holds: number;
}

let state: PwaState = { updateReady: false, canInstall: false, holds: 0 };
const listeners = new Set<() => void>();
let workbox: Workbox | undefined;
let installOffer: BeforeInstallPromptEvent | null = null;
let userAskedUpdate = false;

const set = (next: Partial<PwaState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

export const pwaState = {
  get: (): PwaState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let registered: (worker: ServiceWorkerContainer | undefined) => void = () => undefined;
/**
 * Resolves once the service worker's registration has been made, with the container it was
 * registered in (none in development or where the browser has no service workers). The preload of
 * every route starts after it: on a first visit, the worker's install then holds the files the
 * preload asks for, instead of both fetching them.
 */
export const workerRegistered = new Promise<ServiceWorkerContainer | undefined>((resolve) => {
  registered = resolve;
});

export function startPwa(): void {
  // An offer the browser made before this code ran, kept by index.html's start script.
  const early = (window as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[
    EARLY_INSTALL_OFFER
  ];
  if (early) {
    installOffer = early;
    set({ canInstall: true });
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the header's Install button instead of the browser's own banner.
    event.preventDefault();
    installOffer = event as BeforeInstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installOffer = null;
    set({ canInstall: false });
  });

  if (!('serviceWorker' in navigator) || import.meta.env.DEV) {
    registered(undefined);
    return;
  }
  // Reload only for the takeover this user asked for here (the first install also changes the
  // controller, and another tab's Update reloads that tab only).
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
        workbox = new Workbox('/sw.js', { scope: '/' });
        workbox.addEventListener('waiting', () => set({ updateReady: true }));
        // Refused (a private window, storage turned off): the app says it cannot work offline.
        workbox.register({ immediate: true }).catch(offline.offlineUnavailable);
        // A tablet left open all shift still hears about new versions.
        setInterval(() => void workbox?.update(), 60 * 60_000);
      })
      .finally(() => registered(navigator.serviceWorker));
  void Promise.all([whenPageLoaded(), firstScreenShown])
    .then(() => whenUserRests({ since: performance.now(), maxMs: INSTALL_WAIT_MAX_MS }))
    .then(() => {
      stopWatching();
      register();
    });
}

/** The user pressed Update: the waiting version takes over and the page reloads once. */
export function applyUpdate(): void {
  if (!workbox || !state.updateReady) return;
  userAskedUpdate = true;
  workbox.messageSkipWaiting();
}

/** A form calls this with its dirty flag: no update takes over while the user is typing. */
export function useHoldUpdate(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    set({ holds: state.holds + 1 });
    return () => set({ holds: state.holds - 1 });
  }, [dirty]);
}

/** The user pressed Install: the browser's own dialog. */
export async function installApp(): Promise<void> {
  const offer = installOffer;
  if (!offer) return;
  await offer.prompt();
  const choice = await offer.userChoice;
  if (choice.outcome === 'accepted') {
    installOffer = null;
    set({ canInstall: false });
  }
}

/** Another user's cached reports must not be readable offline on a shared tablet. */
export async function forgetCachedReads(): Promise<void> {
  if ('caches' in window) await caches.delete(READS_CACHE);
}

/** Asks the browser not to evict the outbox under storage pressure (best effort, may say no). */
export async function persistStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.()) ?? false;
}
