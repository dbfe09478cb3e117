/** The lot's count and verdict in words, for the panel and the screen reader alike. */
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import type { LiveLot } from '../liveLot';

const n = (v: number) => formatNumber(v);

/** "Accepted", "Rejected", or how many pieces are left to check. */
export function verdictLine(lot: LiveLot): string {
  if (lot.accepted === true) return m.cc_lot_accepted();
  if (lot.accepted === false) return m.cc_lot_rejected({ re: n(lot.plan.rejectNo) });
  return m.cc_lot_left({ count: lot.left });
}

/** The sentence read out once the count settles. */
export const lotSentence = (lot: LiveLot): string =>
  m.cc_lot_said({
    rejected: n(lot.lotRejected),
    checked: n(lot.lotChecked),
    sample: n(lot.plan.sampleSize),
    ac: n(lot.plan.acceptNo),
    re: n(lot.plan.rejectNo),
    verdict: verdictLine(lot),
  });
