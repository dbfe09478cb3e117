/** Fabric inspection's home as a kind of the inspection core's (src/inspect/home/). */
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber } from '../../../i18n/format';
import type { HomeKind } from '../../../inspect/home/kind';
import { sourceName, statusText } from '../../../inspect/labels';
import { callQuery } from '../../../lib/rpc';
import { ongoingQuery, recentReportsQuery, type QiReport } from '../queries';

/** Today's inspected weight and rolls, greige and finish: read for the home alone. */
function useStats(date: string) {
  const weight = useQuery(callQuery('getTodayInspectedFabricWeight', { jsonTodayDate: date }));
  const rolls = useQuery(callQuery('getTodayInspectedFabricTotalRolls', { jsonTodayDate: date }));
  const w = weight.data;
  const r = rolls.data;
  return [
    {
      label: m.inspection_today_inspected(),
      value: w ? formatKg(w.totalKg) : weight.isError ? m.inspection_not_available() : '…',
      detail: w
        ? m.inspection_today_by_stage({
            greige: formatKg(w.greigeKg),
            finish: formatKg(w.finishKg),
          })
        : ' ',
    },
    {
      label: m.inspection_today_rolls(),
      value: r ? formatNumber(r.rolls) : rolls.isError ? m.inspection_not_available() : '…',
      detail: r
        ? m.inspection_today_by_stage({
            greige: formatNumber(r.greigeRolls),
            finish: formatNumber(r.finishRolls),
          })
        : ' ',
    },
  ] as const;
}

export const fabricHome: HomeKind<QiReport> = {
  start: () => ({ link: linkOptions({ to: '/select-create-roll' }), label: m.inspection_start() }),
  lists: [
    {
      id: 'ongoing',
      useList: (date) => useQuery(ongoingQuery(date)),
      title: m.inspection_ongoing_today,
      failed: m.inspection_ongoing_failed,
      loading: m.inspection_ongoing_loading,
      none: m.inspection_ongoing_none,
      resume: () => true,
    },
    {
      id: 'recent',
      useList: () => useQuery(recentReportsQuery()),
      title: m.inspection_recent,
      failed: m.inspection_recent_failed,
      loading: m.inspection_recent_loading,
      limit: 8,
      all: () => ({
        link: linkOptions({ to: '/qi-report-view' }),
        label: m.inspection_all_reports(),
      }),
      resume: (r) => r.status === 'ongoing',
    },
  ],
  useStats,
  card: {
    lines: (r) => [
      `${r.itemName}${r.colour ? ` · ${r.colour}` : ''}`,
      `${sourceName(r.sourceKind)} ${r.sourceDocNo ?? ''} ${r.supplier ? `· ${r.supplier}` : ''} · ${r.inspector}`,
      [
        formatDate(r.date),
        m.inspection_rolls({ count: r.rolls }),
        formatKg(r.totalKg),
        m.inspection_points({ count: r.totalPoints }),
        statusText(r),
      ].join(' · '),
    ],
    actions: (r, resume) => {
      const search = { reportNo: r.reportNo, date: r.date };
      return [
        ...(resume
          ? [
              {
                link: linkOptions({ to: '/select-create-roll', search }),
                label: m.inspection_add_roll(),
              },
            ]
          : []),
        {
          link: linkOptions({ to: '/report-view-detail', search }),
          label: m.inspection_open_report(),
          variant: 'default',
        },
      ];
    },
  },
};
