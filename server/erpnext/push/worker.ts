import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpOutbox } from '../../db/schema';
import { held, retryLater, takeDue, queueOn } from '../../jobs/queue';
import { FrappeError, type SiteClient } from '../site/client';
import { siteHas, siteMetaOf } from '../fields';
import { markSynced } from './doctypes';
import { GREIGE_ID_FIELD } from './outbox';
import { resolveRefs } from './refs';

/**
 * Sends the outbox to the site, each document once (docs/decisions/026-erpnext-connector.md).
 * The outbox is one queue of the server's job queue (server/jobs/queue.ts): a round takes its
 * rows in one statement, so two processes never send one document.
 * A try after an earlier one (whose answer may have been lost after the site created the
 * document) first looks the document up by Greige's id on the site, and creates it only when it
 * is not there. A validation refusal (417) is kept, in the site's words, for an administrator and
 * not tried again on its own; an outage, a rate limit or a lost connection is tried again later.
 */

/** How soon a document waiting for another (an address for its customer) looks again. */
const WAIT_MS = 30_000;
const WAIT_REFUSED_MS = 10 * 60_000;

const outboxQueue = queueOn(erpOutbox, erpOutbox.state, [erpOutbox.createdAt, erpOutbox.id]);

export interface PushRound {
  sent: number;
  refused: number;
  /** Tried and failed for now (outage, rate limit, lost answer): tried again after a pause. */
  failed: number;
  /** Not tried: a document they point to is not on the site yet. */
  waiting: number;
}

type Taken = typeof erpOutbox.$inferSelect & { leaseUntil: Date };
type Outcome = keyof PushRound;

/** Takes up to `batch` due rows (or rows whose try died) for this process, oldest first. */
async function take(db: Db, now: Date, batch: number): Promise<Taken[]> {
  const claims = await takeDue<string>(db, outboxQueue, { now, batch });
  if (claims.length === 0) return [];
  const leases = new Map(claims.map((c) => [c.id, c.leaseUntil]));
  const rows = await db
    .select()
    .from(erpOutbox)
    .where(inArray(erpOutbox.id, [...leases.keys()]));
  return rows
    .flatMap((r) => {
      const leaseUntil = leases.get(r.id);
      return leaseUntil ? [{ ...r, leaseUntil }] : [];
    })
    .sort((a, b) => +a.createdAt - +b.createdAt || (a.id < b.id ? -1 : 1));
}

/** Still ours: no other process took the row after our lease ran out. */
const ours = (row: Taken) => held(outboxQueue, row);

/** The site's name of the document with this Greige id, if the site has it. */
async function findOnSite(client: SiteClient, row: Taken): Promise<string | null> {
  const found = await client.list(row.doctype, {
    fields: ['name'],
    filters: [[row.doctype, GREIGE_ID_FIELD, '=', row.greigeId]],
    limitPageLength: 1,
  });
  const name = found[0]?.name;
  return typeof name === 'string' && name !== '' ? name : null;
}

/**
 * The site has the document as `name`. When the record was edited while it was being sent, the
 * row stays pending (with the name) so the edit goes as an update.
 */
async function markSent(db: Db, row: Taken, name: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(erpOutbox)
      .set({
        state: sql`case when ${erpOutbox.payload} = ${JSON.stringify(row.payload)}::jsonb
          then 'sent' else 'pending' end`,
        siteName: name,
        sentAt: new Date(),
        nextAttemptAt: new Date(),
        leaseUntil: null,
        lastError: null,
        refusal: null,
      })
      .where(ours(row))
      .returning({ state: erpOutbox.state });
    if (after?.state === 'sent') await markSynced[row.doctype]?.(tx, row.greigeId);
    return 'sent' as const;
  });
}

async function markRefused(db: Db, row: Taken, messages: string[]): Promise<Outcome> {
  const words = messages.length > 0 ? messages : ['The site refused the document.'];
  await db
    .update(erpOutbox)
    .set({
      state: 'refused',
      refusal: words,
      refusedAt: new Date(),
      lastError: words.join(' '),
      leaseUntil: null,
    })
    .where(ours(row));
  return 'refused';
}

async function markFailed(db: Db, row: Taken, error: unknown, now: Date): Promise<Outcome> {
  await retryLater(db, outboxQueue, row, {
    error,
    now,
    // The site's own word on when to come back (a rate limit), else the queue's pauses.
    ...(error instanceof FrappeError && error.retryAfterSeconds !== null
      ? { delayMs: error.retryAfterSeconds * 1000 }
      : {}),
  });
  return 'failed';
}

/** Why a row was not tried: another document it names is not on the site, or a field is not. */
type Wait = { waitsFor: string; refused: boolean } | { lacks: string };

const waitWords = (w: Wait, doctype: string): string =>
  'lacks' in w
    ? `Waits for the site's ${doctype} to have the field ${w.lacks} (Settings lists the fields to add).`
    : `Waits for ${w.waitsFor} to reach the site${w.refused ? ', which the site refused' : ''}.`;

/** Puts a row that could not be tried back, without counting the try. */
async function release(db: Db, row: Taken, wait: Wait, now: Date) {
  const long = 'lacks' in wait || wait.refused;
  await db
    .update(erpOutbox)
    .set({
      state: 'pending',
      attempts: sql`greatest(${erpOutbox.attempts} - 1, 0)`,
      nextAttemptAt: new Date(now.getTime() + (long ? WAIT_REFUSED_MS : WAIT_MS)),
      leaseUntil: null,
      lastError: waitWords(wait, row.doctype),
    })
    .where(ours(row));
}

type Try = Outcome | Wait;

/** Whether the site's doctype has the key field: asked once per doctype in a round. */
type KeyField = (doctype: string) => Promise<boolean>;

function keyFieldOf(db: Db, client: SiteClient, now: Date): KeyField {
  const known = new Map<string, Promise<boolean>>();
  return (doctype) => {
    let has = known.get(doctype);
    if (!has) {
      has = siteMetaOf(db, client, doctype, { now }).then(({ meta }) =>
        siteHas(meta, GREIGE_ID_FIELD),
      );
      known.set(doctype, has);
    }
    return has;
  };
}

async function tryOne(
  db: Db,
  client: SiteClient,
  row: Taken,
  now: Date,
  hasKeyField: KeyField,
): Promise<Try> {
  const resolved = await resolveRefs(db, row.payload);
  if (!resolved.ok) return { waitsFor: resolved.waitsFor, refused: resolved.refused };
  try {
    if (row.siteName) {
      await client.update(row.doctype, row.siteName, resolved.doc);
      return await markSent(db, row, row.siteName);
    }
    // Without its key field the site would drop Greige's id from the document, and a retry after
    // a lost answer could not find it: a second copy. It waits for the field instead.
    if (!(await hasKeyField(row.doctype))) return { lacks: GREIGE_ID_FIELD };
    const earlier = row.attempts > 1 ? await findOnSite(client, row) : null;
    if (earlier) return await markSent(db, row, earlier);
    const created = await client.insert(row.doctype, resolved.doc);
    if (typeof created.name !== 'string' || created.name === '')
      throw new FrappeError('bad_answer', 200, ['the created document has no name']);
    return await markSent(db, row, created.name);
  } catch (error) {
    if (!(error instanceof FrappeError)) return markFailed(db, row, error, now);
    if ((error.kind === 'conflict' || error.kind === 'validation') && !row.siteName) {
      // Ours already, from a try whose answer was lost or came after the client gave up: a
      // taken name is a 409, our unique key field taken a 417 ("Greige ID must be unique").
      const mine = await findOnSite(client, row).catch(() => null);
      if (mine) return markSent(db, row, mine);
    }
    if (error.kind === 'validation' || error.kind === 'conflict' || error.kind === 'not_found')
      return markRefused(db, row, error.messages);
    return markFailed(db, row, error, now);
  }
}

/**
 * One round of the worker: sends every due document (at most `batch`), oldest first, so a
 * customer leaves before its address. A document waiting for one sent in this round is tried
 * again at its end.
 */
export async function deliverDuePushes(
  db: Db,
  client: SiteClient,
  opts: { now?: Date; batch?: number } = {},
): Promise<PushRound> {
  const now = opts.now ?? new Date();
  const round: PushRound = { sent: 0, refused: 0, failed: 0, waiting: 0 };
  const waiting: Taken[] = [];
  const hasKeyField = keyFieldOf(db, client, now);
  for (const row of await take(db, now, opts.batch ?? 50)) {
    const t = await tryOne(db, client, row, now, hasKeyField);
    if (typeof t === 'string') round[t] += 1;
    else waiting.push(row);
  }
  for (const row of waiting) {
    const t = await tryOne(db, client, row, now, hasKeyField);
    if (typeof t === 'string') round[t] += 1;
    else {
      await release(db, row, t, now);
      round.waiting += 1;
    }
  }
  return round;
}
