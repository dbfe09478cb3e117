import type fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallName } from '../../../contract';
import { dayInZone } from '../../../rules/periods';
import { rowsOf } from '../../../server/db/rows';
import { salesApp } from '../../support/domains/sales';
import { millInvariants } from '../../support/invariants';

/**
 * What the mill model's steps share (mill.model.test.ts): the demo mill behind the HTTP layer, its
 * manager, and the check every step ends with: the mill's invariants
 * (docs/decisions/045-mill-invariants.md), the gate's head count and the inspection dashboard.
 */
export const { t, db, manager, one } = await salesApp();
export const today = dayInZone(new Date());

export interface Model {
  /** Reports this run started and has not completed. */
  open: string[];
  /** Collar & cuff lots this run started and has not completed. */
  lots: string[];
}
type Real = Record<string, never>;
export type Step = fc.AsyncCommand<Model, Real, boolean>;

export const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list[n % Math.max(1, list.length)];
export const count = async (
  table: 'qi_rolls' | 'qi_mistakes' | 'roll_history' | 'stock_entry_report_rows' | 'stock_ledger',
) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))?.n ?? 0;

export const todayRange = { jsonStartDate: today, jsonEndDate: today };

/**
 * The gate's head count as its report shows it: today's visitors are those inside now and those
 * marked out, no one twice and no one lost between the three lists.
 */
async function gateAddsUp(): Promise<string[]> {
  const total = async (status?: 'in' | 'out') =>
    (
      await t.callOk(
        'getVisitorReportFromDBAllData',
        { ...todayRange, ...(status ? { status } : {}) },
        manager,
      )
    ).total;
  const [all, inside, out] = [await total(), await total('in'), await total('out')];
  return all === inside + out ? [] : [`visitors today ${all} ≠ inside ${inside} + out ${out}`];
}

/** This year so far: the dashboards' widest range that takes in every day the model changes. */
const yearRange = { jsonStartDate: `${today.slice(0, 4)}-01-01`, jsonEndDate: today };

/**
 * The inspection dashboard as its screens read it (from its rollups) against the rolls
 * themselves: each stage's total, and its supplier-wise and grade-wise bars, count the same
 * rolls and kilograms, after taps, undos, corrections and rolls inspected again in older reports.
 */
async function figuresAddUp(): Promise<string[]> {
  const problems: string[] = [];
  const totals = await t.callOk('getTotalFabricInspected', yearRange, manager);
  const raw = await rowsOf<{ stage: 'greige' | 'finish'; rolls: number; kg: number }>(
    db,
    sql`select stage, count(*)::int as rolls, coalesce(sum(kg), 0)::float8 as kg from qi_rolls
      where report_date between ${yearRange.jsonStartDate} and ${yearRange.jsonEndDate}
      group by stage`,
  );
  const kg = (n: number) => Math.round(n * 1000) / 1000;
  for (const stage of ['greige', 'finish'] as const) {
    const rolls = raw.find((r) => r.stage === stage) ?? { rolls: 0, kg: 0 };
    const shown = totals[stage];
    if (shown.rolls !== rolls.rolls || kg(shown.kg) !== kg(rolls.kg))
      problems.push(`${stage} total ${JSON.stringify(shown)} ≠ its rolls ${JSON.stringify(rolls)}`);
  }
  for (const call of ['getSupplierWiseFabricInspected', 'getGradeWiseRollInspected'] as const) {
    const bars = await t.callOk(call, yearRange, manager);
    const sum = bars.reduce((s, b) => s + b.rolls, 0);
    if (sum !== totals.greige.rolls) problems.push(`${call}: bars ${sum} ≠ ${totals.greige.rolls}`);
  }
  return problems;
}

/** A step's own check, then the invariants of the whole mill. */
export async function holds(what: string): Promise<void> {
  const problems = [
    ...(await millInvariants(db)),
    ...(await gateAddsUp()),
    ...(await figuresAddUp()),
  ];
  expect(problems, `after ${what}`).toEqual([]);
}

/**
 * A save the step expects to be taken, as the manager: its answer, after failing loudly with the
 * server's words when it was refused.
 */
export async function saved(name: CallName, input: unknown) {
  const res = await t.send(name, input, manager);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
