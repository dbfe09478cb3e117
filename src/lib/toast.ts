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

export type ToastVariant = 'message' | 'noInternet';

/** A text, or a message function read when the toast renders. */
export type ToastMessage = string | (() => string);

export interface Toast {
  readonly id: number;
  readonly message: ToastMessage;
  readonly variant: ToastVariant;
}

/** The toast's text in the current language. */
export const toastText = (t: Toast): string =>
  typeof t.message === 'function' ? t.message() : t.message;

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
export function toastNoInternet(message: ToastMessage = m.frame_no_internet): void {
  show({ id: nextId++, message, variant: 'noInternet' });
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
