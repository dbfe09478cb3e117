import { describe, expect, it } from 'vitest';
import {
  aqlPlan,
  ccRuleFor,
  ccVerdictFor,
  defaultMillCcRules,
  judgeLot,
  piecesPerKg,
  rejectPct,
  scoreCcRoll,
  type MillCcRules,
} from './index';

const band = { grade1Below: 2, grade3Above: 5 };

describe('a collar and cuff roll', () => {
  it.each([
    // checked, rejected entered, tapped → checked, rejected, %, grade, passed
    [0, 0, 0, 0, 0, null, null, null],
    [200, 3, 0, 200, 3, 1.5, 1, true],
    [200, 0, 4, 200, 4, 2, 2, true],
    [200, 10, 4, 200, 10, 5, 2, true],
    [200, 11, 0, 200, 11, 5.5, 3, false],
    [0, 0, 3, 3, 3, 100, 3, false],
    [300, 2, 5, 300, 5, 1.67, 1, true],
  ] as const)(
    '%i checked, %i rejected, %i tapped: %i/%i, %s %%, grade %s, passed %s',
    (checkedEntered, rejectedEntered, rejectedTapped, checked, rejected, pct, grade, passed) => {
      expect(scoreCcRoll({ checkedEntered, rejectedEntered, rejectedTapped }, band)).toEqual({
        piecesChecked: checked,
        piecesRejected: rejected,
        rejectPct: pct,
        grade,
        passed,
      });
    },
  );

  it('rounds percentages and pieces per kg to 0.01', () => {
    expect(rejectPct(3, 1)).toBe(33.33);
    expect(rejectPct(0, 0)).toBeNull();
    expect(piecesPerKg(1000, 12.5)).toBe(80);
    expect(piecesPerKg(100, 3)).toBe(33.33);
    expect(piecesPerKg(100, 0)).toBeNull();
  });
});

describe('the rule a lot is judged by', () => {
  const rules: MillCcRules = {
    level: 'II',
    aql: 2.5,
    gradeBand: band,
    overrides: [
      { scope: 'item', key: 'CC-COL-01', level: 'III', aql: 1.5, gradeBand: band },
      {
        scope: 'customer',
        key: 'CUST-00007',
        level: 'II',
        aql: 1,
        gradeBand: { grade1Below: 1, grade3Above: 3 },
      },
    ],
  };

  it('is level II and AQL 2.5 by default', () => {
    expect(ccRuleFor(defaultMillCcRules, 'CC-COL-01')).toEqual({
      level: 'II',
      aql: 2.5,
      gradeBand: { grade1Below: 2, grade3Above: 5 },
      source: 'mill',
    });
  });

  it('takes the customer’s own over the item’s, and the item’s over the mill’s', () => {
    expect(ccRuleFor(rules, 'CC-COL-01', 'CUST-00007')).toMatchObject({
      aql: 1,
      source: 'customer',
    });
    expect(ccRuleFor(rules, 'CC-COL-01', 'CUST-00001')).toMatchObject({
      level: 'III',
      aql: 1.5,
      source: 'item',
    });
    expect(ccRuleFor(rules, 'CC-CUF-01')).toMatchObject({ aql: 2.5, source: 'mill' });
    // A customer id that happens to equal an item code is still only a customer.
    expect(ccRuleFor(rules, 'CC-CUF-01', 'CC-COL-01')).toMatchObject({ source: 'mill' });
  });
});

describe('the verdict of a completed lot', () => {
  const plan = aqlPlan(600, 'II', 2.5); // J: 80 pieces, Ac 5, Re 6

  it('follows the sample, and the inspector may only be stricter', () => {
    expect(judgeLot(plan, 80, 5)).toBe(true);
    expect(judgeLot(plan, 40, 6)).toBe(false);
    expect(judgeLot(null, 80, 0)).toBeNull();
    expect(ccVerdictFor(true, 'inspectOk')).toBe('inspectOk');
    expect(ccVerdictFor(true, 'inspectNotOk')).toBe('inspectNotOk');
    expect(ccVerdictFor(false, 'inspectOk')).toBe('inspectNotOk');
    expect(ccVerdictFor(null, 'inspectOk')).toBe('inspectNotOk');
  });
});
