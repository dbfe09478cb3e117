/** Reads every kind of inspection shares; keys are the calls', so any screen shares their cache. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CallOutput, Calls } from '@contract';
import { ApiError, callQuery } from '../lib/rpc';

/** A row of the mistake master: the defects an inspector can tap, for fabric, collar & cuff or both. */
export type MistakeType = CallOutput<Calls['getMistakeDetailsFromDB']>[number];

/** The mistake master: changes rarely; each kind keeps the defects it inspects for. */
export const mistakeMasterQuery = () => callQuery('getMistakeDetailsFromDB', {});

/**
 * One report with its rolls as a screen shows it; `notFound` when the server has no report of
 * that number. A failed refetch (offline) keeps showing the report it already has.
 */
export function reportFound<R>(query: UseQueryResult<R>) {
  const report = query.data;
  const notFound = !report && query.error instanceof ApiError && query.error.status === 404;
  return {
    report,
    error: report || notFound ? null : query.error,
    isPending: query.isPending,
    notFound,
  };
}
