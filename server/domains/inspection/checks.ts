import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { finishRolls, greigeRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { newFinishRollNo } from '../common/finishRollNo';
import { receiveFinishedRoll } from '../stock/finishing';
import { reportFor } from './guards';
import { checkRollForReport, greigeRollByAnyNo, greigeRollByNo } from './knownRolls';

/** The roll-number list is a pick list: the newest rolls are the ones being inspected. */
export const knownRollLimit = 1000;

/** `GR-…` becomes `FR-…`, unless that number is a finish or a greige roll already. */
const finishRollNoFor = (db: Db, greigeRollNo: string): Promise<string> =>
  newFinishRollNo(greigeRollNo, { greige: 'GR-', finish: 'FR-' }, async (candidate) => {
    const asFinish = await db
      .select({ no: finishRolls.finishRollNo })
      .from(finishRolls)
      .where(eq(finishRolls.finishRollNo, candidate));
    return asFinish.length > 0 || (await greigeRollByNo(db, candidate)) !== undefined;
  });

export const rollCheckHandlers = {
  getGreigeRollNoInDB: async (ctx, { jsonData }) => {
    const roll = await greigeRollByAnyNo(ctx.db, jsonData);
    return { found: roll !== undefined, roll: roll ?? null };
  },

  checkGreigeRollNoinFinishRoll: async (ctx, { jsonData }) => {
    const roll = await greigeRollByNo(ctx.db, jsonData);
    if (!roll) {
      return {
        ok: false,
        problem: 'unknownGreigeRoll',
        message: `Greige roll ${jsonData} is not known to the ERP.`,
        finishRollNo: null,
      };
    }
    if (roll.finishRollNo) {
      return {
        ok: false,
        problem: 'alreadyFinished',
        message: `Greige roll ${jsonData} already has finish roll ${roll.finishRollNo}.`,
        finishRollNo: roll.finishRollNo,
      };
    }
    return {
      ok: true,
      problem: null,
      message: `Greige roll ${jsonData} has no finish roll yet.`,
      finishRollNo: null,
    };
  },

  createFinishRollNoInDB: async (ctx, { jsonData }) => {
    const roll = await greigeRollByNo(ctx.db, jsonData);
    if (!roll) throw badInput('jsonData', `greige roll ${jsonData} is not known to the ERP`);
    if (roll.finishRollNo) {
      return { greigeRollNo: jsonData, finishRollNo: roll.finishRollNo, created: false };
    }
    const finishRollNo = await finishRollNoFor(ctx.db, jsonData);
    await ctx.db
      .insert(finishRolls)
      .values({ finishRollNo, greigeRollNo: jsonData, createdBy: ctx.user.username });
    await ctx.db
      .update(greigeRolls)
      .set({ stage: 'finish', modified: new Date() })
      .where(eq(greigeRolls.rollNo, jsonData));
    // The roll is back from dyeing: the stock ledger moves it from its processor to finished stock.
    await receiveFinishedRoll(ctx.db, jsonData, finishRollNo, ctx.user.username);
    return { greigeRollNo: jsonData, finishRollNo, created: true };
  },

  checkRollNoInERPNext: async (ctx, { jsonData, jsonData1 }) => {
    const report = await reportFor(ctx.db, jsonData1, 'jsonData1');
    const verdict = await checkRollForReport(ctx.db, report, jsonData);
    return verdict.ok
      ? { ok: true, problem: null, message: verdict.message, otherReportNo: null }
      : verdict;
  },

  confirmRollNoFromDB: async (ctx, { jsonData1: finishNo, jsonData2: greigeNo }) => {
    const greige = await greigeRollByNo(ctx.db, greigeNo);
    if (!greige) {
      const message = `Greige roll ${greigeNo} is not known to the ERP.`;
      return { ok: false, problem: 'unknownGreigeRoll', message };
    }
    const [finish] = await ctx.db
      .select({ greigeRollNo: finishRolls.greigeRollNo })
      .from(finishRolls)
      .where(eq(finishRolls.finishRollNo, finishNo));
    if (!finish) {
      return { ok: false, problem: 'unknownFinishRoll', message: `No finish roll ${finishNo}.` };
    }
    if (finish.greigeRollNo !== greigeNo) {
      const message = `Finish roll ${finishNo} belongs to greige roll ${finish.greigeRollNo}, not ${greigeNo}.`;
      return { ok: false, problem: 'notLinked', message };
    }
    return {
      ok: true,
      problem: null,
      message: `Finish roll ${finishNo} is greige roll ${greigeNo}.`,
    };
  },

  getRollNoFromDB: async (ctx) =>
    ctx.db
      .select({
        greigeRollNo: greigeRolls.rollNo,
        finishRollNo: finishRolls.finishRollNo,
        itemCode: greigeRolls.itemCode,
        kg: greigeRolls.kg,
        date: greigeRolls.producedOn,
      })
      .from(greigeRolls)
      .leftJoin(finishRolls, eq(finishRolls.greigeRollNo, greigeRolls.rollNo))
      .orderBy(desc(greigeRolls.producedOn), desc(greigeRolls.rollNo))
      .limit(knownRollLimit),
} satisfies HandlerMap;
