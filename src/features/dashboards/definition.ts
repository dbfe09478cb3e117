/**
 * A dashboard is data: its panels, each naming the call that answers it, which period that call
 * is asked for, and how to read its answer (fields, not code). `DashboardView` draws any
 * definition; the inspection and production dashboards are two entries (definitions/).
 */
import type { CallInput, CallName, Calls } from '@contract';
import type { TableColumn } from '../../components/table/columns';
import type { Row } from './read';

/**
 * Which period a call is asked for: the dashboard's range, the comparison range (a call of its
 * own in the seed: the ForSpecifiedDate calls), or one day (`jsonTodayDate`).
 */
type DashboardRollsInput = CallInput<Calls['getDashboardRollsFromDB']>;
export type Stage = DashboardRollsInput['stage'];
export type DashboardDimension = NonNullable<DashboardRollsInput['by']>;
export type ProductionDimension = NonNullable<CallInput<Calls['getProductionRollsFromDB']>['by']>;

/**
 * Also `year`: the year (financial or calendar, as the dashboard's year starts) holding the
 * range's last day, for a chart of the year's months; and `fixed`: a call that takes no period
 * (the server's own "this year").
 */
export type Scope = 'range' | 'compare' | 'day' | 'year' | 'fixed';

/** A call per stage when the dashboard has a stage switch (greige and finish are two calls). */
export type CallRef = CallName | { readonly greige: CallName; readonly finish: CallName };

export type Figure = 'number' | 'kg' | 'percent' | 'rate' | 'inr';

/** The rows behind a figure: inspected rolls of a stage, or produced rolls. */
export type Drill =
  | {
      readonly source: 'inspection';
      readonly by: DashboardDimension;
      /** A fixed stage (a greige-rolls tile); the stage switch's when absent. */
      readonly stage?: Stage;
    }
  | { readonly source: 'production'; readonly by: ProductionDimension };

interface PanelBase {
  readonly id: string;
  readonly title: () => string;
  readonly call: CallRef;
  readonly scope: Scope;
  readonly drill?: Drill;
}

export interface TilePanel extends PanelBase {
  readonly kind: 'tile';
  /** The figure's path in the answer ("rolls", "greige.kg"). */
  readonly field: string;
  readonly format: Figure;
  /** Whether a rise is good news (rolls produced) or bad (rejects): colours the change. */
  readonly rising?: 'good' | 'bad';
  /** No change shown (a comparison period is itself the comparison). */
  readonly noChange?: boolean;
  /**
   * Opens a report list of the same range instead of a drill-down: the collar & cuff figures,
   * whose rows are the lots of qi-ccreport-view (no call lists CC rolls by dashboard range).
   */
  readonly reportList?: '/qi-ccreport-view';
}

export interface BreakdownPanel extends PanelBase {
  readonly kind: 'breakdown';
  readonly chart: 'bars' | 'donut';
  /** Fields of a row: what it is grouped by, its name and the figure drawn. */
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly format: Figure;
  readonly top: number;
  /** A bar named by its key in words ("Grade 1") rather than by the row's label. */
  readonly keyAs?: 'grade';
  /** The name of the bar whose key is '' ("Knitted in house", "Ungraded"). */
  readonly emptyLabel: () => string;
  /** The columns of its CSV (every row, not only the top ones). */
  readonly columns: readonly TableColumn<Row>[];
}

export interface TrendPanel extends PanelBase {
  readonly kind: 'trend';
  readonly chart: 'line' | 'bars';
  readonly date: string;
  /** Rows per month (`YYYY-MM` in `date`), every month of the range drawn; per day when absent. */
  readonly step?: 'month';
  readonly series: readonly { field: string; label: () => string; format: Figure }[];
  /** A one-day call that answers the days ending on that day (the collar & cuff week). */
  readonly days?: number;
}

export interface TablePanel extends PanelBase {
  readonly kind: 'table';
  readonly columns: readonly TableColumn<Row>[];
  readonly rowKey: readonly string[];
  readonly sort: { key: string; desc: boolean };
  /** The row field that is the drill's key, and the one that narrows it to a day. */
  readonly drillKey?: string;
  readonly drillDay?: string;
}

export type Panel = TilePanel | BreakdownPanel | TrendPanel | TablePanel;

export interface DashboardDefinition {
  /** The dashboard's page; names its CSV files. */
  readonly id: 'dashboard' | 'production-dashboard' | 'sales-dashboard';
  /** A stage switch (greige / finish) over the panels with a call per stage. */
  readonly stages: boolean;
  /** The comparison period's pickers, for panels of the `compare` scope. */
  readonly compare: boolean;
  readonly compareLabels?: { from: () => string; to: () => string };
  /** The alerts still to act on, in a panel above the figures (the production dashboard). */
  readonly openAlerts?: boolean;
  /** The one-day picker's label, shown over the sections of `day`-scope panels. */
  readonly dayLabel?: () => string;
  /** Groups of panels in order, each under a heading: figures first, then charts and tables. */
  readonly sections: readonly {
    title: () => string;
    /** Its panels read one day: the day picker heads it. */
    day?: boolean;
    /** Its panels read the comparison period: the comparison's pickers head it. */
    compare?: boolean;
    panels: readonly Panel[];
  }[];
}

export const panelCall = (call: CallRef, stage: Stage): CallName =>
  typeof call === 'string' ? call : call[stage];

export const findPanel = (def: DashboardDefinition, id: string | undefined): Panel | undefined =>
  def.sections.flatMap((s) => s.panels).find((p) => p.id === id);
