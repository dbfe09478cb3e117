import { useMemo } from 'react';
import { DataTable } from '../../../components/table/DataTable';
import type { TableColumn } from '../../../components/table/columns';
import { m as msg, useLocale, type Locale } from '../../../i18n';
import { formatNumber, MISSING } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import type { RollSheet } from '../queries';
import { DefectPhotoList } from './DefectPhotoList';

type Mistake = RollSheet['mistakes'][number] & { n: number };
type TypeSum = RollSheet['mistakeSummary'][number];

const one = (n: number | null) => formatNumber(n, { max: 1 });

/** The mistake, its points and its number stay on a phone; where and who fold into its details. */
const listColumns = (locale: Locale): readonly TableColumn<Mistake>[] => [
  { key: 'n', label: () => '#', format: 'number', width: 0.5, priority: 2 },
  {
    key: 'mistake',
    label: msg.sheet_mistake,
    format: 'text',
    width: 2,
    priority: 1,
    display: (r) => mistakeName(r.mistake, r.mistakeTa, locale),
  },
  { key: 'points', label: msg.sheet_points, format: 'number', width: 1, priority: 1 },
  {
    key: 'continuousM',
    label: msg.sheet_col_continuous,
    format: 'number',
    width: 1,
    priority: 3,
    display: (r) => one(r.continuousM),
  },
  {
    key: 'positionM',
    label: msg.sheet_col_at,
    format: 'number',
    width: 1,
    priority: 3,
    display: (r) => one(r.positionM),
  },
  {
    key: 'photos',
    label: msg.photo_col,
    format: 'text',
    width: 1,
    priority: 2,
    display: (r) => (r.photos?.length ? msg.photo_count({ count: r.photos.length }) : MISSING),
  },
  { key: 'recordedBy', label: msg.sheet_col_by, format: 'text', width: 1, priority: 4 },
  { key: 'recordedAt', label: msg.sheet_col_time, format: 'dateTime', width: 1.6, priority: 4 },
];

/** Every tap on a roll, in the order it was recorded; each mistake named in the tablet's language. */
export function MistakeList({ mistakes }: { mistakes: RollSheet['mistakes'] }) {
  const locale = useLocale();
  const columns = useMemo(() => listColumns(locale), [locale]);
  const rows = useMemo(() => mistakes.map((r, i) => ({ ...r, n: i + 1 })), [mistakes]);
  return (
    <>
      <DataTable
        label={msg.sheet_mistakes()}
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        rowName={(r) => `${formatNumber(r.n)} ${mistakeName(r.mistake, r.mistakeTa, locale)}`}
        empty={msg.sheet_no_mistakes_roll()}
      />
      <DefectPhotoList mistakes={mistakes} />
    </>
  );
}

const summaryColumns = (locale: Locale): readonly TableColumn<TypeSum>[] => [
  {
    key: 'mistake',
    label: msg.sheet_mistake,
    format: 'text',
    width: 2,
    priority: 1,
    display: (s) => mistakeName(s.mistake, s.mistakeTa, locale),
  },
  { key: 'count', label: msg.sheet_count, format: 'number', width: 1, priority: 1 },
  { key: 'points', label: msg.sheet_points, format: 'number', width: 1, priority: 1 },
];

/** Mistakes summed by type: how many and how many points. */
export function MistakeSummary({ summary }: { summary: RollSheet['mistakeSummary'] }) {
  const locale = useLocale();
  const columns = useMemo(() => summaryColumns(locale), [locale]);
  return (
    <DataTable
      label={msg.sheet_by_type()}
      rows={summary}
      columns={columns}
      rowKey={(s) => s.mistake}
      empty={msg.sheet_no_mistakes()}
    />
  );
}
