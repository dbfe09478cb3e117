import { useEffect } from 'react';
import { m } from '../i18n';

/**
 * The seed's toast: one message in the middle of the screen. A plain message goes away after
 * exactly TOAST_DURATION_MS; the no-internet variant stays until the user presses Dismiss,
 * because on the shop floor a vanished warning is a missed warning.
 *
 * Pass a message function (`toast(m.profile_password_changed)`) rather than its text: the toast
 * then speaks the language the screen is in when it shows, even after a switch.
 */
export const TOAST_DURATION_MS = 5000;

/** `backOnline`: the no-internet toast, not yet dismissed, once the server answers again. */
export type ToastVariant = 'message' | 'noInternet' | 'backOnline';

/** A text, or a message function read when the toast renders. */
export type ToastMessage = string | (() => string);

export interface Toast {
  readonly id: number;
  readonly message: ToastMessage;
  /** Fewer words, for the toast's place over the header (`useToastAtTop`). */
  readonly short?: ToastMessage;
  readonly variant: ToastVariant;
}

/** The toast's text in the current language. */
export const toastText = (t: Toast, short = false): string => {
  const message = (short && t.short) || t.message;
  return typeof message === 'function' ? message() : message;
};

/** Whether a toast waits for Dismiss (the no-internet one, also once it says the network is back). */
export const needsDismiss = (t: Toast): boolean => t.variant !== 'message';

type Listener = (toast: Toast | null) => void;
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function show(next: Toast | null): void {
  clearTimeout(timer);
  timer = undefined;
  current = next;
  listeners.forEach((l) => l(next));
}

/** Shows `message` for 5 seconds; a newer toast replaces an older one and restarts the clock. */
export function toast(message: ToastMessage): void {
  show({ id: nextId++, message, variant: 'message' });
  timer = setTimeout(() => show(null), TOAST_DURATION_MS);
}

/** Shows the no-internet message until dismissed. */
export function toastNoInternet(
  message: ToastMessage = m.frame_no_internet,
  short: ToastMessage = m.frame_no_internet_short,
): void {
  show({ id: nextId++, message, short, variant: 'noInternet' });
}

/**
 * The server answers again: a no-internet toast still shown says so instead (and still waits for
 * Dismiss, so whoever missed the drop reads that it happened and is over). Nothing else changes.
 */
export function toastBackOnline(): void {
  if (current?.variant !== 'noInternet') return;
  show({
    id: nextId++,
    message: m.frame_back_online,
    short: m.frame_back_online_short,
    variant: 'backOnline',
  });
}

export function dismissToast(): void {
  show(null);
}

export const toastStore = {
  get: (): Toast | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * Where the toast shows. In the middle of the screen, as the seed says; while a screen tapped at
 * speed is open (the defect grid), over the header instead, in fewer words: the header never
 * scrolls away and nothing of the screen is under it, so the toast neither hides a button nor
 * catches a tap meant for one.
 */
let topScreens = 0;
const placementListeners = new Set<() => void>();
export const toastPlacement = {
  atTop: (): boolean => topScreens > 0,
  subscribe(listener: () => void): () => void {
    placementListeners.add(listener);
    return () => {
      placementListeners.delete(listener);
    };
  },
};

/** Keeps the toast over the header while the calling screen is shown. */
export function useToastAtTop(): void {
  useEffect(() => {
    topScreens += 1;
    placementListeners.forEach((l) => l());
    return () => {
      topScreens -= 1;
      placementListeners.forEach((l) => l());
    };
  }, []);
}
