/**
 * What a tap on a figure asks for: the rows behind a panel, one bar's, or one day's. Every kind of
 * panel (panels.tsx, TableView.tsx) answers a tap with one, and the dashboard opens the drill-down.
 */
export interface DrillRequest {
  panel: string;
  key?: string;
  from?: string;
  to?: string;
}
export type OnDrill = (r: DrillRequest) => void;
