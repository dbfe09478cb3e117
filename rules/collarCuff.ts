/**
 * Collar and cuff inspection counts pieces: a roll (bundle) is graded by the share of its checked
 * pieces that were rejected, and a lot (a report) is accepted or rejected by AQL sampling
 * (aql.ts). The mill's defaults live here and nowhere else; an item or a customer may have its
 * own. See docs/decisions/016-collar-cuff-aql.md.
 */
import { lotAccepted, type AqlPlan, type AqlValue, type InspectionLevel } from './aql';
import { gradeInBand, type GradeBand } from './bands';

/** How one collar and cuff lot is judged: the sampling plan's level and AQL, the grade band. */
export interface CcQualityRule {
  readonly level: InspectionLevel;
  readonly aql: AqlValue;
  /** Reject percentage: below `grade1Below` grade 1, above `grade3Above` grade 3. */
  readonly gradeBand: GradeBand;
}

export interface CcRuleOverride extends CcQualityRule {
  readonly scope: 'item' | 'customer';
  /** The item code or the customer id (ERPNext names). */
  readonly key: string;
}

/** The mill's collar and cuff rules as stored (the shape of the contract's answer). */
export interface MillCcRules extends CcQualityRule {
  readonly overrides: readonly CcRuleOverride[];
}

/**
 * General inspection level II and AQL 2.5 (domain.md); a bundle with under 2 % of its checked
 * pieces rejected is grade 1, over 5 % grade 3: flat-knit collars run at 1 to 3 % rejects.
 */
export const defaultCcRule: CcQualityRule = {
  level: 'II',
  aql: 2.5,
  gradeBand: { grade1Below: 2, grade3Above: 5 },
};

export const defaultMillCcRules: MillCcRules = { ...defaultCcRule, overrides: [] };

export type CcRuleSource = 'customer' | 'item' | 'mill';

/**
 * The rule a lot is judged by: the customer's own when the report names a customer with one (the
 * buyer's contract sets the AQL), else the item's own, else the mill's.
 */
export function ccRuleFor(
  rules: MillCcRules,
  itemCode: string,
  customer: string | null = null,
): CcQualityRule & { readonly source: CcRuleSource } {
  const own = (scope: CcRuleOverride['scope'], key: string | null) =>
    key === null ? undefined : rules.overrides.find((o) => o.scope === scope && o.key === key);
  const chosen = own('customer', customer) ?? own('item', itemCode);
  const rule = chosen ?? rules;
  return {
    level: rule.level,
    aql: rule.aql,
    gradeBand: { grade1Below: rule.gradeBand.grade1Below, grade3Above: rule.gradeBand.grade3Above },
    source: chosen?.scope ?? 'mill',
  };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Rejected pieces per 100 checked, to 0.01; null while nothing is checked. */
export const rejectPct = (piecesChecked: number, piecesRejected: number): number | null =>
  piecesChecked > 0 ? round2((piecesRejected * 100) / piecesChecked) : null;

export interface CcRollCounts {
  /** Pieces checked as entered (the roll's form or its summary). */
  readonly checkedEntered: number;
  /** Rejected pieces as entered; taps may have found more. */
  readonly rejectedEntered: number;
  /** Rejected pieces tapped by defect. */
  readonly rejectedTapped: number;
}

export interface CcRollScore {
  readonly piecesChecked: number;
  readonly piecesRejected: number;
  readonly rejectPct: number | null;
  readonly grade: 1 | 2 | 3 | null;
  /** Grade 1 or 2; null while ungraded. */
  readonly passed: boolean | null;
}

/**
 * A roll from what is stored: the rejected pieces are the more of those entered and those tapped
 * (a tap is a piece seen rejected; an entered count may include pieces rejected without a tap),
 * a rejected piece was checked, and the grade follows the reject percentage.
 */
export function scoreCcRoll(c: CcRollCounts, band: GradeBand): CcRollScore {
  const piecesRejected = Math.max(c.rejectedEntered, c.rejectedTapped);
  const piecesChecked = Math.max(c.checkedEntered, piecesRejected);
  const pct = rejectPct(piecesChecked, piecesRejected);
  const grade = pct === null ? null : gradeInBand(pct, band);
  return {
    piecesChecked,
    piecesRejected,
    rejectPct: pct,
    grade,
    passed: grade === null ? null : grade < 3,
  };
}

type Verdict = 'inspectOk' | 'inspectNotOk';

/**
 * A completed lot is inspect-OK when its sampling accepted it and the inspector did not reject
 * it; the inspector can only be stricter than the sample. Undecided lots are not completed (the
 * server refuses), so null counts as not OK here.
 */
export const ccVerdictFor = (
  accepted: boolean | null,
  inspectorVerdict: Verdict | null,
): Verdict =>
  accepted === true && inspectorVerdict !== 'inspectNotOk' ? 'inspectOk' : 'inspectNotOk';

/** The lot's judgement so far, for the screen and the stored report alike. */
export function judgeLot(
  plan: AqlPlan | null,
  piecesChecked: number,
  piecesRejected: number,
): boolean | null {
  return plan === null ? null : lotAccepted(plan, piecesChecked, piecesRejected);
}

/** Pieces per kg of a lot or a bundle, to 0.01; null without a weight. */
export const piecesPerKg = (pieces: number, kg: number): number | null =>
  kg > 0 ? round2(pieces / kg) : null;

/**
 * A roll's part of a lot's sample: the sample spread over the rolls by their pieces, rounded up,
 * never more than the roll holds. The server keeps the sample per lot; the report sheet and the
 * demo mill both show it per roll this way.
 */
export const sampleShareOf = (sampleSize: number, rollPieces: number, lotPieces: number): number =>
  lotPieces <= 0 ? 0 : Math.min(rollPieces, Math.ceil((sampleSize * rollPieces) / lotPieces));
