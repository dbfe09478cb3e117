import { beforeEach, describe, expect, it } from 'vitest';
import type { MistakeMaster } from '../queries';
import {
  arrangeGrid,
  fabricMistakes,
  GRID_ORDER_KEY,
  keepGridOrder,
  keptGridOrder,
} from './gridOrder';

const defect = (name: string, usage: number, over: Partial<MistakeMaster> = {}): MistakeMaster => ({
  name,
  nameTa: null,
  defaultPoints: 1,
  continuous: false,
  isHole: false,
  appliesTo: 'both',
  sortOrder: 0,
  usage,
  active: true,
  ...over,
});
const names = (list: readonly MistakeMaster[]) => list.map((m) => m.name);

beforeEach(() => localStorage.clear());

describe('the order a report’s defect grid starts with', () => {
  it('is most used first, then the master’s order, without collar/cuff or inactive defects', () => {
    const master = [
      defect('Slub', 5, { sortOrder: 2 }),
      defect('Knot', 5, { sortOrder: 1 }),
      defect('Hole', 9),
      defect('Cuff tip', 99, { appliesTo: 'collarCuff' }),
      defect('Old', 50, { active: false }),
    ];
    expect(names(fabricMistakes(master))).toEqual(['Hole', 'Knot', 'Slub']);
  });
});

describe('a kept order', () => {
  const master = [defect('Hole', 1), defect('Slub', 2), defect('Knot', 3)];

  it('holds however the usage moved since', () => {
    expect(names(arrangeGrid(master, ['Hole', 'Slub', 'Knot']))).toEqual(['Hole', 'Slub', 'Knot']);
  });

  it('puts a defect added since at the end, and leaves out one no longer active', () => {
    const now = [defect('Slub', 2), defect('Knot', 3, { active: false }), defect('Barré', 8)];
    expect(names(arrangeGrid(now, ['Hole', 'Slub', 'Knot']))).toEqual(['Slub', 'Barré']);
  });

  it('is kept per report on the device, and read back', () => {
    expect(keptGridOrder('QI-1')).toBeNull();
    keepGridOrder('QI-1', ['Knot', 'Hole']);
    keepGridOrder('QI-2', ['Hole', 'Knot']);
    expect(keptGridOrder('QI-1')).toEqual(['Knot', 'Hole']);
    expect(keptGridOrder('QI-2')).toEqual(['Hole', 'Knot']);
  });

  it('is kept for the newest 40 reports only', () => {
    for (let i = 0; i < 45; i++) keepGridOrder(`QI-${i}`, ['Hole']);
    const kept = JSON.parse(localStorage.getItem(GRID_ORDER_KEY) ?? '{}') as object;
    expect(Object.keys(kept)).toHaveLength(40);
    expect(keptGridOrder('QI-44')).toEqual(['Hole']);
  });

  it('is ignored when what is stored cannot be read', () => {
    localStorage.setItem(GRID_ORDER_KEY, '{"QI-1": {"names": [1, 2]}, "QI-2": 7');
    expect(keptGridOrder('QI-1')).toBeNull();
    localStorage.setItem(GRID_ORDER_KEY, '{"QI-1": {"names": [1, 2]}}');
    expect(keptGridOrder('QI-1')).toBeNull();
  });
});
