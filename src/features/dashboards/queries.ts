/**
 * How a panel's call is asked: the period its scope names, as the call's input, under the same
 * query key as any other read of that call (lib/rpc.ts), so two panels of one call share one
 * request and a tile's previous period is one more request of the same call.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CallInput, CallName, Calls, Page } from '@contract';
import { isoDay, type DateRange } from '../../lib/datePresets';
import { dateFilterRange } from '../../lib/dateFilter';
import { periodRange, type YearStart } from '@rules/periods';
import { callKey, rpc } from '../../lib/rpc';
import {
  findPanel,
  panelCall,
  type DashboardDefinition,
  type Panel,
  type Scope,
  type Stage,
} from './definition';
import { addDays, previousRange, type Row } from './read';
import type { DashboardSearch } from './search';

/** The periods a dashboard's filters name today. */
export interface Periods {
  range: DateRange;
  compare: DateRange;
  day: string;
  stage: Stage;
  /** The year holding the range's last day (scope `year`). */
  year: DateRange;
  /** The year holding today, what a call without a period sums (scope `fixed`). */
  current: DateRange;
}

/**
 * `year`: the dashboard's year start (the sales year); its presets are then read on the mill's
 * day (rules/periods: dayInZone). Absent: the device's calendar, as every other dashboard.
 */
export function periodsOf(search: DashboardSearch, now = new Date(), year?: YearStart): Periods {
  const range = dateFilterRange(search, now, year);
  const cfrom = search.cfrom;
  const compare = cfrom
    ? { from: cfrom, to: search.cto && search.cto >= cfrom ? search.cto : cfrom }
    : previousRange(range);
  return {
    range,
    compare,
    day: search.day ?? isoDay(now),
    stage: search.stage ?? 'greige',
    year: periodRange('thisYear', range.to, year),
    current: dateFilterRange({ preset: 'thisYear' }, now, year),
  };
}

/** The range a scope stands for: a one-day call's is its day (or the days ending on it). */
export const scopeRange = (scope: Scope, p: Periods, days = 1): DateRange =>
  scope === 'range'
    ? p.range
    : scope === 'compare'
      ? p.compare
      : scope === 'year'
        ? p.year
        : scope === 'fixed'
          ? p.current
          : { from: addDays(p.day, 1 - days), to: p.day };

/** A call's input for a range: a one-day call takes the range's last day; a `fixed` one none. */
const inputOf = (scope: Scope, r: DateRange) =>
  scope === 'day'
    ? { jsonTodayDate: r.to }
    : scope === 'fixed'
      ? {}
      : { jsonStartDate: r.from, jsonEndDate: r.to };

/**
 * A panel's read. Generic over every call name, which TypeScript cannot relate to its input:
 * the definitions name calls that take a date range or a day (a test checks each against the
 * contract), and the answer is read by field (read.ts), so it stays `unknown` here.
 */
export const panelQuery = (call: CallName, scope: Scope, r: DateRange) => {
  const input = inputOf(scope, r) as CallInput<Calls[CallName]>;
  return queryOptions({
    queryKey: callKey(call, input),
    queryFn: ({ signal }): Promise<unknown> => rpc(call, input, { signal }),
    // Figures of past days rarely change; today's are refreshed by opening the screen again.
    staleTime: 30_000,
  });
};

/** Rows a drill-down asks for at a time. */
export const drillPageSize = 100;

export interface DrillTarget {
  source: 'inspection' | 'production';
  call: 'getDashboardRollsFromDB' | 'getProductionRollsFromDB';
  input: Record<string, unknown>;
  range: DateRange;
  /** The bar's key; undefined for a tile's or a run of days' rows. */
  key: string | undefined;
  panel: Panel;
}

/** What the address's drill fields open, or null when they name no drillable panel. */
export function drillOf(
  def: DashboardDefinition,
  search: DashboardSearch,
  p: Periods,
): DrillTarget | null {
  const panel = findPanel(def, search.drill);
  const drill = panel?.drill;
  if (!panel || !drill) return null;
  const base = scopeRange(panel.scope, p, panel.kind === 'trend' ? (panel.days ?? 1) : 1);
  const range =
    search.dfrom && search.dto && search.dfrom <= search.dto
      ? { from: search.dfrom, to: search.dto }
      : base;
  const by = search.dkey === undefined ? 'all' : drill.by;
  const key = by === 'all' ? undefined : search.dkey;
  const dated = { jsonStartDate: range.from, jsonEndDate: range.to };
  return drill.source === 'inspection'
    ? {
        source: 'inspection',
        call: 'getDashboardRollsFromDB',
        input: {
          ...dated,
          stage: drill.stage ?? p.stage,
          by,
          ...(key === undefined ? {} : { key }),
        },
        range,
        key,
        panel,
      }
    : {
        source: 'production',
        call: 'getProductionRollsFromDB',
        input: { ...dated, by, ...(key ? { key } : {}) },
        range,
        key,
        panel,
      };
}

/** The pages of a drill-down's rows, each one call with the previous page's cursor. */
export const drillQuery = (target: Pick<DrillTarget, 'call' | 'input'>) =>
  infiniteQueryOptions({
    queryKey: [...callKey(target.call), target.input, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      rpc(
        target.call,
        { ...target.input, limit: drillPageSize, cursor: pageParam } as CallInput<
          Calls[typeof target.call]
        >,
        { signal },
      ) as Promise<Page<Row>>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<Row>) => last.nextCursor ?? undefined,
  });

export { panelCall };
