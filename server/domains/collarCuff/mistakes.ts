import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MistakeRef } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { ccMistakes } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { mistakeRefIn } from '../common/inspectionTables';
import { masterNames } from '../inspection/mistakeSaves';
import { selectCcMistakes } from './columns';
import { ccRollFor, openCcReportFor } from './guards';
import { rescoreCcRoll } from './rescore';
import { removeTapPhotos } from '../inspection/photos';
import { afterCcLotJudged } from '../alerts/raise';
import { notifyRaised } from '../alerts/notify';

const refWhere = (ref: MistakeRef) => mistakeRefIn(ccMistakes, ref);

async function tappedPieces(db: Db, reportNo: string, rollNo: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ccMistakes.pieces}), 0)::int` })
    .from(ccMistakes)
    .where(and(eq(ccMistakes.reportNo, reportNo), eq(ccMistakes.rollNo, rollNo)));
  return row?.n ?? 0;
}

export const ccMistakeHandlers = {
  /** One tap: `pieces` rejected for one defect; the roll is regraded and the lot re-judged. */
  postCCMistakeData: async (ctx, { jsonData: t }) => {
    if (t.clientId) {
      const [stored] = await selectCcMistakes(ctx.db, eq(ccMistakes.clientId, t.clientId));
      if (stored) {
        // A retried tap: answer as the first time, with the roll as it stands now.
        const { roll, lot } = await rescoreCcRoll(ctx.db, stored.reportNo, stored.rollNo);
        return { mistake: stored, roll, aql: lot.aql };
      }
    }
    const report = await openCcReportFor(ctx.db, t.reportNo, 'jsonData.reportNo');
    const roll = await ccRollFor(ctx.db, report.reportNo, t.rollNo, 'jsonData.rollNo');
    const name = (await masterNames(ctx.db, [t.mistake], 'collarCuff')).get(
      t.mistake.toLowerCase(),
    );
    if (!name)
      throw badInput('jsonData.mistake', `${t.mistake} is not a collar & cuff mistake type`);
    const tapped = await tappedPieces(ctx.db, report.reportNo, roll.rollNo);
    if (tapped + t.pieces > roll.pieces) {
      throw badInput(
        'jsonData.pieces',
        `roll ${roll.rollNo} has ${roll.pieces} pieces and ${tapped} are already rejected`,
      );
    }
    const [row] = await ctx.db
      .insert(ccMistakes)
      .values({
        reportNo: report.reportNo,
        rollNo: roll.rollNo,
        mistake: name,
        pieces: t.pieces,
        clientId: t.clientId ?? null,
        createdBy: ctx.user.username,
      })
      .returning({ id: ccMistakes.id });
    const { roll: scored, lot } = await rescoreCcRoll(ctx.db, report.reportNo, roll.rollNo);
    await notifyRaised(ctx, await afterCcLotJudged(ctx.db, report.reportNo, roll.rollNo));
    const [mistake] = await selectCcMistakes(ctx.db, inArray(ccMistakes.id, row ? [row.id] : []));
    if (!mistake) throw new Error('CC tap vanished');
    return { mistake, roll: scored, aql: lot.aql };
  },

  /** Removing a tap already removed answers `removed: false`, so a retried undo is harmless. */
  removeCCMistakeData: async (ctx, { jsonData: ref }) => {
    await openCcReportFor(ctx.db, ref.reportNo, 'jsonData.reportNo');
    await ccRollFor(ctx.db, ref.reportNo, ref.rollNo, 'jsonData.rollNo');
    const gone = await ctx.db
      .delete(ccMistakes)
      .where(refWhere(ref))
      .returning({ id: ccMistakes.id });
    await removeTapPhotos(
      ctx.db,
      'collarCuff',
      gone.map((g) => g.id),
    );
    const { roll, lot } = await rescoreCcRoll(ctx.db, ref.reportNo, ref.rollNo);
    return { removed: gone.length > 0, roll, aql: lot.aql };
  },
} satisfies HandlerMap;
