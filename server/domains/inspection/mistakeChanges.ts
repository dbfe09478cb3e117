import { eq } from 'drizzle-orm';
import type { MistakeRef } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { qiMistakes } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { mistakeRefIn } from '../common/inspectionTables';
import { selectMistakes } from './columns';
import { openReportFor, rollFor } from './guards';
import { rescoreRoll, rollScoreOf } from './rescore';
import { removeTapPhotos } from './photos';

/** The mistake a change names, on the roll it names; by server id or by the tap's clientId. */
const refWhere = (ref: MistakeRef) => mistakeRefIn(qiMistakes, ref);

/** Mistakes of a completed report are final, like adding one. */
async function checkOpenRoll(db: Db, ref: MistakeRef): Promise<void> {
  await openReportFor(db, ref.reportNo, 'jsonData.reportNo');
  await rollFor(db, ref.reportNo, ref.rollNo, 'jsonData.rollNo');
}

export const mistakeChangeHandlers = {
  updateMistakeData: async (ctx, { jsonData: change }) => {
    await checkOpenRoll(ctx.db, change);
    const [found] = await selectMistakes(ctx.db, refWhere(change));
    if (!found) throw badInput('jsonData.id', 'no such mistake on this roll');
    await ctx.db
      .update(qiMistakes)
      .set({
        ...(change.points !== undefined ? { points: change.points } : {}),
        ...(change.continuousM !== undefined ? { continuousM: change.continuousM } : {}),
        ...(change.positionM !== undefined ? { positionM: change.positionM } : {}),
        ...(change.lengthMm !== undefined ? { lengthMm: change.lengthMm } : {}),
      })
      .where(eq(qiMistakes.id, Number(found.id)));
    const roll = rollScoreOf(await rescoreRoll(ctx.db, change.reportNo, change.rollNo));
    const [mistake] = await selectMistakes(ctx.db, eq(qiMistakes.id, Number(found.id)));
    if (!mistake) throw new Error('mistake vanished');
    return { mistake, roll };
  },

  /** Removing one already removed answers `removed: false`, so a retried undo is harmless. */
  removeMistakeData: async (ctx, { jsonData: ref }) => {
    await checkOpenRoll(ctx.db, ref);
    const gone = await ctx.db
      .delete(qiMistakes)
      .where(refWhere(ref))
      .returning({ id: qiMistakes.id });
    await removeTapPhotos(
      ctx.db,
      'fabric',
      gone.map((g) => g.id),
    );
    const roll = rollScoreOf(await rescoreRoll(ctx.db, ref.reportNo, ref.rollNo));
    return { removed: gone.length > 0, roll };
  },
} satisfies HandlerMap;
