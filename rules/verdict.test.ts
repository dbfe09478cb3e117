import { describe, expect, it } from 'vitest';
import { storedVerdict, verdictAdvice, type GradedRoll } from './index';

const roll = (rollNo: string, grade: GradedRoll['grade']): GradedRoll => ({ rollNo, grade });

describe('the verdict a report’s rolls call for', () => {
  it('is Inspect OK when every roll is grade 1 or 2', () => {
    expect(verdictAdvice([roll('R-1', 1), roll('R-2', 2)])).toEqual({
      verdict: 'inspectOk',
      okPossible: true,
      failing: [],
      ungraded: [],
    });
  });

  it('is Inspect not OK with a grade 3 roll, and names it', () => {
    expect(verdictAdvice([roll('R-1', 1), roll('R-2', 3), roll('R-3', 3)])).toEqual({
      verdict: 'inspectNotOk',
      okPossible: false,
      failing: ['R-2', 'R-3'],
      ungraded: [],
    });
  });

  it('is Inspect not OK while a roll has no grade, and names it', () => {
    expect(verdictAdvice([roll('R-1', null), roll('R-2', 1)])).toMatchObject({
      verdict: 'inspectNotOk',
      okPossible: false,
      ungraded: ['R-1'],
    });
  });

  it('is Inspect not OK for a report without rolls', () => {
    expect(verdictAdvice([]).verdict).toBe('inspectNotOk');
  });
});

describe('the verdict stored on completing', () => {
  it.each([
    ['good rolls, the inspector’s OK', [roll('R-1', 2)], 'inspectOk', 'inspectOk'],
    ['good rolls the inspector rejected', [roll('R-1', 1)], 'inspectNotOk', 'inspectNotOk'],
    ['a grade 3 roll the inspector passed', [roll('R-1', 3)], 'inspectOk', 'inspectNotOk'],
  ] as const)('%s', (_label, rolls, chosen, stored) => {
    expect(storedVerdict(rolls, chosen)).toBe(stored);
  });
});
