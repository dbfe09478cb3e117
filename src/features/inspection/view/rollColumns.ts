import { gradeWhy } from '../../../components/gradeWhy';
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import type { RollRow } from '../queries';

const one = (n: number | null) => formatNumber(n, { max: 1 });
const specAndMeasured = (spec: number | null, measured: number | null) =>
  `${one(spec)} / ${one(measured)}`;

/**
 * A report's rolls on its sheet (src/inspect/ReportSheet.tsx). Roll, points, points per 100 m²
 * and grade stay on a phone; a portrait tablet adds kg, GSM and width; the rest fold into each
 * roll's details.
 */
export const rollColumns: readonly TableColumn<RollRow>[] = [
  { key: 'rollNo', label: m.sheet_roll, format: 'text', width: 1.8, priority: 1 },
  { key: 'kg', label: m.sheet_col_kg, format: 'kg', width: 0.9, priority: 2 },
  {
    key: 'gsmMeasured',
    label: m.sheet_col_gsm,
    format: 'text',
    align: 'right',
    width: 1.2,
    priority: 3,
    display: (r) => specAndMeasured(r.gsmSpec, r.gsmMeasured),
  },
  {
    key: 'widthMeasuredCm',
    label: m.sheet_col_width,
    format: 'text',
    align: 'right',
    width: 1.3,
    priority: 3,
    display: (r) => specAndMeasured(r.widthSpecCm, r.widthMeasuredCm),
  },
  {
    key: 'lengthM',
    label: m.sheet_col_length,
    format: 'number',
    width: 1,
    priority: 4,
    display: (r) => one(r.lengthM),
  },
  { key: 'mistakes', label: m.sheet_col_mistakes, format: 'number', width: 1, priority: 4 },
  { key: 'points', label: m.sheet_points, format: 'number', width: 1.2, priority: 1 },
  { key: 'points100m2', label: m.sheet_col_per_m2, format: 'rate', width: 1, priority: 1 },
  { key: 'grade', label: m.sheet_grade, format: 'grade', width: 1, priority: 1 },
  { key: 'greigeRollNo', label: m.sheet_greige_roll, format: 'text', width: 1.6, priority: 5 },
];

/** Why a roll's grade is not what its points look like (GSM or width, its item's band). */
export const rollNote = (r: RollRow) => gradeWhy(r.grade, r.gradeReasons);
