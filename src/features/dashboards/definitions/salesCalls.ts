/**
 * Which call a sales figure is asked for: the period is resolved to dates on the screen (the
 * mill's day, the sales year: rules/periods), and the call's period part only records the preset
 * chosen, as the seed's call names do. Pure, so the choice per preset is tested apart.
 */
// Types only: the contract's values carry zod, which the screens do not load (a test checks
// the lists below against it).
import type { CallName } from '@contract';
import type {
  PivotDimension,
  SalesPeriod,
  SalesSegment,
  SegmentSalesCallName,
} from '../../../../contract/main/sales';
import type { DatePreset } from '../../../lib/datePresets';

/** The segment calls' period part per preset: only the periods the seed named have their own. */
export const segmentPeriodOf: Readonly<Record<DatePreset, SalesPeriod>> = {
  today: 'ForDate',
  yesterday: 'ForDate',
  thisWeek: 'ForThisWeekDate',
  thisMonth: 'ForThisMonthDate',
  thisQuarter: 'ForThisYearDate',
  thisYear: 'ForThisYearDate',
  lastYear: 'ForLastYearDate',
  custom: 'ForDate',
};

/** The all-segment totals' period part per preset (these have a yesterday and a quarter). */
const detailPeriodOf = {
  today: 'ForDate',
  yesterday: 'ForYesterdayDate',
  thisWeek: 'ForThisWeekDate',
  thisMonth: 'ForThisMonthDate',
  thisQuarter: 'ForThisQuarterDate',
  thisYear: 'ForThisYearDate',
  lastYear: 'ForDate',
  custom: 'ForDate',
} as const satisfies Record<DatePreset, string>;

export type SalesDoc = 'Invoice' | 'Order';

export const salesSegments = [
  'Textiles',
  'Export',
  'Digital',
  'Offline',
  'Online',
  'Texvalley',
  'Dyeing',
  'HO',
] as const satisfies readonly SalesSegment[];

export const pivotDimensions = [
  'customer',
  'item',
  'commercialName',
  'segment',
  'salesPerson',
  'territory',
  'month',
] as const satisfies readonly PivotDimension[];

export const segmentCall = (segment: SalesSegment, preset: DatePreset): SegmentSalesCallName =>
  `get${segment}SalesData${segmentPeriodOf[preset]}`;

export const detailCall = (doc: SalesDoc, preset: DatePreset) =>
  `getSales${doc}Details${detailPeriodOf[preset]}` as const satisfies CallName;

export const isSegment = (v: unknown): v is SalesSegment => salesSegments.some((s) => s === v);
