import { useSyncExternalStore } from 'react';
import { preferences } from '../lib/preferences';
import { intlLocales } from './intlLocales';
import { baseLocale, locales, overwriteGetLocale, type Locale } from './paraglide/runtime.js';

export { intlLocales, locales, type Locale };

/** Each language by its own name, as a switch between them shows it whatever the current one. */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', ta: 'தமிழ்' };

/**
 * The language the browser asks for: the first of its languages the app speaks (`ta`, `ta-IN`,
 * `ta-LK` → Tamil; `en-…` → English), English when it names none of them.
 */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const found = locales.find((l) => l === primary);
    if (found) return found;
  }
  return baseLocale;
}

/** The device's choice if it made one (preferences), else the browser's. */
const resolve = (): Locale => preferences.get().language ?? browserLocale();

let current: Locale = resolve();
const listeners = new Set<() => void>();

function update(): void {
  const next = resolve();
  if (next === current) return;
  current = next;
  apply(next);
  listeners.forEach((l) => l());
}

// Every message function asks the runtime for the locale; the runtime asks this store.
overwriteGetLocale(() => current);
preferences.subscribe(update);

/** Tamil glyphs from Noto Sans Tamil, fetched the first time Tamil is shown (src/i18n/tamil.css). */
const loadTamilFont = () => import('./tamil.css');

/** What the page needs for a language beyond its words: `<html lang>` and the font. */
function apply(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (locale === 'ta') void loadTamilFont();
}

/**
 * The app's language. `set` remembers the choice on this device; subscribers (the providers,
 * which re-render the app) hear of every change, whether chosen here or by the browser.
 */
export const localeStore = {
  get: (): Locale => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Remembers `locale` on this device; `undefined` forgets the choice and follows the browser. */
  set(locale: Locale | undefined): void {
    preferences.set({ language: locale });
  },
};

/** The current language, re-rendering on a switch. */
export const useLocale = (): Locale => useSyncExternalStore(localeStore.subscribe, localeStore.get);

/**
 * Applies the language to the page at start and follows the browser's language while the device
 * has made no choice of its own. Called once from main.tsx.
 */
export function startLocale(): void {
  apply(current);
  window.addEventListener('languagechange', update);
}

/**
 * Loads the current language's number, date and sorting data into the browser (src/i18n/format
 * and the report tables use them). The first use costs some 10–30 ms on a cheap tablet; done
 * while the first screen's code and data are on their way, the screen does not wait for it.
 */
export function warmIntl(): void {
  const locale = intlLocales[current];
  // Each in a task of its own: together they were one task of some 40 ms on this machine. The
  // first to run also loads what all three share, so the lightest goes first: started with the
  // collator, the first task took 18–21 ms at 1× and the longest 29–33, against 43–50 ms for a
  // first task that started with the number format (Chromium 156, three fresh pages each).
  const steps = [
    () => new Intl.Collator(locale).compare('a', 'b'),
    () => new Intl.DateTimeFormat(locale).format(0),
    () => new Intl.NumberFormat(locale).format(1),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  next();
}
