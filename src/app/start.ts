import { authState } from '../lib/session';
import { sessionQuery } from '../lib/useSession';
import { deviceAuth } from '../lib/auth';
import { reportReach, startConnectivity } from '../lib/connectivity';
import { drainOutbox, startOutbox } from '../lib/outbox';
import { ApiError, onUnauthorized } from '../lib/rpc';
import { firstScreenShown } from './firstScreen';
import { forgetCachedReads, persistStorage } from './pwa';
import { PERSIST_KEY } from '../lib/storageKeys';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

/** Builds the app's long-lived objects and wires the session to the server's answers. */
export function startApp() {
  authState.init();
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, auth: deviceAuth });

  // The server is the authority: a 401 while this device thinks it is signed in means the
  // session ended elsewhere (expired, revoked, password changed). A wrong password at login
  // also answers 401, but then the device is already signed out and nothing moves.
  onUnauthorized(() => {
    if (authState.get() !== true) return;
    authState.signedOut();
    queryClient.clear();
    void router.navigate({ to: '/login' });
  });

  // Signing in sends the saves this user kept offline; signing out leaves nothing of their
  // reports readable on a shared tablet (their unsent saves stay, waiting for them).
  authState.subscribe((state) => {
    if (state === true) void drainOutbox();
    if (state === false) {
      localStorage.removeItem(PERSIST_KEY);
      void forgetCachedReads();
    }
  });

  // One connectivity wiring: browser events, request outcomes and the health ping decide;
  // going offline shows the seed's no-internet toast, coming back drains the outbox.
  startConnectivity(() => void drainOutbox(), firstScreenShown);
  // Only failures count here: a read answered by the service worker's cache succeeds offline.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.action.error instanceof ApiError && event.action.error.isNetwork) reportReach(false);
  });
  void startOutbox(() => authState.username(), reportReach);
  // Kept saves must not be evicted under storage pressure; the browser may say no.
  void persistStorage();
  // The service worker's registration and the install offer: not code the first screen needs
  // (an offer made before is kept by index.html's start script), so loaded once it is shown.
  void firstScreenShown.then(() => import('./pwaStart')).then(({ startPwa }) => startPwa());
  // A signed-in device needs its session (name, roles, pages) for every screen; asked now, it
  // travels with the first screen's code instead of after it (the Shell would ask once rendered).
  if (authState.get() === true) void queryClient.prefetchQuery(sessionQuery());

  return { queryClient, router };
}
