import { describe, expect, it } from 'vitest';
import { tapAnswer, undoAnswer } from './answers';

const roll = { reportNo: 'QI-1', rollNo: 'R-1', points: 4, points100m2: 4, grade: 1 };
const mistake = {
  id: '7',
  reportNo: 'QI-1',
  rollNo: 'R-1',
  mistake: 'Hole',
  points: 4,
  continuousM: null,
  positionM: null,
  recordedBy: 'asha',
  recordedAt: '2026-11-22T10:00:00+00:00',
  clientId: null,
};

describe('reading the server’s answer to a tap', () => {
  it('takes an answer of the contract’s shape as it is', () => {
    expect(tapAnswer({ mistake, roll })).toEqual({ mistake, roll });
    expect(undoAnswer({ removed: true, roll: { ...roll, grade: null } }).roll.grade).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['no roll', { mistake }],
    ['a grade out of range', { mistake, roll: { ...roll, grade: 4 } }],
    ['points as text', { mistake, roll: { ...roll, points: '4' } }],
    ['a mistake without id', { mistake: { ...mistake, id: undefined }, roll }],
  ])('refuses %s', (_label, answer) => {
    expect(() => tapAnswer(answer)).toThrow();
  });
});
