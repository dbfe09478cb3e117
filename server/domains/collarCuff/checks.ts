import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ccFinishRolls, knitCcRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { newFinishRollNo } from '../common/finishRollNo';
import { knitRollByNo } from '../knitting/columns';
import { ccReportFor } from './guards';
import { ccRollByAnyNo, checkCcRollForReport } from './knownRolls';

/** `KCC-…` becomes `FCC-…`, unless that number is a finish or a greige CC roll already. */
const finishRollNoFor = (db: Db, greigeRollNo: string): Promise<string> =>
  newFinishRollNo(greigeRollNo, { greige: 'KCC-', finish: 'FCC-' }, async (candidate) => {
    const asFinish = await db.$count(ccFinishRolls, eq(ccFinishRolls.finishRollNo, candidate));
    const asGreige = await db.$count(knitCcRolls, eq(knitCcRolls.rollNo, candidate));
    return asFinish + asGreige !== 0;
  });

export const ccRollCheckHandlers = {
  getGreigeCCRollNoInDB: async (ctx, { jsonData }) => {
    const roll = await ccRollByAnyNo(ctx.db, jsonData);
    return { found: roll !== undefined, roll: roll ?? null };
  },

  checkGreigeCCRollNoinFinishRoll: async (ctx, { jsonData }) => {
    const roll = await knitRollByNo(ctx.db, jsonData);
    if (!roll) {
      return {
        ok: false,
        problem: 'unknownGreigeRoll',
        message: `Greige CC roll ${jsonData} is not known to the ERP.`,
        finishRollNo: null,
      };
    }
    if (roll.finishRollNo) {
      return {
        ok: false,
        problem: 'alreadyFinished',
        message: `Greige CC roll ${jsonData} already has finish roll ${roll.finishRollNo}.`,
        finishRollNo: roll.finishRollNo,
      };
    }
    return {
      ok: true,
      problem: null,
      message: `Greige CC roll ${jsonData} has no finish roll yet.`,
      finishRollNo: null,
    };
  },

  /** A bundle is finished once: asking again answers the finish roll it has. */
  createCCFinishRollNoInDB: async (ctx, { jsonData }) => {
    const roll = await knitRollByNo(ctx.db, jsonData);
    if (!roll) throw badInput('jsonData', `greige CC roll ${jsonData} is not known to the ERP`);
    if (roll.finishRollNo) {
      return { greigeRollNo: jsonData, finishRollNo: roll.finishRollNo, created: false };
    }
    const finishRollNo = await finishRollNoFor(ctx.db, jsonData);
    await ctx.db
      .insert(ccFinishRolls)
      .values({ finishRollNo, greigeRollNo: jsonData, createdBy: ctx.user.username });
    return { greigeRollNo: jsonData, finishRollNo, created: true };
  },

  checkCCRollNoInERPNext: async (ctx, { jsonData, jsonData1 }) => {
    const report = await ccReportFor(ctx.db, jsonData1, 'jsonData1');
    const verdict = await checkCcRollForReport(ctx.db, report, jsonData);
    return verdict.ok
      ? { ok: true, problem: null, message: verdict.message, otherReportNo: null }
      : verdict;
  },
} satisfies HandlerMap;
