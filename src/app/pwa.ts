import { useEffect } from 'react';
import { READS_CACHE } from '@contract/client';

/**
 * The installed-app side of the page, as the first screen needs it: the state the header's Install
 * and Update buttons show, and what they do. The service worker's registration and the browser's
 * install offer are wired by ./pwaStart, loaded once the first screen is shown (src/app/start.ts).
 * Nothing here reloads on its own: a new version takes over only when the user presses "Update",
 * and the button is held while saves wait to be sent.
 */

export interface PwaState {
  readonly updateReady: boolean;
  readonly canInstall: boolean;
  /** Screens with unsaved input: the Update button waits for them. */
  readonly holds: number;
}

let state: PwaState = { updateReady: false, canInstall: false, holds: 0 };
const listeners = new Set<() => void>();

export const setPwaState = (next: Partial<PwaState>) => {
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

/**
 * What Update and Install do, set by ./pwaStart along with the state that shows the buttons: the
 * waiting version's takeover and the browser's own install dialog.
 */
export const pwaActions: { update?: () => void; install?: () => Promise<void> } = {};

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
/** Said once by ./pwaStart, when the registration is made or there is none to make. */
export const markWorkerRegistered = (worker: ServiceWorkerContainer | undefined) =>
  registered(worker);

/** The user pressed Update: the waiting version takes over and the page reloads once. */
export function applyUpdate(): void {
  if (state.updateReady) pwaActions.update?.();
}

/** A form calls this with its dirty flag: no update takes over while the user is typing. */
export function useHoldUpdate(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    setPwaState({ holds: state.holds + 1 });
    return () => setPwaState({ holds: state.holds - 1 });
  }, [dirty]);
}

/** The user pressed Install: the browser's own dialog. */
export async function installApp(): Promise<void> {
  await pwaActions.install?.();
}

/** Another user's cached reports must not be readable offline on a shared tablet. */
export async function forgetCachedReads(): Promise<void> {
  if ('caches' in window) await caches.delete(READS_CACHE);
}

/** Asks the browser not to evict the outbox under storage pressure (best effort, may say no). */
export async function persistStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.()) ?? false;
}
