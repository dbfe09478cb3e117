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

/** Where fabric may come from on a new report (a job card is picked under its work order). */
export const inspectionSources = [
  'purchaseOrder',
  'subcontractingOrder',
  'workOrder',
  'supplier',
] as const;
export type InspectionSource = (typeof inspectionSources)[number];
export const inspectionStages = ['greige', 'finish'] as const;
export type InspectionStage = (typeof inspectionStages)[number];

export interface Preferences {
  datePreset: DefaultDatePreset;
  density: Density;
  /** The language chosen on this device; absent: the browser's (src/i18n/locale.ts). */
  language?: Locale;
  /**
   * How the last report was started here: a tablet stands at one inspection table and mostly
   * sees one stage and one kind of source, so the next report starts from them.
   */
  inspectionTable?: string;
  inspectionStage?: InspectionStage;
  inspectionSource?: InspectionSource;
  /** The flat machine of the last knitting report started here: a tablet stands at a machine. */
  knitMachine?: string;
}
const defaults: Preferences = { datePreset: 'today', density: 'comfortable' };

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

/** Where earlier versions kept the inspection table, read until a report is started again. */
const LEGACY_TABLE_KEY = 'inspection-table';
const tableName = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() && v.length <= 80 ? v : undefined;

function inspection(stored: Record<string, unknown>): Partial<Preferences> {
  const table =
    tableName(stored.inspectionTable) ?? tableName(localStorage.getItem(LEGACY_TABLE_KEY));
  return {
    ...(table ? { inspectionTable: table } : {}),
    ...(isOneOf(inspectionStages, stored.inspectionStage)
      ? { inspectionStage: stored.inspectionStage }
      : {}),
    ...(isOneOf(inspectionSources, stored.inspectionSource)
      ? { inspectionSource: stored.inspectionSource }
      : {}),
  };
}

function knitting(stored: Record<string, unknown>): Partial<Preferences> {
  const machine = tableName(stored.knitMachine);
  return machine ? { knitMachine: machine } : {};
}

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
      ...inspection(stored),
      ...knitting(stored),
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
