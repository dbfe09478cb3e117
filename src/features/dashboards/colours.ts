import type { Slice } from './read';

/** Series and slice colours (Mantine theme colours), the same in a chart and its legend. */
export const palette = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
] as const;

/** "Others" is grey: it is many rows, not one. */
export const sliceColour = (s: Slice, i: number): string =>
  s.key === null ? 'gray.5' : (palette[i % palette.length] ?? 'blue.6');

/** A theme colour as CSS ("blue.6" → its variable). */
export const cssColour = (c: string): string => `var(--mantine-color-${c.replace('.', '-')})`;
