import { useSyncExternalStore } from 'react';
import { locales, type Locale } from '../i18n/paraglide/runtime.js';
import { datePresets, type DatePreset } from './datePresets';
import './density.css';

/**
 * Preferences of this device (not of the user): a shared tablet keeps its own. The colour scheme
 * is kept by Mantine's colour scheme manager under COLOR_SCHEME_KEY; the rest lives here.
 */
export const PREFERENCES_KEY = 'greige-preferences';
export const COLOR_SCHEME_KEY = 'greige-color-scheme';

export const densities = ['comfortable', 'compact'] as const;
export type Density = (typeof densities)[number];
/** Presets a report can open with; `custom` needs dates, so it is no default. */
export const defaultDatePresets = datePresets.filter(
  (p): p is Exclude<DatePreset, 'custom'> => p !== 'custom',
);
export type DefaultDatePreset = (typeof defaultDatePresets)[number];

export interface Preferences {
  datePreset: DefaultDatePreset;
  density: Density;
  /** The language chosen on this device; absent: the browser's (src/i18n/locale.ts). */
  language?: Locale;
}
const defaults: Preferences = { datePreset: 'today', density: 'comfortable' };

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

/** Reads what is stored, keeping only values this version knows (an old entry never breaks start). */
function read(): Preferences {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}');
    const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    return {
      datePreset: isOneOf(defaultDatePresets, stored.datePreset)
        ? stored.datePreset
        : defaults.datePreset,
      density: isOneOf(densities, stored.density) ? stored.density : defaults.density,
      ...(isOneOf(locales, stored.language) ? { language: stored.language } : {}),
    };
  } catch {
    return defaults;
  }
}

let current: Preferences | undefined;
const listeners = new Set<() => void>();

export const preferences = {
  get: (): Preferences => (current ??= read()),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<Preferences>): void {
    current = { ...preferences.get(), ...patch };
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(current));
    applyDensity(current.density);
    listeners.forEach((l) => l());
  },
};

/** Compact tightens spacing only (density.css); controls keep their 48 px touch height. */
export function applyDensity(density: Density = preferences.get().density): void {
  document.documentElement.dataset.density = density;
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, preferences.get);
}

/** The date preset report screens open with on this device. */
export const useDefaultDatePreset = (): DefaultDatePreset => usePreferences().datePreset;
