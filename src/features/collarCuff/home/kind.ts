/** Collar & cuff inspection's home as a kind of the inspection core's (src/inspect/home/). */
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { m } from '../../../i18n';
import { formatDate, formatNumber, formatPercent } from '../../../i18n/format';
import type { HomeKind } from '../../../inspect/home/kind';
import { statusText } from '../../../inspect/labels';
import { ccCompletedQuery, ccOngoingQuery, type CcReport } from '../queries';
import { todayFigures } from './todayFigures';

export const ccHome: HomeKind<CcReport> = {
  start: () => ({
    link: linkOptions({ to: '/select-create-collar-cuff' }),
    label: m.ccreport_home_start(),
  }),
  lists: [
    {
      id: 'cc-ongoing',
      useList: (date) => useQuery(ccOngoingQuery(date)),
      title: m.ccreport_home_ongoing,
      failed: m.ccreport_home_ongoing_failed,
      loading: m.ccreport_home_ongoing_loading,
      none: m.ccreport_home_ongoing_none,
      resume: () => true,
    },
    {
      id: 'cc-completed',
      useList: (date) => useQuery(ccCompletedQuery(date)),
      title: m.ccreport_home_completed,
      failed: m.ccreport_home_completed_failed,
      loading: m.ccreport_home_completed_loading,
      none: m.ccreport_home_completed_none,
      all: () => ({
        link: linkOptions({ to: '/qi-ccreport-view' }),
        label: m.ccreport_all_reports(),
      }),
      resume: () => false,
    },
  ],
  // Today's lots and their rejected share, over the lots the home lists.
  useStats: (_date, [ongoing, completed]) => {
    const f = ongoing && completed ? todayFigures(ongoing.rows, completed.rows) : null;
    const unknown = m.inspection_not_available();
    return [
      {
        label: m.ccreport_stat_lots(),
        value: f ? formatNumber(f.ongoing + f.completed) : unknown,
        detail: f
          ? m.ccreport_stat_lots_detail({
              ongoing: formatNumber(f.ongoing),
              completed: formatNumber(f.completed),
            })
          : ' ',
      },
      {
        label: m.ccreport_stat_rejected(),
        value: f ? formatPercent(f.rejectPct) : unknown,
        detail: f
          ? m.ccreport_stat_rejected_detail({
              rejected: formatNumber(f.piecesRejected),
              checked: formatNumber(f.piecesChecked),
            })
          : ' ',
      },
    ];
  },
  card: {
    lines: (r) => [
      [r.itemName, r.colour, r.size].filter(Boolean).join(' · '),
      [r.customer, r.knitReportNo, r.inspector].filter(Boolean).join(' · '),
      [
        formatDate(r.date),
        m.inspection_rolls({ count: r.rolls }),
        m.ccreport_pieces({ count: r.lotPieces, n: formatNumber(r.lotPieces) }),
        m.ccreport_checked_rejected({
          checked: formatNumber(r.piecesChecked),
          rejected: formatNumber(r.piecesRejected),
        }),
        statusText(r),
      ].join(' · '),
    ],
    actions: ({ reportNo }, resume) => [
      ...(resume
        ? [
            {
              link: linkOptions({ to: '/collar-cuff-details', search: { reportNo } }),
              label: m.ccreport_continue(),
            },
          ]
        : []),
      {
        link: linkOptions({ to: '/cc-report-view-detail', search: { reportNo } }),
        label: m.inspection_open_report(),
        variant: resume ? 'default' : 'filled',
      },
    ],
  },
};
