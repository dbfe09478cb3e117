/** A collar & cuff report as the server answers it, for the screens' tests. */
import type { CcAql, CcReport, CcReportWithRolls, CcRoll, CcRollSheet } from '../queries';

export const plan: CcAql = {
  lotSize: 600,
  level: 'II',
  aql: 2.5,
  codeLetter: 'J',
  planLetter: 'J',
  sampleSize: 80,
  acceptNo: 5,
  rejectNo: 6,
  inspectAll: false,
  piecesChecked: 80,
  piecesRejected: 7,
  accepted: false,
};

export const ccReport = (over: Partial<CcReport> = {}): CcReport => ({
  reportNo: 'QCC-1',
  date: '2026-11-09',
  stage: 'greige',
  status: 'completed',
  verdict: 'inspectNotOk',
  kind: 'collar',
  sourceKind: null,
  sourceDocNo: null,
  supplier: null,
  customer: 'Tiruppur Polo Co',
  knitReportNo: 'KCC-1',
  itemCode: 'CC-POLO-1',
  itemName: 'Polo collar navy',
  colour: 'Navy',
  size: 'L',
  lot: null,
  inspector: 'asha',
  tableName: 'Table 2',
  rolls: 2,
  lotPieces: 600,
  piecesChecked: 80,
  piecesRejected: 7,
  rejectPct: 8.75,
  kg: 30.5,
  aql: plan,
  gradeBand: { grade1Below: 2, grade3Above: 5 },
  grade: 3,
  ...over,
});

export const ccRoll = (over: Partial<CcRoll> = {}): CcRoll => ({
  reportNo: 'QCC-1',
  rollNo: 'KB-1',
  greigeRollNo: 'KB-1',
  finishRollNo: null,
  status: 'completed',
  size: 'L',
  pieces: 400,
  piecesChecked: 54,
  piecesRejected: 6,
  kg: 20,
  rejectPct: 11.11,
  passed: false,
  grade: 3,
  remarks: null,
  ...over,
});

export const ccReportWithRolls = (over: Partial<CcReport> = {}): CcReportWithRolls => ({
  ...ccReport(over),
  rollRows: [
    ccRoll(),
    ccRoll({
      rollNo: 'KB-2',
      greigeRollNo: 'KB-2',
      pieces: 200,
      piecesChecked: 26,
      piecesRejected: 1,
      kg: 10.5,
      rejectPct: 3.85,
      passed: true,
      grade: 2,
    }),
  ],
});

export const rollSheet = (
  report: CcReportWithRolls,
  rollNo: string,
  summary: CcRollSheet['mistakeSummary'],
): CcRollSheet => {
  const roll = report.rollRows.find((r) => r.rollNo === rollNo) ?? ccRoll({ rollNo });
  return { report, roll, mistakes: [], mistakeSummary: summary };
};
