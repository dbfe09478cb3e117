import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import { rpc } from '../lib/rpc';
import { authState } from '../lib/session';

/**
 * The seed's logout: end the session, go to login, then reload the page so nothing of the
 * previous user (cached answers, screen state) survives on a shared tablet.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await rpc('logout', {});
    } catch {
      // Offline or already expired: the device still signs out; the server session expires on its own.
    }
    authState.signedOut();
    await router.navigate({ to: '/login' });
    window.location.reload();
  }, [router]);
}
