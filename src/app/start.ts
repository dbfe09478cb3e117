import { authState } from '../lib/session';
import { deviceAuth } from '../lib/auth';
import { onUnauthorized } from '../lib/rpc';
import { toastNoInternet } from '../lib/toast';
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

  // The seed's no-internet toast: shown the moment the browser reports the network gone.
  window.addEventListener('offline', () => toastNoInternet());

  return { queryClient, router };
}
