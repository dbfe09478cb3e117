import type { QiReport, RollRow } from '../queries';

/** What a roll's label says: the roll, what it is, its weight and result, where it was inspected. */
export interface RollLabelFacts {
  rollNo: string;
  itemName: string;
  colour: string | null;
  kg: number;
  grade: number | null;
  points100m2: number | null;
  reportNo: string;
  date: string;
}

type ReportPart = Pick<QiReport, 'reportNo' | 'date' | 'itemName' | 'colour'>;
type RollPart = Pick<RollRow, 'rollNo' | 'kg' | 'grade' | 'points100m2'>;

/** A roll's label from its report and its row, as the roll sheet or the report with rolls has them. */
export const labelFacts = (report: ReportPart, roll: RollPart): RollLabelFacts => ({
  rollNo: roll.rollNo,
  itemName: report.itemName,
  colour: report.colour,
  kg: roll.kg,
  grade: roll.grade,
  points100m2: roll.points100m2,
  reportNo: report.reportNo,
  date: report.date,
});

/** How the labels print: one to a thermal label, or six to an A4 sheet (two across, three down). */
export type LabelFormat = 'thermal' | 'a4';

export const LABELS_PER_PAGE: Record<LabelFormat, number> = { thermal: 1, a4: 6 };

/** The labels page by page, so every printed page holds whole labels. */
export function pagesOf<T>(labels: readonly T[], format: LabelFormat): T[][] {
  const per = LABELS_PER_PAGE[format];
  const pages: T[][] = [];
  for (let i = 0; i < labels.length; i += per) pages.push(labels.slice(i, i + per));
  return pages;
}
