/**
 * A table's columns as data, and which of them fit a width. Each column says how much it matters
 * (`priority`); a table narrower than its columns keeps the ones that matter most and folds the
 * rest into each row's details, so no table ever scrolls sideways. The same definition serves a
 * wall screen, a portrait tablet and a phone.
 */

/** How a cell shows its value, in the current language (cells.tsx). */
export type CellFormat = 'text' | 'number' | 'kg' | 'rate' | 'date' | 'dateTime' | 'grade';

export interface TableColumn<Row> {
  /** The row field the column shows and sorts by. */
  key: keyof Row & string;
  /** The column's title in the current language (a message function). */
  label: () => string;
  format: CellFormat;
  /** Relative width (fr units; 1 when absent): a column of width 1 needs `COLUMN_PX`. */
  width?: number;
  /**
   * How much it matters: 1 stays on screen at any width; 2, 3… give way in that order (then
   * right to left) when the table is narrower than its columns, into the row's details.
   */
  priority: number;
  /** Shown instead of the raw value (e.g. a verdict in words); sorting still uses the value. */
  display?: (row: Row) => string;
  /** Right-aligned, as figures are; numbers, kg and rates are by default. */
  align?: 'left' | 'right';
  /**
   * What a figure is counted in, named in the CSV's header ("Amount (₹)"), since the file's cells
   * are bare numbers. A `kg` column is in kg without saying so. None when the title already names
   * its unit ("Pts/100 m²") or the figure is a count.
   */
  unit?: FigureUnit;
  /**
   * The title's words in a CSV, before the unit, when the screen's title names the unit itself
   * ("Kg" is written "Weight (kg)", not "Kg (kg)").
   */
  csvLabel?: () => string;
}

/** Units a CSV header names: rupees, kilograms, percent points. */
export type FigureUnit = 'inr' | 'kg' | 'percent';

/** Room a column of width 1 needs: a date, a status word, a figure with its unit. */
export const COLUMN_PX = 80;
/** Room of the column that holds each row's details button (a 44 px target). */
export const TOGGLE_PX = 52;

export const columnPx = (c: { width?: number }): number => (c.width ?? 1) * COLUMN_PX;

export interface ColumnChoice<C> {
  shown: C[];
  folded: C[];
  /**
   * Even the columns that always show do not fit side by side: the first (what names the row,
   * e.g. the report number) takes a line of its own above the others.
   */
  stacked: boolean;
}

/**
 * The columns that fit `widthPx`, in their own order, and the ones folded away. Every column
 * shows when they all fit (or the width is not known yet); otherwise priority 1 always shows, and
 * the others join by priority while they fit beside the details button. A column never shows while
 * one that matters more is folded.
 */
export function chooseColumns<C extends { priority: number; width?: number }>(
  columns: readonly C[],
  widthPx: number,
): ColumnChoice<C> {
  const all = columns.reduce((sum, c) => sum + columnPx(c), 0);
  if (widthPx <= 0 || all <= widthPx) return { shown: [...columns], folded: [], stacked: false };
  const byPriority = columns
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.priority - b.c.priority || a.i - b.i);
  const folds = byPriority.some(({ c }) => c.priority > 1);
  let room = widthPx - (folds ? TOGGLE_PX : 0);
  const kept = new Set<C>();
  for (const { c } of byPriority) {
    if (c.priority > 1 && columnPx(c) > room) break;
    kept.add(c);
    room -= columnPx(c);
  }
  return {
    shown: columns.filter((c) => kept.has(c)),
    folded: columns.filter((c) => !kept.has(c)),
    stacked: room < 0,
  };
}
