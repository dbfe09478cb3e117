/**
 * The device's view of the session, kept in the entries the mill's app has always used:
 * a marker whose value is `Yes` while signed in, and the username. The server is the authority
 * (its HttpOnly cookie); these entries only say what to show before the first answer arrives.
 */
import {
  HOME_TILES_KEY,
  SESSION_MARKER_KEY,
  SESSION_MARKER_VALUE,
  USERNAME_KEY,
} from './storageKeys';

export * from './storageKeys';

export type AuthState = 'unknown' | boolean;

type Listener = (state: AuthState) => void;
let state: AuthState = 'unknown';
const listeners = new Set<Listener>();

const set = (next: AuthState) => {
  state = next;
  listeners.forEach((l) => l(next));
};

export const authState = {
  get: (): AuthState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** At start: signed in exactly when the stored marker says `Yes`. */
  init(): AuthState {
    set(localStorage.getItem(SESSION_MARKER_KEY) === SESSION_MARKER_VALUE);
    return state;
  },
  signedIn(username: string): void {
    localStorage.setItem(SESSION_MARKER_KEY, SESSION_MARKER_VALUE);
    localStorage.setItem(USERNAME_KEY, username);
    set(true);
  },
  signedOut(): void {
    localStorage.removeItem(SESSION_MARKER_KEY);
    localStorage.removeItem(USERNAME_KEY);
    localStorage.removeItem(HOME_TILES_KEY);
    set(false);
  },
  username: (): string => localStorage.getItem(USERNAME_KEY) ?? '',
};
