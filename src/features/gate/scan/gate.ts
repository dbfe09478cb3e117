/**
 * The gate this phone stands at, remembered on the phone: a guard types it once, and every scan
 * after carries it.
 */
const KEY = 'greige.gate';

export const keptGate = (): string => {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
};

export const keepGate = (gate: string): void => {
  try {
    localStorage.setItem(KEY, gate.trim());
  } catch {
    // Private mode or a full store: the gate is asked again next time, nothing else is lost.
  }
};
