import { m } from '../i18n';
import { authState } from './session';
import { toast, toastStore } from './toast';

/**
 * Whether this tablet can open the app without a connection: its service worker is active, so its
 * install has stored the app shell and every screen's code (sw/sw.ts). `unavailable` where the
 * browser has no service worker for this address (plain HTTP on the mill's LAN, development).
 */
export type OfflineReadiness = 'preparing' | 'ready' | 'unavailable';

/** The tablet has been told once that it is ready: a later start says nothing again. */
export const OFFLINE_READY_TOLD_KEY = 'greige-offline-ready-told';

/** What readiness needs of `navigator.serviceWorker`. */
export type ReadyContainer = Pick<ServiceWorkerContainer, 'ready'>;

let readiness: OfflineReadiness = 'preparing';
let started = false;
const listeners = new Set<() => void>();

export const offlineReadiness = {
  get: (): OfflineReadiness => readiness,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function set(next: OfflineReadiness): void {
  if (next === readiness) return;
  readiness = next;
  listeners.forEach((l) => l());
}

/**
 * Says once, calmly, that the tablet is ready: when the worker is active and a user is signed in
 * (an install that finished on the sign-in screen is told right after the sign-in), and never over
 * another toast (the no-internet one waits for Dismiss).
 */
function tellOnce(): void {
  if (readiness !== 'ready' || authState.get() !== true || toastStore.get() !== null) return;
  if (localStorage.getItem(OFFLINE_READY_TOLD_KEY) !== null) return;
  localStorage.setItem(OFFLINE_READY_TOLD_KEY, '1');
  toast(m.frame_offline_ready_toast);
}

/** The browser refused the service worker: this tablet cannot keep the app for offline use. */
export function offlineUnavailable(): void {
  set('unavailable');
}

const pageContainer = (): ReadyContainer | undefined =>
  'serviceWorker' in navigator && !import.meta.env.DEV ? navigator.serviceWorker : undefined;

/**
 * Follows the service worker's readiness (`ready` resolves once a worker is active, at once on a
 * tablet that installed it before); a second call does nothing until the first one's stop.
 */
export function startOfflineReady(container: ReadyContainer | undefined = pageContainer()) {
  if (started) return () => undefined;
  started = true;
  let live = true;
  set(container ? 'preparing' : 'unavailable');
  void container?.ready.then(() => {
    if (live) set('ready');
  });
  const offs = [
    offlineReadiness.subscribe(tellOnce),
    authState.subscribe(tellOnce),
    toastStore.subscribe(tellOnce),
  ];
  return () => {
    live = false;
    started = false;
    offs.forEach((off) => off());
    set('preparing');
  };
}
