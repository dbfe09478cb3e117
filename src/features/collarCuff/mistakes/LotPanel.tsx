import { memo } from 'react';
import { GradeBadge } from '../../../components/GradeBadge';
import { m } from '../../../i18n';
import { formatNumber, formatPercent } from '../../../i18n/format';
import classes from '../../../components/ScoreFigures.module.css';
import { Figure } from '../../../inspect/parts';
import type { LiveLot } from '../liveLot';
import own from './LotPanel.module.css';
import { verdictLine } from './lotWords';

/**
 * Always in view: the lot's pieces checked against its sample, its rejected pieces against the
 * accept and reject numbers, what that means for the lot, and this roll's share. Not a live
 * region: the Announcer reads the count out once it settles.
 */
export const LotPanel = memo(function LotPanel({ lot }: { lot: LiveLot }) {
  const tone = lot.accepted === true ? 'ok' : lot.accepted === false ? 'bad' : 'open';
  return (
    <div className={classes.panel} role="group" aria-label={m.cc_lot_count()}>
      <div className={classes.row}>
        <Figure
          label={m.cc_figure_checked()}
          value={`${formatNumber(lot.lotChecked)} / ${formatNumber(lot.plan.sampleSize)}`}
        />
        <Figure label={m.cc_figure_rejected()} value={formatNumber(lot.lotRejected)} />
        <Figure label={m.cc_figure_accept()} value={formatNumber(lot.plan.acceptNo)} />
        <Figure label={m.cc_figure_reject()} value={formatNumber(lot.plan.rejectNo)} />
      </div>
      <p className={own.verdict} data-tone={tone} data-testid="lot-verdict">
        {verdictLine(lot)}
      </p>
      <div className={own.roll}>
        <span>
          {m.cc_roll_count({
            checked: formatNumber(lot.rollChecked),
            rejected: formatNumber(lot.rollRejected),
            pct: formatPercent(lot.rollRejectPct),
          })}
        </span>
        <GradeBadge grade={lot.rollGrade} size="lg" />
      </div>
    </div>
  );
});
