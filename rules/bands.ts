/**
 * The mill's grade bands and tolerances, and how an item's override replaces the mill's band.
 * The defaults live here and nowhere else: the settings screen, the server and the tablet's
 * preview all start from them until the mill saves its own.
 */

/** A roll's grade: 1 is best. The contract's `grade` field holds the same three values. */
export type Grade = 1 | 2 | 3;

/** Points per 100 m²: below `grade1Below` grade 1, above `grade3Above` grade 3, between grade 2. */
export interface GradeBand {
  readonly grade1Below: number;
  readonly grade3Above: number;
}

/** How rolls are graded: the band and the tolerances that apply to one roll. */
export interface GradeBands extends GradeBand {
  readonly gsmTolerancePct: number;
  readonly widthTolerancePct: number;
  /** GSM or width outside its tolerance lowers the grade by one band. */
  readonly toleranceLowersGrade: boolean;
  /** The mill's own band, given when an item's band replaces it (so a grade can say so). */
  readonly millBand?: GradeBand;
}

/**
 * Where a value falls in a band: below `grade1Below` grade 1, up to `grade3Above` (included)
 * grade 2, above it grade 3. Fabric grades points per 100 m² with it, collars and cuffs their
 * reject percentage.
 */
export function gradeInBand(value: number, band: GradeBand): Grade {
  if (value < band.grade1Below) return 1;
  if (value <= band.grade3Above) return 2;
  return 3;
}

/** The knit-mill band of domain.md: < 20 grade 1, 20–30 grade 2, > 30 grade 3. */
export const defaultGradeBand: GradeBand = { grade1Below: 20, grade3Above: 30 };

/** The default knit-mill rule (domain.md), used until the mill saves its own settings. */
export const defaultGradeBands: GradeBands = {
  ...defaultGradeBand,
  gsmTolerancePct: 5,
  widthTolerancePct: 5,
  toleranceLowersGrade: true,
};

/** An item's or customer's own band, in the shape the mill settings keep it. */
export interface BandOverrideRule extends GradeBand {
  readonly scope: 'item' | 'customer';
  /** The item code or the customer id. */
  readonly key: string;
}

/** The mill settings as grading needs them (the shape of the contract's settings answers). */
export interface MillGradeRules {
  readonly gradeBand: GradeBand;
  readonly gsmTolerancePct: number;
  readonly widthTolerancePct: number;
  readonly toleranceLowersGrade: boolean;
  readonly overrides: readonly BandOverrideRule[];
}

export const defaultMillGradeRules: MillGradeRules = {
  gradeBand: defaultGradeBand,
  gsmTolerancePct: defaultGradeBands.gsmTolerancePct,
  widthTolerancePct: defaultGradeBands.widthTolerancePct,
  toleranceLowersGrade: defaultGradeBands.toleranceLowersGrade,
  overrides: [],
};

/**
 * The bands a roll of this item is graded by: the mill's, with the item's own band when it has
 * one. Inspection reports name no customer, so customer overrides apply where sales allocate
 * rolls, not here.
 */
export function bandsForItem(rules: MillGradeRules, itemCode: string): GradeBands {
  const own = rules.overrides.find((o) => o.scope === 'item' && o.key === itemCode);
  const band = own ?? rules.gradeBand;
  return {
    grade1Below: band.grade1Below,
    grade3Above: band.grade3Above,
    gsmTolerancePct: rules.gsmTolerancePct,
    widthTolerancePct: rules.widthTolerancePct,
    toleranceLowersGrade: rules.toleranceLowersGrade,
    ...(own ? { millBand: rules.gradeBand } : {}),
  };
}
