/**
 * What a dashboard keeps in its address: its date filter, its other filters, and the drill-down
 * open over it (so Back closes it). Read by the screen (DashboardPage.tsx) with the light readers
 * of @contract/search, which never fail: a stale or mistyped value reads as its default.
 */
import { isoDate, object, oneOf, optional, string, type Output } from '@contract/search';
import { dateFilterFields } from '../../lib/dateFilter';
import { salesSegments } from './definitions/salesCalls';

const drillFields = {
  /** The panel whose figure is drilled into. */
  drill: optional(string(40)),
  /** The bar's key ('' is a real key: no supplier, ungraded…); absent for a tile. */
  dkey: optional(string(140)),
  /** A narrower range than the dashboard's: one day of a trend or of a machine × day row. */
  dfrom: optional(isoDate),
  dto: optional(isoDate),
};

export const inspectionSearch = object({
  ...dateFilterFields('thisMonth'),
  stage: oneOf(['greige', 'finish'], 'greige'),
  ...drillFields,
});

export const productionSearch = object({
  ...dateFilterFields('thisWeek'),
  /** The comparison period (the ForSpecifiedDate calls); the previous period when absent. */
  cfrom: optional(isoDate),
  cto: optional(isoDate),
  /** The day of the collar & cuff panels; today when absent. */
  day: optional(isoDate),
  ...drillFields,
});

/** The sales dashboard: its period (on the sales year) and the segment read. */
export const salesSearch = object({
  ...dateFilterFields('thisMonth'),
  segment: oneOf(salesSegments, 'Textiles'),
  ...drillFields,
});

export type InspectionSearch = Output<typeof inspectionSearch>;
export type ProductionSearch = Output<typeof productionSearch>;
export type SalesSearch = Output<typeof salesSearch>;
/** Every field any dashboard's address may hold. */
export type DashboardSearch = Partial<InspectionSearch & ProductionSearch> &
  Pick<InspectionSearch, 'preset'>;
