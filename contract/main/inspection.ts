/** Fabric roll quality inspection: reports, rolls, mistakes and the ERP views of a roll. */
import { inspectionMistakeCalls } from './inspection/mistakes';
import { inspectionReportCalls } from './inspection/reports';
import { inspectionRollCalls } from './inspection/rolls';
import { inspectionStartCalls } from './inspection/start';
import { inspectionPhotoCalls } from './inspection/photos';

export const inspectionCalls = {
  ...inspectionReportCalls,
  ...inspectionRollCalls,
  ...inspectionStartCalls,
  ...inspectionMistakeCalls,
  ...inspectionPhotoCalls,
} as const;

export * from './inspection/fields';
export * from './inspection/rows';
export * from './inspection/start';
export * from './inspection/photos';
export { qiReportWithRolls, rollSheet, rollProduction } from './inspection/reports';
export type { QiReportWithRolls, RollSheet, RollProduction } from './inspection/reports';
export { rollInput, rollEdit, rollSummaryInput } from './inspection/rolls';
export type { RollInput, RollEdit, RollSummaryInput } from './inspection/rolls';
export {
  mistakeEntry,
  mistakeInput,
  mistakeBatchInput,
  mistakeRef,
  mistakeChange,
  rollScore,
} from './inspection/mistakes';
export type {
  MistakeEntry,
  MistakeInput,
  MistakeBatchInput,
  MistakeRef,
  MistakeChange,
} from './inspection/mistakes';
