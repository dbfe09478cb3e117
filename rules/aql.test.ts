import { describe, expect, it } from 'vitest';
import {
  aqlPlan,
  aqlValues,
  codeLetterFor,
  codeLetters,
  inspectionLevels,
  lotAccepted,
  masterTable,
  sampleSizes,
  type AqlValue,
  type CodeLetter,
  type InspectionLevel,
} from './aql';

/**
 * The expected values below are copied from ISO 2859-1 (Table 1, Table 2-A) by hand, not derived
 * from the module's tables, so a slip in either shows up as a difference.
 */

/** Table 1: lot sizes (first and last of each row) and the letters at levels I, II, III. */
const table1: [from: number, to: number, I: string, II: string, III: string][] = [
  [2, 8, 'A', 'A', 'B'],
  [9, 15, 'A', 'B', 'C'],
  [16, 25, 'B', 'C', 'D'],
  [26, 50, 'C', 'D', 'E'],
  [51, 90, 'C', 'E', 'F'],
  [91, 150, 'D', 'F', 'G'],
  [151, 280, 'E', 'G', 'H'],
  [281, 500, 'F', 'H', 'J'],
  [501, 1200, 'G', 'J', 'K'],
  [1201, 3200, 'H', 'K', 'L'],
  [3201, 10_000, 'J', 'L', 'M'],
  [10_001, 35_000, 'K', 'M', 'N'],
  [35_001, 150_000, 'L', 'N', 'P'],
  [150_001, 500_000, 'M', 'P', 'Q'],
  [500_001, 5_000_000, 'N', 'Q', 'R'],
];

describe('sample size code letters (ISO 2859-1 Table 1)', () => {
  const cases = table1.flatMap(([from, to, ...letters]) =>
    inspectionLevels.flatMap((level, i) =>
      [from, to].map((lot) => [lot, level, letters[i]] as const),
    ),
  );
  it.each(cases)('a lot of %i at level %s is %s', (lot, level, letter) => {
    expect(codeLetterFor(lot, level)).toBe(letter);
  });

  it('gives a lot of one piece the letter of the smallest lots', () => {
    expect(codeLetterFor(1, 'II')).toBe('A');
    expect(codeLetterFor(1, 'III')).toBe('B');
  });

  it.each([
    ['A', 2],
    ['B', 3],
    ['C', 5],
    ['D', 8],
    ['E', 13],
    ['F', 20],
    ['G', 32],
    ['H', 50],
    ['J', 80],
    ['K', 125],
    ['L', 200],
    ['M', 315],
    ['N', 500],
    ['P', 800],
    ['Q', 1250],
    ['R', 2000],
  ] as const)('letter %s samples %i pieces', (letter, n) => {
    expect(sampleSizes[letter]).toBe(n);
  });
});

/**
 * Table 2-A, single sampling, normal inspection, after following its arrows: for each AQL, the
 * plan (sample size, Ac, Re) that a lot of code letter A, B, … R is inspected by.
 */
const plans: Record<string, string> = {
  '0.65':
    '20 0 1|20 0 1|20 0 1|20 0 1|20 0 1|20 0 1|20 0 1|80 1 2|80 1 2|125 2 3|200 3 4|315 5 6|500 7 8|800 10 11|1250 14 15|2000 21 22',
  '1': '13 0 1|13 0 1|13 0 1|13 0 1|13 0 1|13 0 1|50 1 2|50 1 2|80 2 3|125 3 4|200 5 6|315 7 8|500 10 11|800 14 15|1250 21 22|1250 21 22',
  '1.5':
    '8 0 1|8 0 1|8 0 1|8 0 1|8 0 1|32 1 2|32 1 2|50 2 3|80 3 4|125 5 6|200 7 8|315 10 11|500 14 15|800 21 22|800 21 22|800 21 22',
  '2.5':
    '5 0 1|5 0 1|5 0 1|5 0 1|20 1 2|20 1 2|32 2 3|50 3 4|80 5 6|125 7 8|200 10 11|315 14 15|500 21 22|500 21 22|500 21 22|500 21 22',
  '4': '3 0 1|3 0 1|3 0 1|13 1 2|13 1 2|20 2 3|32 3 4|50 5 6|80 7 8|125 10 11|200 14 15|315 21 22|315 21 22|315 21 22|315 21 22|315 21 22',
  '6.5':
    '2 0 1|2 0 1|8 1 2|8 1 2|13 2 3|20 3 4|32 5 6|50 7 8|80 10 11|125 14 15|200 21 22|200 21 22|200 21 22|200 21 22|200 21 22|200 21 22',
};

/** The smallest lot of each letter: level II gives A to Q, level III alone gives R. */
const lotOf = (letter: CodeLetter): [number, InspectionLevel] => {
  const row = table1.find(([, , , II]) => II === letter);
  return row ? [row[0], 'II'] : [500_001, 'III'];
};

describe('the master table (ISO 2859-1 Table 2-A), following its arrows', () => {
  it('offers the AQLs 0.65 to 6.5 at levels I, II and III', () => {
    expect(aqlValues).toEqual([0.65, 1, 1.5, 2.5, 4, 6.5]);
    expect(inspectionLevels).toEqual(['I', 'II', 'III']);
  });

  const cases = aqlValues.flatMap((aql) => {
    const expected = plans[String(aql)]?.split('|') ?? [];
    return codeLetters.map((letter, i) => [aql, letter, expected[i]] as const);
  });
  it.each(cases)('AQL %s at letter %s: n Ac Re = %s', (aql, letter, expected) => {
    const [lot, level] = lotOf(letter);
    const plan = aqlPlan(lot, level, aql);
    expect(plan.codeLetter).toBe(letter);
    const planned = sampleSizes[plan.planLetter];
    expect(`${planned} ${plan.acceptNo} ${plan.rejectNo}`).toBe(expected);
  });

  it('pins the well-known plan: lot 1201–3200, level II, AQL 2.5 → K, 125, Ac 7, Re 8', () => {
    for (const lot of [1201, 2000, 3200]) {
      expect(aqlPlan(lot, 'II', 2.5)).toEqual({
        lotSize: lot,
        level: 'II',
        aql: 2.5,
        codeLetter: 'K',
        planLetter: 'K',
        sampleSize: 125,
        acceptNo: 7,
        rejectNo: 8,
        inspectAll: false,
      });
    }
  });

  it.each([
    // lot, level, aql, letter, plan letter, sample, Ac, Re
    [500, 'II', 2.5, 'H', 'H', 50, 3, 4],
    [1000, 'II', 4, 'J', 'J', 80, 7, 8],
    [5000, 'II', 1.5, 'L', 'L', 200, 7, 8],
    [40, 'II', 2.5, 'D', 'C', 5, 0, 1],
    [60, 'II', 2.5, 'E', 'F', 20, 1, 2],
    [200_000, 'II', 2.5, 'P', 'N', 500, 21, 22],
    [1000, 'I', 0.65, 'G', 'F', 20, 0, 1],
    [1000, 'III', 6.5, 'K', 'K', 125, 14, 15],
  ] as const)(
    'a lot of %i at level %s, AQL %s: letter %s, plan %s, n %i, Ac %i, Re %i',
    (lot, level, aql, letter, planLetter, n, ac, re) => {
      expect(aqlPlan(lot, level, aql)).toMatchObject({
        codeLetter: letter,
        planLetter,
        sampleSize: n,
        acceptNo: ac,
        rejectNo: re,
        inspectAll: false,
      });
    },
  );

  it('inspects every piece when the sample reaches the lot size', () => {
    // Lot of 3 at level II is A; AQL 2.5 points down to C, 5 pieces: more than the lot.
    expect(aqlPlan(3, 'II', 2.5)).toMatchObject({
      codeLetter: 'A',
      planLetter: 'C',
      sampleSize: 3,
      acceptNo: 0,
      rejectNo: 1,
      inspectAll: true,
    });
    expect(aqlPlan(13, 'II', 4)).toMatchObject({ sampleSize: 3, inspectAll: false });
    expect(aqlPlan(1, 'II', 6.5)).toMatchObject({ sampleSize: 1, inspectAll: true });
    expect(aqlPlan(20, 'III', 1.5)).toMatchObject({ codeLetter: 'D', sampleSize: 8 });
    expect(aqlPlan(26, 'III', 0.65)).toMatchObject({
      codeLetter: 'E',
      planLetter: 'F',
      sampleSize: 20,
      inspectAll: false,
    });
    expect(aqlPlan(16, 'III', 0.65)).toMatchObject({ sampleSize: 16, inspectAll: true });
  });

  it('refuses a lot without pieces and an AQL it does not offer', () => {
    expect(() => aqlPlan(0, 'II', 2.5)).toThrow(RangeError);
    expect(() => aqlPlan(2.5, 'II', 2.5)).toThrow(RangeError);
    expect(() => aqlPlan(100, 'II', 3 as AqlValue)).toThrow(RangeError);
  });

  it('keeps the standard’s diagonals: one AQL step up is one letter down', () => {
    // In Table 2-A a cell depends only on letter index + AQL index; this checks the table as
    // typed against that structure, cell by cell.
    const byDiagonal = new Map<number, string>();
    for (const [row, letter] of codeLetters.entries()) {
      for (const [column, cell] of masterTable[letter].entries()) {
        const key = row + column;
        const text = JSON.stringify(cell);
        expect(byDiagonal.get(key) ?? text, `${letter} × ${aqlValues[column]}`).toBe(text);
        byDiagonal.set(key, text);
      }
    }
  });
});

describe('judging a lot from the pieces found', () => {
  const plan = aqlPlan(2000, 'II', 2.5); // 125 pieces, Ac 7, Re 8

  it.each([
    [0, 0, null],
    [60, 7, null],
    [60, 8, false],
    [125, 7, true],
    [125, 8, false],
    // Beyond the sample, on the rate: 7 in 125 is the most a lot may show.
    [250, 14, true],
    [250, 15, false],
    [2000, 112, true],
    [2000, 113, false],
    [300, 9, true],
  ] as const)('%i checked, %i rejected: accepted %s', (checked, rejected, accepted) => {
    expect(lotAccepted(plan, checked, rejected)).toBe(accepted);
  });

  it('decides a lot inspected in full on all its pieces', () => {
    const all = aqlPlan(3, 'II', 2.5);
    expect(lotAccepted(all, 2, 0)).toBeNull();
    expect(lotAccepted(all, 3, 0)).toBe(true);
    expect(lotAccepted(all, 1, 1)).toBe(false);
  });
});
