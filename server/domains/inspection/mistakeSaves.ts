import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MistakeEntry, MistakeRow } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { mistakeTypes, qiMistakes } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { selectMistakes } from './columns';
import { openReportFor, rollFor } from './guards';
import { mistakeChangeHandlers } from './mistakeChanges';
import { rescoreRoll, rollScoreOf } from './rescore';
import { afterFabricTap } from '../alerts/raise';
import { notifyRaised } from '../alerts/notify';

/**
 * The master's spelling of the active mistake types tapped in `scope` (fabric rolls or collar &
 * cuff pieces; a type of both counts in either), by the lower-case name sent.
 */
export async function masterNames(
  db: Db,
  names: string[],
  scope: 'fabric' | 'collarCuff' = 'fabric',
): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: mistakeTypes.name })
    .from(mistakeTypes)
    .where(
      and(
        eq(mistakeTypes.active, true),
        inArray(mistakeTypes.appliesTo, [scope, 'both']),
        inArray(
          sql`lower(${mistakeTypes.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
}

const byClientIds = (db: Db, clientIds: string[]) =>
  clientIds.length
    ? selectMistakes(db, inArray(qiMistakes.clientId, clientIds))
    : Promise.resolve([]);

/** Checks the report, roll and mistake names, then stores new entries and rescores the roll once. */
async function record(
  db: Db,
  recordedBy: string,
  reportNo: string,
  rollNo: string,
  entries: readonly { entry: MistakeEntry; path: string }[],
) {
  await openReportFor(db, reportNo, 'jsonData.reportNo');
  await rollFor(db, reportNo, rollNo, 'jsonData.rollNo');
  const names = await masterNames(
    db,
    entries.map((e) => e.entry.mistake),
  );
  const rows = entries.map(({ entry, path }) => {
    const name = names.get(entry.mistake.toLowerCase());
    if (!name) throw badInput(`${path}mistake`, `${entry.mistake} is not a fabric mistake type`);
    return {
      reportNo,
      rollNo,
      mistake: name,
      points: entry.points,
      lengthMm: entry.lengthMm ?? null,
      continuousM: entry.continuousM ?? null,
      positionM: entry.positionM ?? null,
      scoredPoints: 0,
      clientId: entry.clientId ?? null,
      createdBy: recordedBy,
    };
  });
  const ids = await db.insert(qiMistakes).values(rows).returning({ id: qiMistakes.id });
  const roll = rollScoreOf(await rescoreRoll(db, reportNo, rollNo));
  return { ids: ids.map((r) => r.id), roll };
}

const one = (rows: MistakeRow[]): MistakeRow => {
  const [row] = rows;
  if (!row) throw new Error('mistake vanished');
  return row;
};

export const mistakeSaveHandlers = {
  postMistakeData: async (ctx, { jsonData: { reportNo, rollNo, ...entry } }) => {
    const [stored] = await byClientIds(ctx.db, entry.clientId ? [entry.clientId] : []);
    if (stored) {
      // A retried tap: answer as the first time, with the roll as it stands now.
      const roll = rollScoreOf(await rescoreRoll(ctx.db, stored.reportNo, stored.rollNo));
      return { mistake: stored, roll };
    }
    const { ids, roll } = await record(ctx.db, ctx.user.username, reportNo, rollNo, [
      { entry, path: 'jsonData.' },
    ]);
    await notifyRaised(ctx, await afterFabricTap(ctx.db, reportNo, rollNo));
    const mistake = one(await selectMistakes(ctx.db, inArray(qiMistakes.id, ids)));
    return { mistake, roll };
  },

  postMistakeDataInDB: async (ctx, { jsonData: { reportNo, rollNo, mistakes } }) => {
    const clientIds = mistakes.flatMap((m) => (m.clientId ? [m.clientId] : []));
    const seen = new Set((await byClientIds(ctx.db, clientIds)).map((m) => m.clientId));
    const fresh = mistakes.flatMap((entry, i) => {
      if (entry.clientId && seen.has(entry.clientId)) return [];
      if (entry.clientId) seen.add(entry.clientId);
      return [{ entry, path: `jsonData.mistakes.${i}.` }];
    });
    if (fresh.length === 0) {
      // Every entry was stored before: a retried batch, answered without checking the report again.
      await rollFor(ctx.db, reportNo, rollNo, 'jsonData.rollNo');
      const roll = rollScoreOf(await rescoreRoll(ctx.db, reportNo, rollNo));
      return { saved: 0, duplicates: mistakes.length, roll };
    }
    const { roll } = await record(ctx.db, ctx.user.username, reportNo, rollNo, fresh);
    await notifyRaised(ctx, await afterFabricTap(ctx.db, reportNo, rollNo));
    return { saved: fresh.length, duplicates: mistakes.length - fresh.length, roll };
  },

  ...mistakeChangeHandlers,
} satisfies HandlerMap;
