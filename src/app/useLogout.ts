import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { saveImmediate } from '../lib/save';
import { authState, EDIT_FINISH_ROLL_NUMBER_KEY } from '../lib/session';
import { forgetCachedReads } from './pwa';
import { PERSIST_KEY } from '../lib/storageKeys';

/**
 * The seed's logout: end the session, go to login, then reload the page so nothing of the
 * previous user (cached answers, screen state) survives on a shared tablet. What was theirs on
 * the device goes before the reload, awaited: the kept answers in localStorage, the last roll they
 * edited and the service worker's cached reads. What is the tablet's stays (its language, its
 * table, its preferences), and so do their unsent saves, kept for them until they sign in again.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await saveImmediate('logout', {});
    } catch {
      // Offline or already expired: the device still signs out; the server session expires on its own.
    }
    authState.signedOut();
    await router.navigate({ to: '/login' });
    // Off their screens now: the cache is emptied first, so the persister has nothing of theirs
    // left to write back.
    queryClient.clear();
    localStorage.removeItem(PERSIST_KEY);
    localStorage.removeItem(EDIT_FINISH_ROLL_NUMBER_KEY);
    await forgetCachedReads().catch(() => undefined);
    window.location.reload();
  }, [router, queryClient]);
}
