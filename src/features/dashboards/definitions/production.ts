/**
 * The production dashboard (route /production-dashboard): fabric knitted in the period and in a
 * comparison period (the seed's ForSpecifiedDate calls, chosen by the panel's scope), day-wise,
 * machine-wise and fabric-wise; collar & cuff pieces on a chosen day and the week up to it.
 */
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import type {
  BreakdownPanel,
  DashboardDefinition,
  Drill,
  Scope,
  TilePanel,
  TrendPanel,
} from '../definition';
import type { Row } from '../read';

const rollsDrill: Drill = { source: 'production', by: 'all' };

const tile = (
  id: string,
  title: () => string,
  call: TilePanel['call'],
  scope: Scope,
  field: string,
  format: TilePanel['format'],
  more: Partial<TilePanel> = {},
): TilePanel => ({ kind: 'tile', id, title, call, scope, field, format, rising: 'good', ...more });

const columns = (name: () => string, pieces: boolean): TableColumn<Row>[] => [
  { key: 'label', label: name, format: 'text', priority: 1, width: 2 },
  { key: 'key', label: m.dash_col_code, format: 'text', priority: 3 },
  ...(pieces
    ? [{ key: 'pieces', label: m.prod_col_pieces, format: 'number', priority: 1 } as const]
    : []),
  { key: 'rolls', label: m.dash_col_rolls, format: 'number', priority: 1 },
  { key: 'kg', label: m.dash_col_kg, csvLabel: m.dash_col_weight, format: 'kg', priority: 2 },
];

const breakdown = (
  spec: Pick<BreakdownPanel, 'id' | 'title' | 'call' | 'scope' | 'emptyLabel'> & {
    name: () => string;
    pieces?: boolean;
    by?: 'machine' | 'item';
  },
): BreakdownPanel => ({
  kind: 'breakdown',
  id: spec.id,
  title: spec.title,
  call: spec.call,
  scope: spec.scope,
  chart: 'bars',
  key: 'key',
  label: 'label',
  value: spec.pieces ? 'pieces' : 'rolls',
  format: 'number',
  top: 10,
  emptyLabel: spec.emptyLabel,
  columns: columns(spec.name, spec.pieces ?? false),
  ...(spec.by ? { drill: { source: 'production' as const, by: spec.by } } : {}),
});

const trend = (
  spec: Pick<TrendPanel, 'id' | 'title' | 'call' | 'scope' | 'chart' | 'days' | 'drill'> & {
    pieces?: boolean;
  },
): TrendPanel => ({
  kind: 'trend',
  ...spec,
  date: 'date',
  series: [
    spec.pieces
      ? { field: 'pieces', label: m.prod_col_pieces, format: 'number' }
      : { field: 'rolls', label: m.dash_col_rolls, format: 'number' },
  ],
});

const machineDayColumns = (pieces: boolean): TableColumn<Row>[] => [
  {
    key: 'machine',
    label: m.dash_col_machine,
    format: 'text',
    priority: 1,
    width: 1.4,
    // Named as the machine-wise bars name it, on the screen and in the CSV alike.
    display: (r) => String(r.machine || m.prod_no_machine()),
  },
  { key: 'date', label: m.dash_col_date, format: 'date', priority: 1, width: 1.3 },
  ...(pieces
    ? [{ key: 'pieces', label: m.prod_col_pieces, format: 'number', priority: 1 } as const]
    : []),
  { key: 'rolls', label: m.dash_col_rolls, format: 'number', priority: 1 },
  { key: 'kg', label: m.dash_col_kg, csvLabel: m.dash_col_weight, format: 'kg', priority: 2 },
];

export const productionDashboard: DashboardDefinition = {
  id: 'production-dashboard',
  stages: false,
  compare: true,
  openAlerts: true,
  compareLabels: { from: m.prod_compare_from, to: m.prod_compare_to },
  dayLabel: m.prod_cc_day,
  sections: [
    {
      title: m.prod_section_fabric,
      panels: [
        tile(
          'rolls',
          m.prod_tile_rolls,
          'getTodayProductionFabricTotalRollsForDate',
          'range',
          'rolls',
          'number',
          { drill: rollsDrill },
        ),
        tile(
          'kg',
          m.prod_tile_kg,
          'getTodayProductionFabricTotalRollsForDate',
          'range',
          'kg',
          'kg',
          { drill: rollsDrill },
        ),
        trend({
          id: 'day-wise',
          title: m.prod_day_wise,
          call: 'getTodayProductionFabricDayWiseTotalRollsForDate',
          scope: 'range',
          chart: 'bars',
          drill: { source: 'production', by: 'day' },
        }),
        breakdown({
          id: 'machine-wise',
          title: m.prod_machine_wise,
          name: m.dash_col_machine,
          call: 'getTodayProductionMachineWiseTotalRollsForDate',
          scope: 'range',
          emptyLabel: m.prod_no_machine,
          by: 'machine',
        }),
        breakdown({
          id: 'fabric-wise',
          title: m.prod_fabric_wise,
          name: m.dash_col_fabric,
          call: 'getTodayProductionFabricWiseTotalRollsForDate',
          scope: 'range',
          emptyLabel: m.dash_no_fabric,
          by: 'item',
        }),
        {
          kind: 'table',
          id: 'machine-day',
          title: m.prod_machine_day,
          call: 'getTodayProductionMachineWiseDayWiseTotalRollsForDate',
          scope: 'range',
          columns: machineDayColumns(false),
          rowKey: ['machine', 'date'],
          sort: { key: 'date', desc: true },
          drill: { source: 'production', by: 'machine' },
          drillKey: 'machine',
          drillDay: 'date',
        },
      ],
    },
    {
      title: m.prod_section_compare,
      compare: true,
      panels: [
        tile(
          'cmp-rolls',
          m.prod_tile_cmp_rolls,
          'getTodayProductionFabricTotalRollsForSpecifiedDate',
          'compare',
          'rolls',
          'number',
          { drill: rollsDrill, noChange: true },
        ),
        tile(
          'cmp-kg',
          m.prod_tile_cmp_kg,
          'getTodayProductionFabricTotalRollsForSpecifiedDate',
          'compare',
          'kg',
          'kg',
          { drill: rollsDrill, noChange: true },
        ),
        tile(
          'cmp-cc-pieces',
          m.prod_tile_cmp_cc_pieces,
          'getTodayProductionCollarCuffTotalRollsForSpecifiedDate',
          'compare',
          'pieces',
          'number',
          { noChange: true },
        ),
        tile(
          'cmp-cc-kg',
          m.prod_tile_cmp_cc_kg,
          'getTodayProductionCollarCuffTotalRollsForSpecifiedDate',
          'compare',
          'kg',
          'kg',
          { noChange: true },
        ),
        trend({
          id: 'cmp-day-wise',
          title: m.prod_cmp_day_wise,
          call: 'getTodayProductionFabricDayWiseTotalRollsForSpecifiedDate',
          scope: 'compare',
          chart: 'line',
          drill: { source: 'production', by: 'day' },
        }),
        trend({
          id: 'cmp-cc-day-wise',
          title: m.prod_cmp_cc_day_wise,
          call: 'getTodayProductionCollarCuffDayWiseTotalRollsForSpecifiedDate',
          scope: 'compare',
          chart: 'line',
          pieces: true,
        }),
      ],
    },
    {
      title: m.prod_section_cc,
      day: true,
      panels: [
        tile(
          'cc-rolls',
          m.prod_tile_cc_rolls,
          'getTodayProductionCCTotalRollsForDate',
          'day',
          'rolls',
          'number',
        ),
        tile(
          'cc-pieces',
          m.prod_tile_cc_pieces,
          'getTodayProductionCCTotalRollsForDate',
          'day',
          'pieces',
          'number',
        ),
        tile(
          'cc-kg',
          m.prod_tile_cc_kg,
          'getTodayProductionCCTotalRollsForDate',
          'day',
          'kg',
          'kg',
        ),
        trend({
          id: 'cc-day-wise',
          title: m.prod_cc_day_wise,
          call: 'getTodayProductionCollarCuffDayWiseTotalRollsForDate',
          scope: 'day',
          days: 7,
          chart: 'bars',
          pieces: true,
        }),
        breakdown({
          id: 'cc-item-wise',
          title: m.prod_cc_item_wise,
          name: m.prod_col_item,
          call: 'getTodayProductionCollarCuffWiseTotalRollsForDate',
          scope: 'day',
          emptyLabel: m.dash_no_fabric,
          pieces: true,
        }),
        breakdown({
          id: 'cc-machine-wise',
          title: m.prod_cc_machine_wise,
          name: m.dash_col_machine,
          call: 'getTodayProductionCollarCuffMachineWiseTotalRollsForDate',
          scope: 'day',
          emptyLabel: m.prod_no_machine,
          pieces: true,
        }),
        {
          kind: 'table',
          id: 'cc-machine-day',
          title: m.prod_cc_machine_day,
          call: 'getTodayProductionCollarCuffMachineWiseDayWiseTotalRollsForDate',
          scope: 'day',
          columns: machineDayColumns(true),
          rowKey: ['machine', 'date'],
          sort: { key: 'date', desc: true },
        },
      ],
    },
  ],
};
