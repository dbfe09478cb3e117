/** What a kind of inspection supplies to the inspector's home (./InspectorHome.tsx). */
import type { UseQueryResult } from '@tanstack/react-query';
import type { KindAction } from '../kind';

/** One of the home's two lists of reports. */
export interface HomeList<R> {
  /** The section's heading id. */
  id: string;
  useList: (date: string) => UseQueryResult<{ rows: R[] }>;
  title: () => string;
  failed: () => string;
  loading: () => string;
  /** Said when the list is empty; without it an empty list shows nothing. */
  none?: () => string;
  /** Cards shown at most. */
  limit?: number;
  /** The whole list elsewhere, beside the heading. */
  all?: () => KindAction;
  /** A card offers to carry on with its report. */
  resume: (report: R) => boolean;
}

/** What a home report card reads. */
export interface HomeReport {
  reportNo: string;
  stage: 'greige' | 'finish';
  tableName: string;
  grade: number | null;
}

/** One of the home's big figures. */
export interface HomeStat {
  label: string;
  value: string;
  detail: string;
}

/** The inspector's home of a kind: start, today's figures, what is on the tables, what is done. */
export interface HomeKind<R extends HomeReport> {
  start: () => KindAction;
  lists: readonly [HomeList<R>, HomeList<R>];
  useStats: (
    date: string,
    lists: readonly [{ rows: R[] } | undefined, { rows: R[] } | undefined],
  ) => readonly [HomeStat, HomeStat];
  card: {
    /** The lines under the heading: what it is, where from, how far it got. */
    lines: (report: R) => readonly [string, string, string];
    actions: (report: R, resume: boolean) => readonly KindAction[];
  };
}
