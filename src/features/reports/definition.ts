/**
 * A report is data: which read call answers it (one per status variant), its filters and default
 * sort (`ReportDefinition`), and what its screen shows: title, status names and columns
 * (`ReportScreen`). `ReportView` renders any pair, so a new report list is an entry, not a screen.
 * The two are apart because a route's filters and loader are part of the app's start, and the
 * words only of the screen: a column's title is a message, called while rendering.
 * Report calls page (contract/core/paging.ts); the screen loads the next page as the user scrolls.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput, Calls, Page } from '@contract';
// A light reader (no zod): a report's filters are read by its route, part of the app's start.
import { boolean, isoDate, object, oneOf, optional, string, type Output } from '@contract/search';
import type { TableColumn } from '../../components/table/columns';
import { callKey, rpc } from '../../lib/rpc';
import { datePresets, presetRange, type DatePreset, type DateRange } from '../../lib/datePresets';

/**
 * A report's column: its field, title, format, width and priority, the last deciding which
 * columns a narrow screen keeps (components/table/columns.ts).
 */
export type ReportColumn<Row> = TableColumn<Row>;

/** Rows a screen asks for at a time: a few screenfuls, well under the contract's maximum. */
export const reportPageSize = 100;

/** How long a list just read by the route's loader counts as fresh for the screen it opens. */
export const LOADER_FRESH_MS = 5_000;

/** Infinite-query options: each page is one call with the previous page's `nextCursor`. */
export const pagedQuery = <Row>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page<Row>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    // A list changes with every save on any tablet: opening it shows what is kept at once and
    // asks the server again, unless it was read a moment ago. The route's loader has just read
    // the first page when the screen mounts, and a second read of it at once cost a cheap phone
    // as much again (parse, check, render). This tablet's own saves mark their domain's lists
    // stale, so a report it has just started is there under its tab all the same.
    staleTime: LOADER_FRESH_MS,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<Row>) => last.nextCursor ?? undefined,
  });
export type ReportQuery<Row> = ReturnType<typeof pagedQuery<Row>>;

export interface ReportVariant<Row> {
  value: string;
  call: CallName;
  /** Calls without a date range (the seed's "all" lists) ignore the date filter. */
  dated: boolean;
  query: (range: DateRange) => ReportQuery<Row>;
}

type PagedVariant<Row, K extends CallName> =
  CallOutput<Calls[K]> extends Page<Row> ? ReportVariant<Row> : never;

/** A paged read call whose pages hold `Row`s, fed by a date range or by nothing. */
export const reportVariant =
  <Row>() =>
  <K extends CallName>(spec: {
    value: string;
    call: K;
    input: (range: DateRange) => CallInput<Calls[K]>;
    dated: boolean;
  }): PagedVariant<Row, K> => {
    const variant: ReportVariant<Row> = {
      value: spec.value,
      call: spec.call,
      dated: spec.dated,
      query: (range) => {
        const input = spec.input(range);
        // Keyed apart from the plain query of the same input, whose cached answer is one page.
        return pagedQuery<Row>([...callKey(spec.call, input), 'pages'], (cursor, signal) => {
          const paged = { ...input, limit: reportPageSize, cursor };
          // The conditional return type already proved the call answers pages of Row and takes
          // the page parameters; TypeScript cannot carry that proof into a generic call.
          return rpc(spec.call, paged as CallInput<Calls[K]>, { signal }) as Promise<Page<Row>>;
        });
      },
    };
    return variant as PagedVariant<Row, K>;
  };

/** Search params of a report route: date preset (+ custom range), status variant and sort. */
export const reportFilterSchema = (
  variants: readonly [string, ...string[]],
  defaults: { preset: DatePreset; status: string },
) =>
  object({
    preset: oneOf(datePresets, defaults.preset),
    from: optional(isoDate),
    to: optional(isoDate),
    status: oneOf(variants, defaults.status),
    sort: optional(string(40)),
    desc: optional(boolean),
  });
export type ReportFilters = Output<ReturnType<typeof reportFilterSchema>>;

export interface ReportDefinition<Row> {
  id: string;
  variants: readonly [ReportVariant<Row>, ...ReportVariant<Row>[]];
  filterSchema: ReturnType<typeof reportFilterSchema>;
  /** Pages come in this order from the server; another sort orders only the rows loaded. */
  defaultSort: { key: keyof Row & string; desc: boolean };
  rowKey: (row: Row) => string;
  /** Where a tapped row leads: the detail route (fabric's or collar & cuff's) and its report. */
  detail?: (row: Row) => {
    to: '/report-view-detail' | '/cc-report-view-detail';
    search: { reportNo: string };
  };
}

/** What a report's screen shows, in the current language: every text is a message function. */
export interface ReportScreen<Row> {
  title: () => string;
  /** The name of each status variant, by its `value`. */
  statusLabels: Readonly<Record<string, () => string>>;
  columns: readonly ReportColumn<Row>[];
  /** A line under a row, e.g. why its grade is not what its points look like. */
  note?: (row: Row) => string | null;
}

export const variantOf = <Row>(def: ReportDefinition<Row>, status: string): ReportVariant<Row> =>
  def.variants.find((v) => v.value === status) ?? def.variants[0];

export const rangeOf = (f: ReportFilters, now = new Date()): DateRange =>
  presetRange(f.preset, now, { from: f.from, to: f.to });

/** The query a route loader and the screen share, so the loader's data is what the screen shows. */
export const reportQuery = <Row>(def: ReportDefinition<Row>, f: ReportFilters): ReportQuery<Row> =>
  variantOf(def, f.status).query(rangeOf(f));
