/**
 * The live floor as data: which reads feed it, and how their rows become one card per inspection
 * table. Kept apart from the screen so the merge is tested without rendering.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { isoDay } from '../../lib/datePresets';
import { callKey, rpc } from '../../lib/rpc';

/** How often the wall asks again: fresh enough to see a tap land, light on the server. */
export const LIVE_REFRESH_MS = 5000;

type Rows<K extends keyof Calls> = CallOutput<Calls[K]>;
type LiveFabricMachineRow = Rows<'getLiveFabricMachineInspectionDetails'>[number];
type LiveFabricRow = Rows<'getLiveFabricInspectionDetails'>[number];
type LiveCCMachineRow = Rows<'getLiveCCMachineInspectionDetails'>[number];
type LiveCCRow = Rows<'getLiveCCInspectionDetails'>[number];

export type TableKind = 'fabric' | 'cc';

/** One inspection table as a card shows it. */
export interface LiveCard {
  kind: TableKind;
  tableName: string;
  busy: boolean;
  reportNo: string | null;
  inspector: string | null;
  itemName: string | null;
  stage: 'greige' | 'finish' | null;
  currentRollNo: string | null;
  /** The figures of the report on the table when busy, of the table's day when idle. */
  rolls: number;
  kg: number | null;
  points: number | null;
  piecesChecked: number | null;
  piecesRejected: number | null;
  /** The worst grade among the report's graded rolls so far (fabric). */
  grade: 1 | 2 | 3 | null;
  lastActivityAt: string | null;
}

export interface LiveAnswer {
  fabricTables: LiveFabricMachineRow[];
  fabricReports: LiveFabricRow[];
  ccTables: LiveCCMachineRow[];
  ccReports: LiveCCRow[];
}

/**
 * Every read of one refresh, as one answer: the wall then changes all at once (no card half new)
 * and a failed refresh keeps the whole previous answer.
 */
export async function fetchLive(day: string, signal?: AbortSignal): Promise<LiveAnswer> {
  const range = { jsonStartDate: day, jsonEndDate: day };
  const [fabricTables, fabricReports, ccTables, ccReports] = await Promise.all([
    rpc('getLiveFabricMachineInspectionDetails', range, { signal }),
    rpc('getLiveFabricInspectionDetails', range, { signal }),
    rpc('getLiveCCMachineInspectionDetails', range, { signal }),
    rpc('getLiveCCInspectionDetails', range, { signal }),
  ]);
  return { fabricTables, fabricReports, ccTables, ccReports };
}

/**
 * Keyed under the dashboard domain, so a save's invalidation of other domains leaves it alone and
 * the wall keeps its own rhythm. Not worth keeping across a reload: a wall's old answer is news
 * nobody wants, and the interval brings a new one within seconds.
 */
export const liveQuery = (day: string) =>
  queryOptions({
    queryKey: [...callKey('getLiveFabricMachineInspectionDetails'), 'floor', day] as const,
    queryFn: ({ signal }) => fetchLive(day, signal),
    refetchInterval: LIVE_REFRESH_MS,
    // A hidden tab or a wall screen whose display sleeps asks nothing; it asks on return.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: LIVE_REFRESH_MS,
    gcTime: 60_000,
  });

export const today = (): string => isoDay(new Date());

/** Prefetch for the route's loader: the first paint already has the floor when it can. */
export const warmLive = (client: QueryClient) => client.prefetchQuery(liveQuery(today()));

const byTable = <R extends { tableName: string; lastActivityAt: string }>(rows: readonly R[]) => {
  const latest = new Map<string, R>();
  for (const r of rows) {
    const had = latest.get(r.tableName);
    if (!had || had.lastActivityAt < r.lastActivityAt) latest.set(r.tableName, r);
  }
  return latest;
};

const natural = new Intl.Collator(undefined, { numeric: true });

/**
 * One card per table: every table the machine reads list, busy or idle, with the report on it;
 * a report on a table the list does not know still gets a card. Fabric tables first, each kind in
 * the order of their names (Table 2 before Table 10), so a card never jumps as figures change.
 */
export function liveCards(answer: LiveAnswer): LiveCard[] {
  const cards: LiveCard[] = [];

  const fabricReports = byTable(answer.fabricReports);
  const fabricByReport = new Map(answer.fabricReports.map((r) => [r.reportNo, r]));
  const fabricNames = new Set<string>();
  for (const t of answer.fabricTables) {
    fabricNames.add(t.tableName);
    const report =
      (t.reportNo ? fabricByReport.get(t.reportNo) : undefined) ??
      (t.active ? fabricReports.get(t.tableName) : undefined);
    cards.push(fabricCard(t.tableName, t, report));
  }
  for (const [name, report] of fabricReports)
    if (!fabricNames.has(name)) cards.push(fabricCard(name, undefined, report));

  const ccReports = byTable(answer.ccReports);
  const ccByReport = new Map(answer.ccReports.map((r) => [r.reportNo, r]));
  const ccNames = new Set<string>();
  for (const t of answer.ccTables) {
    ccNames.add(t.tableName);
    const report =
      (t.reportNo ? ccByReport.get(t.reportNo) : undefined) ??
      (t.active ? ccReports.get(t.tableName) : undefined);
    cards.push(ccCard(t.tableName, t, report));
  }
  for (const [name, report] of ccReports)
    if (!ccNames.has(name)) cards.push(ccCard(name, undefined, report));

  return cards.sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === 'fabric' ? -1 : 1) ||
      natural.compare(a.tableName, b.tableName),
  );
}

type LiveTableRow = LiveFabricMachineRow | LiveCCMachineRow;
type LiveReportRow = LiveFabricRow | LiveCCRow;

/**
 * What every card shows, fabric or collar & cuff, and the report whose figures it shows (none
 * when idle). A table the list says is idle shows its day; a report alone (no table row) is busy.
 */
function cardBase<R extends LiveReportRow>(
  kind: TableKind,
  tableName: string,
  table: LiveTableRow | undefined,
  report: R | undefined,
) {
  const busy = table ? table.active : report !== undefined;
  const shown = busy && report ? report : undefined;
  const base = {
    kind,
    tableName,
    busy,
    reportNo: busy ? (report?.reportNo ?? table?.reportNo ?? null) : null,
    inspector: busy ? (report?.inspector ?? table?.inspector ?? null) : null,
    itemName: shown?.itemName ?? null,
    stage: shown?.stage ?? null,
    currentRollNo: shown?.currentRollNo ?? null,
    rolls: shown?.rolls ?? table?.rolls ?? 0,
    lastActivityAt: table?.lastActivityAt ?? report?.lastActivityAt ?? null,
  };
  return { base, shown };
}

function fabricCard(
  tableName: string,
  table: LiveFabricMachineRow | undefined,
  report: LiveFabricRow | undefined,
): LiveCard {
  const { base, shown } = cardBase('fabric', tableName, table, report);
  return {
    ...base,
    kg: shown?.kg ?? table?.kg ?? 0,
    points: shown?.points ?? table?.points ?? 0,
    piecesChecked: null,
    piecesRejected: null,
    grade: shown?.grade ?? null,
  };
}

function ccCard(
  tableName: string,
  table: LiveCCMachineRow | undefined,
  report: LiveCCRow | undefined,
): LiveCard {
  const { base, shown } = cardBase('cc', tableName, table, report);
  return {
    ...base,
    kg: null,
    points: null,
    piecesChecked: shown?.piecesChecked ?? table?.piecesChecked ?? 0,
    piecesRejected: shown?.piecesRejected ?? table?.piecesRejected ?? 0,
    grade: null,
  };
}

/** Rejected pieces as a percentage of those checked; none when nothing is checked yet. */
export const rejectPct = (c: Pick<LiveCard, 'piecesChecked' | 'piecesRejected'>): number | null =>
  c.piecesChecked ? ((c.piecesRejected ?? 0) * 100) / c.piecesChecked : null;
