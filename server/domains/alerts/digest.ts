import { and, desc, eq, lte, notExists, sql } from 'drizzle-orm';
import type { DigestSettings } from '../../../contract/main/alerts';
import type { Db } from '../../db/client';
import { alertMails, digestSubscriptions, users } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { addDays, millDayAndHour } from './days';
import { digestText } from './mail/digest-compose';
import { dayFigures } from './mail/digest-figures';
import { queueDigestMail } from './mail/queue';

/**
 * A user's morning digest: asked for per user, queued at its hour, sent through the mail queue.
 * Asking for it keeps a row in digest_subscriptions; stopping it removes the row.
 */

/** What the settings screen offers before a user first asks: seven in the morning, in English. */
const DEFAULT_HOUR = 7;

async function readDigest(db: Db, userId: number): Promise<DigestSettings> {
  const [row] = await db
    .select({
      email: users.email,
      hour: digestSubscriptions.hour,
      language: digestSubscriptions.language,
    })
    .from(users)
    .leftJoin(digestSubscriptions, eq(digestSubscriptions.userId, users.id))
    .where(eq(users.id, userId));
  const [last] = await db
    .select({ day: alertMails.day })
    .from(alertMails)
    .where(
      and(
        eq(alertMails.kind, 'digest'),
        eq(alertMails.userId, userId),
        eq(alertMails.status, 'sent'),
      ),
    )
    .orderBy(desc(alertMails.day))
    .limit(1);
  const subscribed = row?.hour !== null && row?.hour !== undefined;
  return {
    enabled: subscribed,
    hour: row?.hour ?? DEFAULT_HOUR,
    language: row?.language === 'ta' ? 'ta' : 'en',
    email: row?.email ?? '',
    lastSentOn: last?.day ?? null,
  };
}

export const digestHandlers = {
  getMyDigest: async (ctx) => readDigest(ctx.db, ctx.user.id),

  saveMyDigest: async (ctx, { jsonData }) => {
    const userId = ctx.user.id;
    if (jsonData.enabled) {
      const values = { hour: jsonData.hour, language: jsonData.language, updatedAt: new Date() };
      await ctx.db
        .insert(digestSubscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: digestSubscriptions.userId, set: values });
    } else {
      await ctx.db.delete(digestSubscriptions).where(eq(digestSubscriptions.userId, userId));
    }
    return readDigest(ctx.db, userId);
  },
} satisfies HandlerMap;

/**
 * Queues the digest of every active subscriber whose hour of the mill day has come at `now` and
 * who has none for that day yet; answers how many it queued. A server that was down at the hour
 * queues it when it is back, the same day. Run on every server each minute: the unique index on
 * (user, day) lets one of them queue it.
 */
export async function queueDueDigests(db: Db, now = new Date()): Promise<number> {
  const { day, hour } = millDayAndHour(now);
  const due = await db
    .select({
      userId: digestSubscriptions.userId,
      language: digestSubscriptions.language,
      email: users.email,
      username: users.username,
    })
    .from(digestSubscriptions)
    .innerJoin(users, eq(users.id, digestSubscriptions.userId))
    .where(
      and(
        lte(digestSubscriptions.hour, hour),
        eq(users.active, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(alertMails)
            .where(
              and(
                eq(alertMails.kind, 'digest'),
                eq(alertMails.userId, digestSubscriptions.userId),
                eq(alertMails.day, day),
              ),
            ),
        ),
      ),
    );
  if (due.length === 0) return 0;
  // The same figures for every subscriber of the day: read once, worded in each one's language.
  const yesterday = addDays(day, -1);
  const figures = await dayFigures(db, yesterday);
  let queued = 0;
  for (const s of due) {
    const mail = digestText(figures, s.username, yesterday, s.language === 'ta' ? 'ta' : 'en');
    const digest = { userId: s.userId, day, recipient: s.email, ...mail };
    if (await queueDigestMail(db, digest)) queued += 1;
  }
  return queued;
}
