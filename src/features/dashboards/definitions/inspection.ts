/** The inspection dashboard (route /dashboard): totals, then each breakdown for the chosen stage. */
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import type { BreakdownPanel, DashboardDefinition, TilePanel } from '../definition';
import type { Row } from '../read';

/** A breakdown's CSV: its name, its key, then every figure the call answers. */
const breakdownColumns = (name: () => string): TableColumn<Row>[] => [
  { key: 'label', label: name, format: 'text', priority: 1 },
  { key: 'key', label: m.dash_col_code, format: 'text', priority: 2 },
  { key: 'rolls', label: m.dash_col_rolls, format: 'number', priority: 1 },
  { key: 'kg', label: m.dash_col_kg, csvLabel: m.dash_col_weight, format: 'kg', priority: 1 },
  { key: 'mistakes', label: m.dash_col_mistakes, format: 'number', priority: 2 },
  { key: 'points', label: m.dash_col_points, format: 'number', priority: 2 },
  { key: 'points100m2', label: m.dash_col_points100, format: 'rate', priority: 2 },
];

const fabricTotal = (
  id: string,
  title: () => string,
  field: string,
  format: TilePanel['format'],
  more: Partial<TilePanel> = {},
): TilePanel => ({
  kind: 'tile',
  id,
  title,
  call: 'getTotalFabricInspected',
  scope: 'range',
  field,
  format,
  rising: 'good',
  ...more,
});
const ccTotal = (
  id: string,
  title: () => string,
  field: string,
  format: TilePanel['format'],
  rising: 'good' | 'bad',
): TilePanel => ({
  kind: 'tile',
  id,
  title,
  call: 'getTotalCCInspected',
  scope: 'range',
  field,
  format,
  rising,
  reportList: '/qi-ccreport-view',
});

const breakdown = (
  spec: Pick<BreakdownPanel, 'id' | 'title' | 'call' | 'emptyLabel'> & {
    by: 'supplier' | 'item' | 'checker' | 'grade' | 'mistake';
    name: () => string;
    chart?: 'bars' | 'donut';
    keyAs?: 'grade';
  },
): BreakdownPanel => ({
  kind: 'breakdown',
  id: spec.id,
  title: spec.title,
  call: spec.call,
  scope: 'range',
  chart: spec.chart ?? 'bars',
  key: 'key',
  label: 'label',
  value: 'rolls',
  format: 'number',
  top: 8,
  emptyLabel: spec.emptyLabel,
  ...(spec.keyAs ? { keyAs: spec.keyAs } : {}),
  columns: breakdownColumns(spec.name),
  drill: { source: 'inspection', by: spec.by },
});

export const inspectionDashboard: DashboardDefinition = {
  id: 'dashboard',
  stages: true,
  compare: false,
  sections: [
    {
      title: m.dash_section_fabric,
      panels: [
        fabricTotal('fabric-rolls', m.dash_tile_fabric_rolls, 'rolls', 'number'),
        fabricTotal('fabric-kg', m.dash_tile_fabric_kg, 'kg', 'kg'),
        fabricTotal('points', m.dash_tile_points, 'points', 'number', { rising: 'bad' }),
        fabricTotal('points100', m.dash_tile_points100, 'points100m2', 'rate', { rising: 'bad' }),
        fabricTotal('greige-rolls', m.dash_tile_greige_rolls, 'greige.rolls', 'number', {
          drill: { source: 'inspection', by: 'all', stage: 'greige' },
        }),
        fabricTotal('greige-kg', m.dash_tile_greige_kg, 'greige.kg', 'kg', {
          drill: { source: 'inspection', by: 'all', stage: 'greige' },
        }),
        fabricTotal('finish-rolls', m.dash_tile_finish_rolls, 'finish.rolls', 'number', {
          drill: { source: 'inspection', by: 'all', stage: 'finish' },
        }),
        fabricTotal('finish-kg', m.dash_tile_finish_kg, 'finish.kg', 'kg', {
          drill: { source: 'inspection', by: 'all', stage: 'finish' },
        }),
      ],
    },
    {
      title: m.dash_section_cc,
      panels: [
        ccTotal('cc-rolls', m.dash_tile_cc_rolls, 'rolls', 'number', 'good'),
        ccTotal('cc-checked', m.dash_tile_cc_checked, 'piecesChecked', 'number', 'good'),
        ccTotal('cc-rejected', m.dash_tile_cc_rejected, 'piecesRejected', 'number', 'bad'),
        ccTotal('cc-reject-pct', m.dash_tile_cc_reject_pct, 'rejectPct', 'percent', 'bad'),
      ],
    },
    {
      title: m.dash_section_breakdowns,
      panels: [
        breakdown({
          id: 'mistake-wise',
          title: m.dash_mistake_wise,
          name: m.dash_col_mistake,
          call: {
            greige: 'getMistakeWiseFabricInspected',
            finish: 'getMistakeWiseFinishFabricInspected',
          },
          by: 'mistake',
          emptyLabel: m.dash_no_mistake,
        }),
        breakdown({
          id: 'supplier-wise',
          title: m.dash_supplier_wise,
          name: m.dash_col_supplier,
          call: {
            greige: 'getSupplierWiseFabricInspected',
            finish: 'getSupplierWiseFinishFabricInspected',
          },
          by: 'supplier',
          // Only fabric bought or knitted outside the mill names a supplier.
          emptyLabel: m.dash_in_house,
        }),
        breakdown({
          id: 'fabric-wise',
          title: m.dash_fabric_wise,
          name: m.dash_col_fabric,
          call: {
            greige: 'getFabricWiseFabricInspected',
            finish: 'getFabricWiseFinishFabricInspected',
          },
          by: 'item',
          emptyLabel: m.dash_no_fabric,
        }),
        breakdown({
          id: 'checker-wise',
          title: m.dash_checker_wise,
          name: m.dash_col_checker,
          call: {
            greige: 'getCheckerWiseFabricInspected',
            finish: 'getCheckerWiseFinishFabricInspected',
          },
          by: 'checker',
          emptyLabel: m.dash_no_checker,
        }),
        breakdown({
          id: 'grade-wise',
          title: m.dash_grade_wise,
          name: m.dash_col_grade,
          call: { greige: 'getGradeWiseRollInspected', finish: 'getGradeWiseFinishRollInspected' },
          by: 'grade',
          chart: 'donut',
          keyAs: 'grade',
          emptyLabel: m.dash_ungraded,
        }),
        {
          kind: 'table',
          id: 'mistake-supplier',
          title: m.dash_mistake_supplier,
          call: 'getMistakeWiseSupplierWiseFinishFabricInspected',
          scope: 'range',
          columns: [
            {
              key: 'supplierName',
              label: m.dash_col_supplier,
              format: 'text',
              priority: 1,
              width: 2,
              display: (r) => String(r.supplierName || r.supplier || m.dash_in_house()),
            },
            { key: 'label', label: m.dash_col_mistake, format: 'text', priority: 1, width: 2 },
            { key: 'rolls', label: m.dash_col_rolls, format: 'number', priority: 1 },
            { key: 'mistakes', label: m.dash_col_mistakes, format: 'number', priority: 2 },
            { key: 'points', label: m.dash_col_points, format: 'number', priority: 3 },
            {
              key: 'kg',
              label: m.dash_col_kg,
              csvLabel: m.dash_col_weight,
              format: 'kg',
              priority: 4,
            },
          ],
          rowKey: ['supplier', 'key'],
          sort: { key: 'mistakes', desc: true },
        },
      ],
    },
  ],
};
