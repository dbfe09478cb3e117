import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ccFinishRolls, knitCcRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { knitRollByNo } from '../knitting/columns';
import { ccReportFor } from './guards';
import { ccRollByAnyNo, checkCcRollForReport } from './knownRolls';

/**
 * `KCC-…` becomes `FCC-…`; any other number gets `FCC-` in front. A number already taken (as a
 * finish or a greige CC roll) gets `-2`, `-3`…, so a number always names one roll.
 */
async function newFinishRollNo(db: Db, greigeRollNo: string): Promise<string> {
  const base = greigeRollNo.startsWith('KCC-')
    ? `FCC-${greigeRollNo.slice(4)}`
    : `FCC-${greigeRollNo}`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const asFinish = await db.$count(ccFinishRolls, eq(ccFinishRolls.finishRollNo, candidate));
    const asGreige = await db.$count(knitCcRolls, eq(knitCcRolls.rollNo, candidate));
    if (asFinish + asGreige === 0) return candidate;
  }
}

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
    const finishRollNo = await newFinishRollNo(ctx.db, jsonData);
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
