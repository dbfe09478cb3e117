/**
 * Lot acceptance by attribute sampling: ISO 2859-1 (the same tables as ANSI/ASQ Z1.4), single
 * sampling, normal inspection. Table 1 gives a lot's sample size code letter for its size and
 * general inspection level; Table 2-A gives, per code letter and AQL, the sample size and the
 * acceptance (Ac) and rejection (Re) numbers, or an arrow to the first plan below or above.
 * Both tables are written out here as the standard prints them, for the levels and AQLs the mill
 * offers; the tablet and the server judge a collar and cuff lot with these functions only.
 */

export const inspectionLevels = ['I', 'II', 'III'] as const;
export type InspectionLevel = (typeof inspectionLevels)[number];

/** The AQLs offered, percent nonconforming: the usual ones for garments and trims. */
export const aqlValues = [0.65, 1, 1.5, 2.5, 4, 6.5] as const;
export type AqlValue = (typeof aqlValues)[number];

/** I, O and S are not used as code letters. */
export const codeLetters = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
] as const;
export type CodeLetter = (typeof codeLetters)[number];

/** Table 1: the largest lot of each row, then its code letter at general levels I, II and III. */
export const codeLetterTable: readonly (readonly [
  maxLot: number,
  I: CodeLetter,
  II: CodeLetter,
  III: CodeLetter,
])[] = [
  [8, 'A', 'A', 'B'],
  [15, 'A', 'B', 'C'],
  [25, 'B', 'C', 'D'],
  [50, 'C', 'D', 'E'],
  [90, 'C', 'E', 'F'],
  [150, 'D', 'F', 'G'],
  [280, 'E', 'G', 'H'],
  [500, 'F', 'H', 'J'],
  [1200, 'G', 'J', 'K'],
  [3200, 'H', 'K', 'L'],
  [10_000, 'J', 'L', 'M'],
  [35_000, 'K', 'M', 'N'],
  [150_000, 'L', 'N', 'P'],
  [500_000, 'M', 'P', 'Q'],
  [Infinity, 'N', 'Q', 'R'],
];

/** Table 2-A: the sample size of each code letter. */
export const sampleSizes: Readonly<Record<CodeLetter, number>> = {
  A: 2,
  B: 3,
  C: 5,
  D: 8,
  E: 13,
  F: 20,
  G: 32,
  H: 50,
  J: 80,
  K: 125,
  L: 200,
  M: 315,
  N: 500,
  P: 800,
  Q: 1250,
  R: 2000,
};

/** A cell of the master table: a plan (Ac, Re), or an arrow to the first plan below or above. */
export type MasterCell = readonly [ac: number, re: number] | 'down' | 'up';
const v = 'down';
const u = 'up';

/**
 * Table 2-A, single sampling, normal inspection: one row per code letter, one column per AQL of
 * `aqlValues` (0.65, 1.0, 1.5, 2.5, 4.0, 6.5).
 */
export const masterTable: Readonly<Record<CodeLetter, readonly MasterCell[]>> = {
  A: [v, v, v, v, v, [0, 1]],
  B: [v, v, v, v, [0, 1], u],
  C: [v, v, v, [0, 1], u, v],
  D: [v, v, [0, 1], u, v, [1, 2]],
  E: [v, [0, 1], u, v, [1, 2], [2, 3]],
  F: [[0, 1], u, v, [1, 2], [2, 3], [3, 4]],
  G: [u, v, [1, 2], [2, 3], [3, 4], [5, 6]],
  H: [v, [1, 2], [2, 3], [3, 4], [5, 6], [7, 8]],
  J: [
    [1, 2],
    [2, 3],
    [3, 4],
    [5, 6],
    [7, 8],
    [10, 11],
  ],
  K: [
    [2, 3],
    [3, 4],
    [5, 6],
    [7, 8],
    [10, 11],
    [14, 15],
  ],
  L: [
    [3, 4],
    [5, 6],
    [7, 8],
    [10, 11],
    [14, 15],
    [21, 22],
  ],
  M: [[5, 6], [7, 8], [10, 11], [14, 15], [21, 22], u],
  N: [[7, 8], [10, 11], [14, 15], [21, 22], u, u],
  P: [[10, 11], [14, 15], [21, 22], u, u, u],
  Q: [[14, 15], [21, 22], u, u, u, u],
  R: [[21, 22], u, u, u, u, u],
};

/** The code letter of a lot (Table 1); a lot of one piece is an A lot too. */
export function codeLetterFor(lotSize: number, level: InspectionLevel): CodeLetter {
  const column = inspectionLevels.indexOf(level) + 1;
  const row = codeLetterTable.find((r) => lotSize <= r[0]) ?? codeLetterTable.at(-1);
  const letter = row?.[column];
  if (typeof letter !== 'string') throw new Error(`no code letter for level ${level}`);
  return letter;
}

export interface AqlPlan {
  readonly lotSize: number;
  readonly level: InspectionLevel;
  readonly aql: AqlValue;
  /** The lot's code letter (Table 1). */
  readonly codeLetter: CodeLetter;
  /** The letter whose plan applies after following the table's arrows. */
  readonly planLetter: CodeLetter;
  /** Pieces to inspect: the plan's sample size, or the whole lot when that is smaller. */
  readonly sampleSize: number;
  readonly acceptNo: number;
  readonly rejectNo: number;
  /** The plan's sample reaches the lot size: every piece is inspected. */
  readonly inspectAll: boolean;
}

/**
 * The sampling plan of a lot: its code letter, then the master table's cell for the AQL,
 * following an arrow to the first plan below (↓) or above (↑) it. The sample size is that plan's;
 * when it equals or exceeds the lot size, every piece is inspected (and Ac, Re stay the plan's).
 */
export function aqlPlan(lotSize: number, level: InspectionLevel, aql: AqlValue): AqlPlan {
  if (!Number.isInteger(lotSize) || lotSize < 1) {
    throw new RangeError(`lot size must be a whole number of pieces, at least 1: ${lotSize}`);
  }
  const column = aqlValues.indexOf(aql);
  if (column < 0) throw new RangeError(`AQL ${aql} is not offered`);
  const codeLetter = codeLetterFor(lotSize, level);
  let at = codeLetters.indexOf(codeLetter);
  let cell = masterTable[codeLetter][column];
  // An arrow points along its column to the first row that holds a plan.
  const step = cell === 'up' ? -1 : 1;
  while (typeof cell === 'string') {
    at += step;
    const letter = codeLetters[at];
    if (!letter) throw new Error(`the ${aql} column has no plan from ${codeLetter}`);
    cell = masterTable[letter][column];
  }
  const planLetter = codeLetters[at] ?? codeLetter;
  const planSample = sampleSizes[planLetter];
  const [acceptNo, rejectNo] = cell ?? [0, 1];
  return {
    lotSize,
    level,
    aql,
    codeLetter,
    planLetter,
    sampleSize: Math.min(planSample, lotSize),
    acceptNo,
    rejectNo,
    inspectAll: planSample >= lotSize,
  };
}

/**
 * What the pieces found say of the lot. Within the sample, as the standard has it: rejected as
 * soon as the rejected pieces reach Re, accepted once the whole sample is checked with at most Ac
 * rejected, undecided (null) before. A lot checked beyond its sample (a bundle sorted piece by
 * piece) is judged on its reject rate instead: the rejected pieces prorated to the sample size
 * must stay within Ac, so checking more pieces neither sinks a good lot nor saves a bad one.
 */
export function lotAccepted(
  plan: Pick<AqlPlan, 'sampleSize' | 'acceptNo' | 'rejectNo'>,
  piecesChecked: number,
  piecesRejected: number,
): boolean | null {
  if (piecesChecked > plan.sampleSize) {
    return piecesRejected * plan.sampleSize <= plan.acceptNo * piecesChecked;
  }
  if (piecesRejected >= plan.rejectNo) return false;
  if (piecesChecked === plan.sampleSize) return piecesRejected <= plan.acceptNo;
  return null;
}

/** Whether a number names an AQL the mill offers (a query string gives plain numbers). */
export const isAqlValue = (n: number): n is AqlValue =>
  (aqlValues as readonly number[]).includes(n);
