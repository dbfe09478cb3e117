import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calls,
  type CallInput,
  type CallName,
  type CallOutput,
  type CallParsedInput,
  type Calls,
} from '../../../contract';
import { AppError } from '../../http/errors';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { greigeRolls } from '../../db/schema';
import { handlers } from '../../handlers';
import type { Handler } from '../../http/context';
import { runs } from '../../../tests/support/depth';
import { rollsToInspectLimit } from './rollsToInspect';

/**
 * The pick list against the screen's own check, on the demo mill: for reports started on the
 * mill's real sources at either stage, every roll offered is one the check takes (so a tap on it
 * never ends in a refusal), is of the report's item and source, and is gone once it is added.
 * Any report number, however odd, is answered with a list or a 400, never anything else.
 */

const db = await seededTestDb();
const ctx = handlerCtx(db);

async function call<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
): Promise<CallOutput<Calls[K]>> {
  const handler = handlers[name] as Handler<Calls[K]> | undefined;
  if (!handler) throw new Error(`${name} has no handler`);
  const parsed = calls[name].input.parse(input) as CallParsedInput<Calls[K]>;
  const answer =
    calls[name].kind === 'save'
      ? await db.transaction((tx) => handler({ ...ctx, db: tx }, parsed))
      : await handler(ctx, parsed);
  return calls[name].output.parse(answer) as CallOutput<Calls[K]>;
}

/** The documents the mirror's rolls came from, as an inspector would name them on a report. */
const rollSources = await db
  .selectDistinct({
    sourceKind: greigeRolls.sourceKind,
    sourceDocNo: greigeRolls.sourceDocNo,
    workOrderNo: greigeRolls.workOrderNo,
    supplier: greigeRolls.supplier,
    itemCode: greigeRolls.itemCode,
  })
  .from(greigeRolls);

const reportOn = fc
  .record({
    source: fc.constantFrom(...rollSources),
    stage: fc.constantFrom('greige' as const, 'finish' as const),
    // A job card's rolls may be inspected under the job card or under its work order.
    byWorkOrder: fc.boolean(),
    take: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ source: s, stage, byWorkOrder, take }) => {
    const kind =
      s.sourceKind === 'jobCard' && byWorkOrder && s.workOrderNo ? 'workOrder' : s.sourceKind;
    const header = {
      date: '2026-02-01',
      stage,
      sourceKind: kind ?? 'supplier',
      ...(kind === 'supplier' || !kind
        ? {}
        : { sourceDocNo: (kind === 'workOrder' ? s.workOrderNo : s.sourceDocNo) ?? undefined }),
      ...(s.supplier ? { supplier: s.supplier } : {}),
      itemCode: s.itemCode,
      inspector: 'Kavitha S',
      tableName: 'Table 3',
    };
    return { header, stage, take, source: s, kind };
  });

describe('getRollsToInspectFromDB against the roll check', () => {
  it('offers only rolls the check takes, of the report’s item and source, until added', async () => {
    const reports = runs(40, 8);
    let offeredInAll = 0;
    await fc.assert(
      fc.asyncProperty(reportOn, async ({ header, stage, take, source, kind }) => {
        const { reportNo } = await call('postData', { jsonData: header });
        const offered = await call('getRollsToInspectFromDB', { jsonReportNo: reportNo });
        const numbers = offered.map((r) => r.rollNo);
        offeredInAll += numbers.length;
        expect(new Set(numbers).size).toBe(numbers.length);
        expect([...numbers].sort()).toEqual(numbers);

        for (const roll of offered) {
          const known = (await call('getGreigeRollNoInDB', { jsonData: roll.greigeRollNo })).roll;
          expect(known?.itemCode).toBe(source.itemCode);
          if (kind === 'supplier') expect(known?.supplier).toBe(source.supplier);
          else if (kind === 'workOrder') expect(known?.sourceDocNo).toBeTruthy();
          else expect(known?.sourceDocNo).toBe(source.sourceDocNo);
          if (stage === 'finish' && !roll.finishRollNo) {
            // A greige number at finish stage: the screen gives it its finish roll first.
            const free = await call('checkGreigeRollNoinFinishRoll', { jsonData: roll.rollNo });
            expect(free.ok).toBe(true);
          } else {
            const check = await call('checkRollNoInERPNext', {
              jsonData: roll.rollNo,
              jsonData1: reportNo,
            });
            expect(check).toMatchObject({ ok: true });
          }
        }

        const added = offered.filter((r) => stage === 'greige' || r.finishRollNo).slice(0, take);
        for (const r of added) {
          await call('postRollData', {
            jsonData: {
              reportNo,
              greigeRollNo: r.greigeRollNo,
              ...(r.finishRollNo && stage === 'finish' ? { finishRollNo: r.finishRollNo } : {}),
              kg: r.kg,
            },
          });
        }
        const after = await call('getRollsToInspectFromDB', { jsonReportNo: reportNo });
        const gone = new Set(added.map((r) => r.rollNo));
        const left = numbers.filter((n) => !gone.has(n));
        const afterNos = after.map((r) => r.rollNo);
        expect(afterNos.filter((n) => gone.has(n))).toEqual([]);
        // The list holds at most rollsToInspectLimit rolls: a full one takes the next rolls in
        // order into the places the added ones left.
        if (numbers.length < rollsToInspectLimit) expect(afterNos).toEqual(left);
        else expect(afterNos.slice(0, left.length)).toEqual(left);
      }),
      { numRuns: reports },
    );
    // The mill's sources still have rolls to inspect: the property was tried on real lists.
    expect(offeredInAll).toBeGreaterThan(reports);
    // Each report checks up to 200 offered rolls one call at a time: about 2 s a report when busy.
  }, 120_000);

  it('answers any report number with a list or a refusal naming it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60 }), async (text) => {
        const input = calls.getRollsToInspectFromDB.input.safeParse({ jsonReportNo: text });
        if (!input.success) return;
        try {
          expect(await call('getRollsToInspectFromDB', input.data)).toEqual([]);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect(error).toMatchObject({ status: 400, issues: [{ path: 'jsonReportNo' }] });
        }
      }),
      { numRuns: runs(100, 100) },
    );
  });
});
