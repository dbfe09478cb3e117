import { DataTable } from '../../../components/table/DataTable';
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import type { BundleRow } from '../kept';
import { formatPerKg } from '../labels';

/** A bundle's name: its number, or that it gets one once it reaches the server. */
export const bundleName = (r: BundleRow): string => r.rollNo ?? m.knitting_number_on_sync();

/** Roll, pieces and kg stay on a phone; a tablet adds rejects and pieces per kg. */
const columns: readonly TableColumn<BundleRow>[] = [
  {
    key: 'key',
    label: m.knitting_col_roll,
    format: 'text',
    width: 2.4,
    priority: 1,
    display: (r) => (r.kept ? `${bundleName(r)} · ${m.knitting_on_tablet()}` : bundleName(r)),
  },
  { key: 'pieces', label: m.knitting_col_pieces, format: 'number', width: 1, priority: 1 },
  { key: 'rejectedPieces', label: m.knitting_col_rejected, format: 'number', priority: 2 },
  {
    key: 'kg',
    label: m.knitting_col_kg,
    format: 'kg',
    width: 1.1,
    priority: 1,
    display: (r) => formatKg(r.kg, { max: 2 }),
  },
  {
    key: 'piecesPerKg',
    label: m.knitting_col_per_kg,
    format: 'number',
    width: 1.1,
    priority: 2,
    display: (r) => formatPerKg(r.piecesPerKg),
  },
  { key: 'remarks', label: m.knitting_col_remarks, format: 'text', width: 1.6, priority: 4 },
];

/** The report's bundles; a tap opens one to correct it or record its rejects. */
export function BundlesTable({
  rows,
  onOpen,
}: {
  rows: readonly BundleRow[];
  onOpen?: (row: BundleRow) => void;
}) {
  return (
    <DataTable
      label={m.knitting_bundles_title()}
      rows={rows}
      columns={columns}
      rowKey={(r) => r.key}
      rowName={bundleName}
      empty={m.knitting_no_bundles()}
      onOpen={onOpen}
    />
  );
}
