import { onlineManager } from '@tanstack/react-query';
import { toastBackOnline, toastNoInternet } from './toast';

/**
 * Whether the server can be reached — not only whether the browser has a network: at the mill the
 * Wi-Fi often stays up while the link to the server is gone. Four sources feed it: the browser's
 * `offline`/`online` events, every request that got no answer or got one, and a no-store
 * `/api/health` ping that runs (backing off) only while offline. TanStack Query's onlineManager
 * follows it, so queries pause instead of failing one by one.
 */
export const HEALTH_PATH = '/api/health';
const PING_MIN_MS = 2000;
const PING_MAX_MS = 15_000;

type Listener = (online: boolean) => void;
let online = true;
let started = false;
const listeners = new Set<Listener>();
let pingTimer: ReturnType<typeof setTimeout> | undefined;
let pingDelay = PING_MIN_MS;

export const connectivity = {
  get: (): boolean => online,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  listeners.forEach((l) => l(next));
  if (next) {
    clearTimeout(pingTimer);
    pingDelay = PING_MIN_MS;
    toastBackOnline();
  } else {
    toastNoInternet();
    schedulePing();
  }
}

/** True when the server answered at all (any status): the network path works. */
export async function pingServer(): Promise<boolean> {
  try {
    const res = await fetch(HEALTH_PATH, { cache: 'no-store', credentials: 'omit' });
    // Any answer means the server is reachable. The body is read to the end so that the request
    // finishes: an unread body keeps it open, and the page's load never counts as settled.
    await res.arrayBuffer().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

function schedulePing(): void {
  clearTimeout(pingTimer);
  pingTimer = setTimeout(async () => {
    if (online) return;
    if (await pingServer()) setOnline(true);
    else {
      pingDelay = Math.min(PING_MAX_MS, pingDelay * 2);
      schedulePing();
    }
  }, pingDelay);
}

/** A request reached the server (`true`) or got no answer (`false`). */
export function reportReach(reached: boolean): void {
  if (started) setOnline(reached);
}

/**
 * Starts listening; `onBack` runs each time the server is reachable again (drain the outbox).
 * Returns a function that stops everything (tests).
 */
/**
 * `firstCheck`: when to ask the server whether it answers at start (at once by default); the app
 * asks once its first screen is drawn, since a first screen that cannot reach it says so anyway.
 */
export function startConnectivity(
  onBack: () => void,
  firstCheck: Promise<void> = Promise.resolve(),
): () => void {
  started = true;
  online = true;
  const offBack = connectivity.subscribe((up) => up && onBack());
  const onOffline = () => setOnline(false);
  // The browser's "online" only means a network is back: ask the server before believing it.
  const onOnlineEvent = () => void pingServer().then(setOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnlineEvent);
  onlineManager.setEventListener((setManager) => connectivity.subscribe(setManager));
  if (!navigator.onLine) setOnline(false);
  else
    void firstCheck
      .then(() => (started ? pingServer() : true))
      .then((up) => up || setOnline(false));
  return () => {
    started = false;
    offBack();
    clearTimeout(pingTimer);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnlineEvent);
  };
}
