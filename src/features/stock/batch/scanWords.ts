import { m } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import { english } from '../../../lib/errorText';
import { MAX_ROLLS, type RollProblem, type ScanResult } from './pick';

type Refused = Extract<ScanResult, { kind: 'refused' }>;

/** Why the server would not let a roll join, naming the batch or dispatch that holds it. */
export function refusedWords(
  r: Pick<Refused, 'rollNo' | 'problem' | 'batchNo' | 'stockEntryNo' | 'message'>,
): string {
  const { rollNo } = r;
  const byProblem: Record<RollProblem, () => string> = {
    unknownRoll: () => m.batch_refused_unknown({ rollNo }),
    inBatch: () =>
      r.batchNo
        ? m.batch_refused_in_batch({ rollNo, batchNo: r.batchNo })
        : m.batch_refused_in_a_batch({ rollNo }),
    dispatched: () =>
      r.stockEntryNo
        ? m.batch_refused_dispatched({ rollNo, stockEntryNo: r.stockEntryNo })
        : m.batch_refused_dispatched_any({ rollNo }),
    finished: () => m.batch_refused_finished({ rollNo }),
    notInGreigeStock: () => m.batch_refused_not_in_greige({ rollNo }),
  };
  // The server's English sentence is the more precise one; other languages word the problem.
  return english() && r.message ? r.message : byProblem[r.problem]();
}

/** What the scanner's last number did, in the user's words; null when there is nothing to say. */
export function scanWords(r: ScanResult): { ok: boolean; text: string } | null {
  switch (r.kind) {
    case 'empty':
      return null;
    case 'added':
      return {
        ok: true,
        text: m.batch_scan_added({ rollNo: r.roll.rollNo, kg: formatKg(r.roll.kg) }),
      };
    case 'already':
      return { ok: false, text: m.batch_scan_already({ rollNo: r.rollNo }) };
    case 'otherItem':
      return {
        ok: false,
        text: m.batch_scan_other_item({ rollNo: r.rollNo, itemCode: r.itemCode }),
      };
    case 'full':
      return { ok: false, text: m.batch_scan_full({ rollNo: r.rollNo, max: String(MAX_ROLLS) }) };
    case 'refused':
      return { ok: false, text: refusedWords(r) };
  }
}
