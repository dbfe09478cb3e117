import { SimpleGrid } from '@mantine/core';
import { m } from '../../../i18n';
import { formatNumber, formatPercent } from '../../../i18n/format';
import { Stat } from '../../../components/Stat';
import type { TodayFigures } from './todayFigures';

/** Today's lots and their rejected share, over the lots the home screen lists. */
export function CcTodayStats({ figures }: { figures: TodayFigures | null }) {
  const f = figures;
  const unknown = m.inspection_not_available();
  return (
    <SimpleGrid cols={2} spacing="md">
      <Stat
        label={m.ccreport_stat_lots()}
        value={f ? formatNumber(f.ongoing + f.completed) : unknown}
        detail={
          f
            ? m.ccreport_stat_lots_detail({
                ongoing: formatNumber(f.ongoing),
                completed: formatNumber(f.completed),
              })
            : ' '
        }
      />
      <Stat
        label={m.ccreport_stat_rejected()}
        value={f ? formatPercent(f.rejectPct) : unknown}
        detail={
          f
            ? m.ccreport_stat_rejected_detail({
                rejected: formatNumber(f.piecesRejected),
                checked: formatNumber(f.piecesChecked),
              })
            : ' '
        }
      />
    </SimpleGrid>
  );
}
