import { useSyncExternalStore } from 'react';
import type { PageName, SessionInfo } from '@contract';
import { pages } from '@contract/client';
import { authState, type AuthState } from './session';

/** Resolves once the device knows whether it is signed in; the route guard waits on this. */
export function whenAuthKnown(): Promise<boolean> {
  const now = authState.get();
  if (now !== 'unknown') return Promise.resolve(now);
  return new Promise((resolve) => {
    const off = authState.subscribe((next) => {
      if (next === 'unknown') return;
      off();
      resolve(next);
    });
  });
}

/** What routes see of the session (router context): small, so tests can pass their own. */
export interface AuthContext {
  get(): AuthState;
  whenKnown(): Promise<boolean>;
}

export const deviceAuth: AuthContext = { get: authState.get, whenKnown: whenAuthKnown };

export function useAuthState(): AuthState {
  return useSyncExternalStore(authState.subscribe, authState.get);
}

/**
 * May this session open the page? `undefined` while the session is not loaded yet, so callers
 * can wait instead of flashing "No access". Unguarded pages are open to everyone.
 */
export function mayOpen(session: SessionInfo | undefined, page: PageName): boolean | undefined {
  if (!pages[page].guarded) return true;
  if (!session) return undefined;
  return session.isAdmin || session.pages.includes(page);
}
