import { describe, expect, it } from 'vitest';
import { assignLanes, layoutDefects, numberWidthM, type MapDefect } from './layout';

const at = (id: string, positionM: number | null, points = 1, continuousM: number | null = null) =>
  ({ id, positionM, points, continuousM }) satisfies MapDefect;

const strip = (lengthM: number | null, defects: MapDefect[], rowM?: number) => {
  const layout = layoutDefects(lengthM, defects, rowM);
  if (layout.state !== 'strip') throw new Error(`no strip: ${layout.state}`);
  return layout;
};

describe('the defect map’s rows', () => {
  it('cuts a long roll into rows of 25 m, the last one as long as what is left', () => {
    const { rows } = strip(62.4, []);
    expect(rows.map((r) => [r.fromM, r.toM])).toEqual([
      [0, 25],
      [25, 50],
      [50, 62.4],
    ]);
  });

  it('keeps a short roll on one row', () => {
    expect(strip(18, []).rows).toHaveLength(1);
    expect(strip(25, []).rows).toHaveLength(1);
  });

  it('labels every fifth metre and the roll’s end, dropping a label that would print over it', () => {
    const majors = (lengthM: number) =>
      strip(lengthM, [])
        .rows.at(-1)!
        .ticks.filter((t) => t.major)
        .map((t) => t.m);
    expect(majors(62.4)).toEqual([50, 55, 60, 62.4]);
    expect(majors(61)).toEqual([50, 55, 61]);
    expect(majors(60)).toEqual([50, 55, 60]);
    expect(strip(62.4, []).rows[0]!.ticks).toHaveLength(26);
  });
});

describe('a defect’s place on the map', () => {
  it('goes to the row of its metre, measured from the row’s start', () => {
    const { marks } = strip(60, [at('a', 3), at('b', 25), at('c', 37.5, 4)]);
    expect(marks.map((m) => [m.id, m.row, m.x, m.n, m.points])).toEqual([
      ['a', 0, 3, 1, 1],
      ['b', 1, 0, 2, 1],
      ['c', 1, 12.5, 3, 4],
    ]);
  });

  it('stays on the last row at the roll’s very end', () => {
    const { marks } = strip(50, [at('end', 50)]);
    expect(marks[0]).toMatchObject({ row: 1, x: 25, beyond: false });
  });

  it('past the roll’s length is drawn at its end and flagged', () => {
    const layout = strip(30, [at('a', 10), at('late', 34.5, 2)]);
    expect(layout.marks[1]).toMatchObject({ atM: 30, recordedM: 34.5, beyond: true, row: 1, x: 5 });
    expect(layout.beyond).toBe(1);
  });

  it('counts defects without a metre apart, keeping the others’ numbers as listed', () => {
    const layout = strip(30, [at('a', null), at('b', 4), at('c', null)]);
    expect(layout.withoutPosition).toBe(2);
    expect(layout.marks.map((m) => [m.id, m.n])).toEqual([['b', 2]]);
  });

  it('sizes marks by points 1 to 4, whatever the scored points', () => {
    const { marks } = strip(30, [at('a', 1, 0), at('b', 2, 7), at('c', 3, 2.6)]);
    expect(marks.map((m) => m.points)).toEqual([1, 4, 3]);
  });
});

describe('a continuous defect', () => {
  it('is a bar of its run', () => {
    const { bars, marks } = strip(40, [at('run', 5, 4, 3.5)]);
    expect(marks).toEqual([]);
    expect(bars).toEqual([
      expect.objectContaining({ row: 0, x1: 5, x2: 8.5, cutStart: false, cutEnd: false }),
    ]);
  });

  it('is clipped at the row’s end and carries on in the next row', () => {
    const { bars } = strip(80, [at('run', 20, 4, 35)]);
    expect(bars.map((b) => [b.row, b.x1, b.x2, b.cutStart, b.cutEnd])).toEqual([
      [0, 20, 25, false, true],
      [1, 0, 25, true, true],
      [2, 0, 5, true, false],
    ]);
    expect(bars.every((b) => b.fromM === 20 && b.toM === 55)).toBe(true);
  });

  it('running past the roll’s end stops there and is flagged', () => {
    const layout = strip(30, [at('run', 27, 4, 6)]);
    expect(layout.bars.map((b) => [b.row, b.x1, b.x2, b.toM, b.beyond])).toEqual([
      [1, 2, 5, 30, true],
    ]);
    expect(layout.beyond).toBe(1);
  });

  it('starting past the roll’s end is a flagged mark at the end', () => {
    const layout = strip(30, [at('run', 31, 4, 2)]);
    expect(layout.bars).toEqual([]);
    expect(layout.marks[0]).toMatchObject({ atM: 30, beyond: true });
  });
});

describe('a roll the map cannot draw', () => {
  it('has no length yet', () => {
    expect(layoutDefects(null, [at('a', 3)])).toEqual({
      state: 'noLength',
      total: 1,
      withoutPosition: 0,
    });
    expect(layoutDefects(0, []).state).toBe('noLength');
  });

  it('has defects, none with a metre', () => {
    expect(layoutDefects(30, [at('a', null), at('b', null)])).toEqual({
      state: 'noPositions',
      total: 2,
      withoutPosition: 2,
    });
  });

  it('is drawn empty when it has no defects at all', () => {
    const layout = strip(30, []);
    expect(layout.marks).toEqual([]);
    expect(layout.total).toBe(0);
  });
});

describe('defect numbers above the strip', () => {
  it('go up a line when they would overlap, and back down when there is room', () => {
    const items = [
      { row: 0, x: 10, n: 1 },
      { row: 0, x: 10.3, n: 2 },
      { row: 0, x: 10.6, n: 3 },
      { row: 0, x: 20, n: 4 },
      { row: 1, x: 10, n: 5 },
    ];
    const lanes = assignLanes(items, numberWidthM);
    expect(items.map((i) => lanes.get(i))).toEqual([0, 1, 2, 0, 0]);
  });

  it('share a line when every line is taken', () => {
    const items = [1, 2, 3, 4].map((n) => ({ row: 0, x: 5 + n * 0.1, n }));
    const lanes = assignLanes(items, numberWidthM);
    expect(items.map((i) => lanes.get(i))).toEqual([0, 1, 2, 0]);
  });

  it('of a run sit at its start only', () => {
    const layout = strip(80, [at('run', 20, 4, 35), at('a', 20.5)]);
    expect(layout.bars[0]!.lane).toBe(0);
    expect(layout.marks[0]!.lane).toBe(1);
  });
});
