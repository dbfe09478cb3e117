import { describe, expect, it } from 'vitest';
import { chooseColumns, COLUMN_PX, TOGGLE_PX } from './columns';

/** Columns named by key, with a priority and a width (in columns of COLUMN_PX). */
const col = (key: string, priority: number, width = 1) => ({ key, priority, width });
const keys = (cs: readonly { key: string }[]) => cs.map((c) => c.key);

const columns = [
  col('report', 1, 2),
  col('date', 2),
  col('item', 2, 2),
  col('kg', 3),
  col('points', 1),
  col('grade', 1),
  col('supplier', 4, 2),
];
/** All of them side by side: 10 columns' worth. */
const all = 10 * COLUMN_PX;

describe('which columns a table keeps at a width', () => {
  it('keeps every column when all fit, or while the width is not known', () => {
    expect(chooseColumns(columns, all)).toEqual({ shown: columns, folded: [], stacked: false });
    expect(keys(chooseColumns(columns, 0).shown)).toEqual(keys(columns));
  });

  it('folds the least important first, keeping the rest in their own order', () => {
    // Room for report, points, grade (4), date (1) and item (2) beside the details button.
    const choice = chooseColumns(columns, 7 * COLUMN_PX + TOGGLE_PX);
    expect(keys(choice.shown)).toEqual(['report', 'date', 'item', 'points', 'grade']);
    expect(keys(choice.folded)).toEqual(['kg', 'supplier']);
  });

  it('leaves room for the details button', () => {
    const choice = chooseColumns(columns, 7 * COLUMN_PX + TOGGLE_PX - 1);
    expect(keys(choice.shown)).toEqual(['report', 'date', 'points', 'grade']);
  });

  it('never shows a column while one that matters more is folded', () => {
    // Item (priority 2, width 2) does not fit; kg (3, width 1) would, but waits behind it.
    const choice = chooseColumns(columns, 6 * COLUMN_PX + TOGGLE_PX);
    expect(keys(choice.shown)).toEqual(['report', 'date', 'points', 'grade']);
    expect(keys(choice.folded)).toEqual(['item', 'kg', 'supplier']);
  });

  it('keeps the columns of priority 1 however narrow, and folds all others', () => {
    const choice = chooseColumns(columns, 2 * COLUMN_PX);
    expect(keys(choice.shown)).toEqual(['report', 'points', 'grade']);
    expect(keys(choice.folded)).toEqual(['date', 'item', 'kg', 'supplier']);
  });

  it('stacks the row’s name above the others only when those of priority 1 do not fit', () => {
    expect(chooseColumns(columns, 4 * COLUMN_PX + TOGGLE_PX).stacked).toBe(false);
    expect(chooseColumns(columns, 4 * COLUMN_PX + TOGGLE_PX - 1).stacked).toBe(true);
  });

  it('of columns that are all priority 1, folds none and needs no room for details', () => {
    const three = [col('a', 1, 3), col('b', 1), col('c', 1)];
    expect(chooseColumns(three, 2 * COLUMN_PX)).toEqual({
      shown: three,
      folded: [],
      stacked: true,
    });
    expect(chooseColumns(three, 5 * COLUMN_PX).stacked).toBe(false);
  });
});
