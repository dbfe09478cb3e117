import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { YearStart } from '@rules/periods';
import { Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { Segmented } from '../../components/Segmented';
import { m } from '../../i18n';
import { formatDate } from '../../i18n/format';
import {
  findPanel,
  panelCall,
  type DashboardDefinition,
  type Panel,
  type Stage,
} from './definition';
import classes from './Dashboard.module.css';
import type { DrillRequest } from './drillRequest';
import { Breakdown, sliceName, TableView, Tile, Trend } from './panels';
import {
  drillOf,
  panelQuery,
  periodsOf,
  scopeRange,
  type DrillTarget,
  type Periods,
} from './queries';
import { pick, rowsOf } from './read';
import type { DashboardSearch } from './search';

const Drill = lazy(() => import('./Drill'));
// Its own chunk: the alert cards (and their note form) come only with a dashboard that shows them.
const OpenAlerts = lazy(() => import('./OpenAlerts'));

/** What a drill-down is titled: the panel, and the bar's name as the panel shows it. */
function drillHeading(target: DrillTarget, answer: unknown): string {
  const { panel, key } = target;
  if (key === undefined) return panel.title();
  if (panel.kind === 'breakdown') {
    if (key === '') return `${panel.title()} · ${panel.emptyLabel()}`;
    const row = rowsOf(answer).find((r) => pick(r, panel.key) === key);
    return `${panel.title()} · ${sliceName(panel, key, String(pick(row, panel.label) ?? key))}`;
  }
  if (panel.kind === 'trend') return `${panel.title()} · ${formatDate(key)}`;
  return `${panel.title()} · ${key}`;
}

function PanelView({
  def,
  panel,
  periods,
  onDrill,
}: {
  def: DashboardDefinition;
  panel: Panel;
  periods: Periods;
  onDrill: (r: DrillRequest) => void;
}) {
  switch (panel.kind) {
    case 'tile':
      return <Tile panel={panel} periods={periods} onDrill={onDrill} />;
    case 'breakdown':
      return <Breakdown def={def} panel={panel} periods={periods} onDrill={onDrill} />;
    case 'trend':
      return <Trend panel={panel} periods={periods} onDrill={onDrill} />;
    case 'table':
      return <TableView def={def} panel={panel} periods={periods} onDrill={onDrill} />;
  }
}

export interface DashboardScreenProps {
  def: DashboardDefinition;
  title: string;
  search: DashboardSearch;
  /** What the user changed in the filters, to merge into the address. */
  onFiltersChange: (change: Partial<DashboardSearch>) => void;
  onDrill: (r: DrillRequest) => void;
  onCloseDrill: () => void;
  /** The year its presets follow (the sales year, on the mill's day); the calendar when absent. */
  year?: YearStart;
  /** More filters beside the dates (the sales segment), drawn by the dashboard's page. */
  filters?: ReactNode;
}

/**
 * Any dashboard definition, drawn: its filters, its figures, then its charts and tables in a grid
 * that is one column on a phone, two on a portrait tablet and more on a desktop, the alerts still
 * to act on when it shows them, and the drill-down its address names.
 */
export function DashboardScreen({
  def,
  title,
  search,
  onFiltersChange: change,
  onDrill,
  onCloseDrill: closeDrill,
  year,
  filters,
}: DashboardScreenProps) {
  const queryClient = useQueryClient();
  const periods = periodsOf(search, new Date(), year);
  const target = drillOf(def, search, periods);
  const heading = target
    ? drillHeading(
        target,
        queryClient.getQueryData(
          panelQuery(
            panelCall(target.panel.call, periods.stage),
            target.panel.scope,
            scopeRange(target.panel.scope, periods),
          ).queryKey,
        ),
      )
    : '';

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Group align="flex-end" gap="md" className="no-print">
        <DateRangeFilter filter={search} onChange={change} year={year} />
        {filters}
        {def.stages && (
          <div style={{ minWidth: 'min(100%, 16rem)' }}>
            <Text size="md" fw={500} id={`${def.id}-stage`}>
              {m.dash_stage()}
            </Text>
            <Segmented<Stage>
              labelledBy={`${def.id}-stage`}
              value={periods.stage}
              onChange={(stage) => change({ stage })}
              data={[
                { value: 'greige', label: m.dash_stage_greige() },
                { value: 'finish', label: m.dash_stage_finish() },
              ]}
            />
          </div>
        )}
      </Group>
      <Text c="dimmed" aria-live="polite">
        {m.dash_range({ from: formatDate(periods.range.from), to: formatDate(periods.range.to) })}
      </Text>
      {def.sections.map((section, i) => {
        const tiles = section.panels.filter((p) => p.kind === 'tile');
        const others = section.panels.filter((p) => p.kind !== 'tile');
        return (
          <Stack gap="sm" key={i} component="section">
            <Title order={2} size="h4">
              {section.title()}
            </Title>
            {section.compare && def.compareLabels && (
              <Group align="flex-end" gap="md" className="no-print">
                <TextInput
                  label={def.compareLabels.from()}
                  type="date"
                  size="lg"
                  maw="100%"
                  value={periods.compare.from}
                  onChange={(e) => change({ cfrom: e.currentTarget.value || undefined })}
                />
                <TextInput
                  label={def.compareLabels.to()}
                  type="date"
                  size="lg"
                  maw="100%"
                  value={periods.compare.to}
                  onChange={(e) =>
                    change({ cfrom: periods.compare.from, cto: e.currentTarget.value || undefined })
                  }
                />
              </Group>
            )}
            {section.day && def.dayLabel && (
              <TextInput
                label={def.dayLabel()}
                type="date"
                size="lg"
                w={240}
                maw="100%"
                value={periods.day}
                onChange={(e) => change({ day: e.currentTarget.value || undefined })}
              />
            )}
            {tiles.length > 0 && (
              <div className={classes.tiles}>
                {tiles.map((p) => (
                  <PanelView key={p.id} def={def} panel={p} periods={periods} onDrill={onDrill} />
                ))}
              </div>
            )}
            {others.length > 0 && (
              <div className={classes.panels}>
                {others.map((p) => (
                  <PanelView key={p.id} def={def} panel={p} periods={periods} onDrill={onDrill} />
                ))}
              </div>
            )}
          </Stack>
        );
      })}
      {/* After the figures: the list's height comes with its answer, and the figures and charts
          above must not move under a finger when it arrives. */}
      {def.openAlerts && (
        <Suspense fallback={<Loader size="md" aria-label={m.alertviews_dash_loading()} />}>
          <OpenAlerts />
        </Suspense>
      )}
      {target && (
        <Suspense fallback={null}>
          <Drill target={target} heading={heading} onClose={closeDrill} />
        </Suspense>
      )}
    </Stack>
  );
}

/** A dashboard page: its filters and drill-down live in the address. */
export function DashboardView({
  def,
  title,
  search,
  year,
  filters,
}: {
  def: DashboardDefinition;
  title: string;
  search: DashboardSearch;
  year?: YearStart;
  /** Filters of the dashboard's own, given how to merge a change into the address. */
  filters?: (change: (c: Record<string, unknown>) => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  // A drill-down opened here was pushed onto the history: closing it goes back, so Back and the
  // close button leave the same history. One opened from a link is closed by replacing it.
  const pushed = useRef(false);
  // Typed loosely: one view serves two routes whose search types differ in their own fields.
  const go = (options: { search: (prev: DashboardSearch) => DashboardSearch; replace?: boolean }) =>
    void navigate({ to: '.', ...options } as never);
  const change = (c: Partial<DashboardSearch>) =>
    go({ search: (prev) => ({ ...prev, ...c }), replace: true });
  return (
    <DashboardScreen
      def={def}
      title={title}
      search={search}
      year={year}
      filters={filters?.((c) => change(c as Partial<DashboardSearch>))}
      onFiltersChange={change}
      onDrill={(r) => {
        const panel = findPanel(def, r.panel);
        if (panel?.kind === 'tile' && panel.reportList) {
          const { range } = periodsOf(search, new Date(), year);
          void navigate({
            to: panel.reportList,
            search: { preset: 'custom', from: range.from, to: range.to, status: 'all' },
          });
          return;
        }
        pushed.current = true;
        go({
          search: (prev) => ({ ...prev, drill: r.panel, dkey: r.key, dfrom: r.from, dto: r.to }),
        });
      }}
      onCloseDrill={() => {
        if (pushed.current) {
          pushed.current = false;
          router.history.back();
        } else change({ drill: undefined, dkey: undefined, dfrom: undefined, dto: undefined });
      }}
    />
  );
}
