import { lazy, Suspense, useMemo } from 'react';
import { Loader, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Glyph } from '../../components/Glyph';
import { formatRate } from '../../components/table/cells';
import { m } from '../../i18n';
import {
  formatCompact,
  formatDate,
  formatInr,
  formatKg,
  formatMonth,
  formatNumber,
  formatPercent,
} from '../../i18n/format';
import { cssColour, sliceColour } from './colours';
import { csvFileName, downloadCsv } from '../../components/table/csv';
import {
  panelCall,
  type BreakdownPanel,
  type DashboardDefinition,
  type Figure,
  type TilePanel,
  type TrendPanel,
} from './definition';
import classes from './Dashboard.module.css';
import type { OnDrill } from './drillRequest';
import { CsvButton } from '../../components/table/CsvButton';
import { Answer, PanelFrame } from './PanelFrame';
import { panelQuery, scopeRange, type Periods } from './queries';
import {
  changePct,
  daysIn,
  pick,
  pickNumber,
  previousRange,
  monthPoints,
  rowsOf,
  topSlices,
  trendPoints,
  type Slice,
} from './read';

// Charts arrive after the figures and tables: a module of their own, asked for on first render.
const Donut = lazy(() => import('./charts').then((c) => ({ default: c.Donut })));
const TrendChart = lazy(() => import('./charts').then((c) => ({ default: c.TrendChart })));

export { TableView } from './TableView';

export const formatFigure = (n: number | null | undefined, f: Figure): string =>
  f === 'inr'
    ? formatInr(n, { max: 0 })
    : f === 'kg'
      ? formatKg(n)
      : f === 'percent'
        ? formatPercent(n)
        : f === 'rate'
          ? formatRate(n)
          : formatNumber(n);

/** A figure on a chart's axis: short, so "₹1,70,00,000" does not run off the chart's side. */
export const axisFigure = (n: number, f: Figure): string =>
  f === 'inr' || f === 'kg' || f === 'number' ? formatCompact(n, f) : formatFigure(n, f);

export function Tile({
  panel,
  periods,
  onDrill,
}: {
  panel: TilePanel;
  periods: Periods;
  onDrill: OnDrill;
}) {
  const call = panelCall(panel.call, periods.stage);
  const range = scopeRange(panel.scope, periods);
  const now = useQuery(panelQuery(call, panel.scope, range));
  const before = useQuery({
    ...panelQuery(call, panel.scope, previousRange(range)),
    enabled: !panel.noChange,
  });
  const value = pickNumber(now.data, panel.field);
  const change = changePct(value, pickNumber(before.data, panel.field));
  const good = change === null || change === 0 ? null : change > 0 === (panel.rising !== 'bad');
  // Only a figure with rows behind it looks like something to tap; the others are a plain heading
  // over their figure, so a tap that would do nothing is not invited.
  const opens = Boolean(panel.drill || panel.reportList);
  const body = (
    <>
      <Text size="md" c="dimmed" fw={600} component={opens ? 'p' : 'h3'} m={0}>
        {panel.title()}
      </Text>
      <div className={classes.figure}>
        {now.isPending ? (
          <Loader size="sm" aria-label={m.dash_loading()} />
        ) : now.isError ? (
          '–'
        ) : (
          formatFigure(value, panel.format)
        )}
      </div>
      {!panel.noChange && before.isSuccess && now.isSuccess && (
        <Text size="sm" c={good === null ? 'dimmed' : good ? 'teal.9' : 'red.9'}>
          {change === null
            ? m.dash_change_none()
            : change === 0
              ? m.dash_change_same()
              : change > 0
                ? m.dash_change_up({ pct: formatPercent(change) })
                : m.dash_change_down({ pct: formatPercent(-change) })}
        </Text>
      )}
    </>
  );
  const name = `${panel.title()}: ${formatFigure(value, panel.format)}`;
  if (!opens)
    return (
      <div className={classes.tile} data-tile={panel.id} data-static="true">
        {body}
      </div>
    );
  const chevron = (
    <span className={classes.tileOpens} aria-hidden="true">
      <Glyph d="M9 6l6 6l-6 6" />
    </span>
  );
  return now.isSuccess ? (
    <UnstyledButton
      className={classes.tile}
      data-tile={panel.id}
      onClick={() => onDrill({ panel: panel.id })}
      aria-label={panel.reportList ? m.dash_open_report_list({ name }) : m.dash_open_rows({ name })}
    >
      {chevron}
      {body}
    </UnstyledButton>
  ) : (
    <div className={classes.tile} data-tile={panel.id}>
      {chevron}
      {body}
    </div>
  );
}

/** A bar's name: its row's label, or its key in words when the panel says so. */
export const sliceName = (panel: BreakdownPanel, key: string, label: string): string =>
  panel.keyAs === 'grade' ? m.frame_grade({ grade: key }) : label;

function SliceList({
  slices,
  panel,
  colours,
  onPick,
}: {
  slices: readonly Slice[];
  panel: BreakdownPanel;
  colours: boolean;
  onPick?: (s: Slice) => void;
}) {
  const max = Math.max(1, ...slices.map((s) => s.value));
  return (
    <ul className={classes.bars} aria-label={panel.title()}>
      {slices.map((s, i) => {
        const figure = formatFigure(s.value, panel.format);
        // "Others" is many rows; a produced roll without a machine has no key to ask for.
        const drillable =
          onPick && s.key !== null && !(s.key === '' && panel.drill?.source === 'production');
        const inner = (
          <>
            <span
              className={classes.barFill}
              style={{
                width: `${(s.value / max) * 100}%`,
                ...(colours ? { background: cssColour(sliceColour(s, i)), opacity: 0.35 } : {}),
              }}
              aria-hidden="true"
            />
            <span className={classes.barText}>{s.label}</span>
            <span className={classes.barValue}>{figure}</span>
          </>
        );
        return (
          <li key={s.key ?? '\u0000others'}>
            {drillable ? (
              <UnstyledButton
                className={classes.bar}
                data-drill="true"
                data-key={s.key}
                onClick={() => onPick(s)}
                aria-label={m.dash_open_rows({ name: `${s.label}: ${figure}` })}
              >
                {inner}
              </UnstyledButton>
            ) : (
              <div className={classes.bar}>{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function Breakdown({
  def,
  panel,
  periods,
  onDrill,
}: {
  def: DashboardDefinition;
  panel: BreakdownPanel;
  periods: Periods;
  onDrill: OnDrill;
}) {
  const range = scopeRange(panel.scope, periods);
  const query = useQuery(panelQuery(panelCall(panel.call, periods.stage), panel.scope, range));
  const rows = useMemo(() => rowsOf(query.data), [query.data]);
  const slices = useMemo(
    () =>
      topSlices(rows, panel, { others: m.dash_others(), empty: panel.emptyLabel() }).map((s) =>
        s.key ? { ...s, label: sliceName(panel, s.key, s.label) } : s,
      ),
    [rows, panel],
  );
  const format = (n: number) => formatFigure(n, panel.format);
  const onPick = panel.drill
    ? (s: Slice) => onDrill({ panel: panel.id, key: s.key ?? '' })
    : undefined;
  // Rows whose key is '' are named in the file as on the screen.
  const csvRows = () =>
    rows.map((r) => (pick(r, panel.key) === '' ? { ...r, [panel.label]: panel.emptyLabel() } : r));
  return (
    <PanelFrame
      title={panel.title()}
      actions={
        rows.length > 0 && (
          <CsvButton
            name={panel.title()}
            compact
            onExport={() =>
              downloadCsv(
                csvFileName(
                  def.id,
                  `${panel.id}${def.stages ? `-${periods.stage}` : ''}`,
                  range.from,
                  range.to,
                ),
                csvRows(),
                panel.columns,
                pick,
              )
            }
          />
        )
      }
    >
      <Answer query={query}>
        {() =>
          slices.length === 0 ? (
            <Text c="dimmed">{m.dash_none()}</Text>
          ) : (
            <>
              {panel.chart === 'donut' && (
                <div className={classes.chart} style={{ minHeight: 200 }}>
                  <Suspense fallback={<Loader size="sm" aria-label={m.dash_chart_loading()} />}>
                    <Donut slices={slices} format={format} onPick={onPick} />
                  </Suspense>
                </div>
              )}
              <SliceList
                slices={slices}
                panel={panel}
                colours={panel.chart === 'donut'}
                onPick={onPick}
              />
            </>
          )
        }
      </Answer>
    </PanelFrame>
  );
}

/** Points a trend draws at most; a longer range is summed into runs of days. */
const MAX_POINTS = 62;

export function Trend({
  panel,
  periods,
  onDrill,
}: {
  panel: TrendPanel;
  periods: Periods;
  onDrill: OnDrill;
}) {
  const range = scopeRange(panel.scope, periods, panel.days ?? 1);
  const query = useQuery(panelQuery(panelCall(panel.call, periods.stage), panel.scope, range));
  const points = useMemo(() => {
    const spec = { date: panel.date, fields: panel.series.map((s) => s.field) };
    return panel.step === 'month'
      ? monthPoints(rowsOf(query.data), spec, range)
      : trendPoints(rowsOf(query.data), spec, range, MAX_POINTS);
  }, [query.data, panel, range]);
  const first = panel.series[0];
  return (
    <PanelFrame title={panel.title()} wide>
      <Answer query={query}>
        {() => (
          // A picture to assistive technology, named by its panel: the days' rows are reached
          // through the tables and tiles, which a screen reader can walk.
          <div className={classes.chart} role="img" aria-label={panel.title()}>
            <Suspense fallback={<Loader size="sm" aria-label={m.dash_chart_loading()} />}>
              <TrendChart
                points={points}
                chart={panel.chart}
                series={panel.series.map((s) => ({ field: s.field, label: s.label() }))}
                dayLabel={(p) =>
                  panel.step === 'month' ? formatMonth(p.from) : formatDate(p.from).slice(0, 5)
                }
                format={(n) => formatFigure(n, first?.format ?? 'number')}
                axisFormat={(n) => axisFigure(n, first?.format ?? 'number')}
                onPick={
                  panel.drill
                    ? (p) =>
                        onDrill(
                          p.from === p.to && panel.drill?.by === 'day'
                            ? { panel: panel.id, key: p.from, from: p.from, to: p.to }
                            : { panel: panel.id, from: p.from, to: p.to },
                        )
                    : undefined
                }
              />
            </Suspense>
          </div>
        )}
      </Answer>
      {panel.step !== 'month' && points[0] && points[0].from !== points[0].to && (
        <Text size="sm" c="dimmed">
          {m.dash_downsampled({ count: daysIn(points[0]), n: formatNumber(daysIn(points[0])) })}
        </Text>
      )}
    </PanelFrame>
  );
}
