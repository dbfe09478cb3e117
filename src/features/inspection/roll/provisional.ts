import type { CallInput, Calls } from '@contract';
import { measuredWidthCm } from '@rules';
import type { QiReport, RollSheet } from '../queries';

type RollInput = CallInput<Calls['postRollData']>['jsonData'];

/**
 * What the tapping screen shows for a roll the server has not answered for yet (saved offline):
 * the typed data, unscored. The server's sheet replaces it as soon as it is fetched.
 */
export function provisionalSheet(report: QiReport, input: RollInput, rollNo: string): RollSheet {
  return {
    report,
    roll: {
      reportNo: report.reportNo,
      rollNo,
      greigeRollNo: input.greigeRollNo,
      finishRollNo: input.finishRollNo ?? null,
      itemCode: report.itemCode,
      status: 'ongoing',
      kg: input.kg,
      gsmSpec: input.gsmSpec ?? null,
      gsmTolerancePct: input.gsmTolerancePct ?? null,
      gsmMeasured: input.gsmMeasured ?? null,
      widthSpecCm: input.widthSpecCm ?? null,
      // Rounded as the server stores it, so the preview scores on the same width.
      widthMeasuredCm: measuredWidthCm([input.widthStartCm, input.widthMiddleCm, input.widthEndCm]),
      lengthM: input.lengthM ?? null,
      shade: input.shade ?? null,
      remarks: input.remarks ?? null,
      operator: input.operator ?? null,
      machine: input.machine ?? null,
      mistakes: 0,
      points: 0,
      points100m2: null,
      points100yd2: null,
      grade: null,
    },
    mistakes: [],
    mistakeSummary: [],
  };
}
