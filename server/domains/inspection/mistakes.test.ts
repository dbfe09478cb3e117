import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { mistakesHandlers as h } from './mistakes';

const ctx = handlerCtx(await seededTestDb());
const rows = await h.getMistakeDetailsFromDB(ctx);
const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r]));

/** The knit catalogue as domain.md lists it. */
const domainDefects = [
  'hole',
  'pin hole',
  'press-off',
  'drop stitch',
  'ladder',
  'needle line',
  'sinker line',
  'barré',
  'stop mark',
  'thick place',
  'thin place',
  'slub',
  'knot',
  'contamination',
  'float',
  'missing yarn',
  'lycra out',
  'oil stain',
  'oil line',
  'dirt',
  'dye patch',
  'uneven dyeing',
  'shade variation',
  'crease mark',
  'compactor mark',
  'spirality',
  'bowing',
  'pilling',
  'gsm out',
  'width out',
];
const ccDefects = [
  'size out',
  'stripe/tipping wrong',
  'shade mismatch',
  'hole',
  'drop stitch',
  'curl',
  'rib recovery',
];

describe('getMistakeDetailsFromDB', () => {
  it('answers in the contract shape, most used first, then in the master order', () => {
    expect(calls.getMistakeDetailsFromDB.output.parse(rows)).toEqual(rows);
    const order = rows.map((r) => [-r.usage, r.sortOrder] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(order).toEqual(sorted);
    expect(rows[0]?.usage).toBeGreaterThan(0);
  });

  it('holds every fabric defect of the knit catalogue', () => {
    for (const d of domainDefects) expect(byName.get(d)?.appliesTo, d).toMatch(/^(fabric|both)$/);
  });

  it('holds every collar and cuff defect', () => {
    for (const d of ccDefects) expect(byName.get(d)?.appliesTo, d).toMatch(/^(collarCuff|both)$/);
  });

  it('scores a hole 4 points and a pin hole as no hole', () => {
    expect(byName.get('hole')).toMatchObject({ defaultPoints: 4, isHole: true });
    expect(byName.get('pin hole')).toMatchObject({ isHole: false });
    expect(rows.filter((r) => r.isHole).map((r) => r.name)).toEqual(['Hole']);
  });

  it('flags the continuous defects, which score 4 for every metre', () => {
    for (const d of [
      'barré',
      'shade variation',
      'lycra out',
      'crease mark',
      'width out',
      'needle line',
    ]) {
      expect(byName.get(d)?.continuous, d).toBe(true);
    }
    expect(byName.get('slub')?.continuous).toBe(false);
    for (const r of rows.filter((m) => m.continuous)) expect(r.defaultPoints).toBe(4);
  });
});
