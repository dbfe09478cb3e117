import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Db } from '../../db/client';
import { erpOutbox } from '../../db/schema';
import type { SiteClient } from '../site/client';
import { enqueuePush, GREIGE_ID_FIELD } from './outbox';
import { drain, fakeSiteWithClient, openRows, secondProcess } from './testing';
import { deliverDuePushes } from './worker';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The outbox worker against the fake Frappe site: each document reaches the site once, whatever
 * answers are lost, however many processes send at once; a refusal is kept, an outage waits.
 */

const database = await createTestDatabase();
const db = database.db;
const { site, client } = await fakeSiteWithClient();

/** Queues `n` customers, each save in its own transaction as a handler's. */
async function queueCustomers(prefix: string, n: number): Promise<void> {
  for (let i = 0; i < n; i += 100) {
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(n, i + 100); j++) {
        await enqueuePush(tx, {
          doctype: 'Customer',
          greigeId: `${prefix}-${String(j).padStart(5, '0')}`,
          payload: { customer_name: `${prefix} customer ${j}`, customer_type: 'Company' },
          createdBy: 'test',
        });
      }
    });
  }
}

const siteCustomers = (prefix: string) =>
  site.docs('Customer').filter((d) => String(d[GREIGE_ID_FIELD]).startsWith(`${prefix}-`));

beforeEach(() => site.faults.clear());

describe('pushing the outbox', () => {
  it('puts exactly 1,000 documents on the site when one answer in ten is lost', async () => {
    await queueCustomers('LOST', 1000);
    site.faults.dropAnswers(0.1, 7);
    const round = await drain(db, client);
    const onSite = siteCustomers('LOST');
    expect(onSite).toHaveLength(1000);
    expect(new Set(onSite.map((d) => d[GREIGE_ID_FIELD])).size).toBe(1000);
    // Answers were lost (so retries looked the documents up) and none made a second copy.
    expect(round.failed).toBeGreaterThan(50);
    expect(round.sent).toBe(1000);
    const rows = await db
      .select({ state: erpOutbox.state, siteName: erpOutbox.siteName, g: erpOutbox.greigeId })
      .from(erpOutbox)
      .where(sql`${erpOutbox.greigeId} like 'LOST-%'`);
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    const names = new Map(onSite.map((d) => [d[GREIGE_ID_FIELD], d.name]));
    expect(rows.every((r) => names.get(r.g) === r.siteName)).toBe(true);
  }, 120_000);

  it('never sends one document twice from two processes at once', async () => {
    const other = await secondProcess(database);
    if (other !== database) afterAll(() => other.close());
    await queueCustomers('TWO', 300);
    const inserted: string[] = [];
    const counting = (c: SiteClient): SiteClient => ({
      ...c,
      url: c.url,
      list: (d, q) => c.list(d, q),
      get: (d, n) => c.get(d, n),
      update: (d, n, doc) => c.update(d, n, doc),
      loggedUser: () => c.loggedUser(),
      insert: async (d, doc) => {
        inserted.push(String(doc[GREIGE_ID_FIELD]));
        return c.insert(d, doc);
      },
    });
    const worker = async (w: Db) => {
      while ((await openRows(db)) > 0) {
        const r = await deliverDuePushes(w, counting(client), { batch: 7 });
        // A worker that found nothing due waits a moment, as the server's poll does.
        if (r.sent + r.failed + r.refused + r.waiting === 0) await pause(20);
      }
    };
    await Promise.all([worker(db), worker(other.db), worker(db), worker(other.db)]);
    expect(siteCustomers('TWO')).toHaveLength(300);
    expect(inserted.filter((g) => g.startsWith('TWO-'))).toHaveLength(300);
  }, 120_000);

  it('keeps a validation refusal in the site words and does not try it again', async () => {
    site.faults.validate('Customer', (d) =>
      d.customer_group === 'Nowhere' ? 'Could not find Customer Group: Nowhere' : null,
    );
    await enqueuePush(db, {
      doctype: 'Customer',
      greigeId: 'REF-00001',
      payload: { customer_name: 'Refused Mills', customer_group: 'Nowhere' },
      createdBy: 'test',
    });
    // A second on, as below: the row is stamped by the database's clock in microseconds.
    const now = new Date(Date.now() + 1_000);
    expect(await deliverDuePushes(db, client, { now })).toMatchObject({ sent: 0, refused: 1 });
    const [row] = await db.select().from(erpOutbox).where(eq(erpOutbox.greigeId, 'REF-00001'));
    expect(row).toMatchObject({
      state: 'refused',
      refusal: ['Could not find Customer Group: Nowhere'],
    });
    expect(row?.refusedAt).toBeInstanceOf(Date);
    const later = new Date(Date.now() + 30 * 86_400_000);
    const before = site.requests;
    expect(await deliverDuePushes(db, client, { now: later })).toMatchObject({ sent: 0 });
    expect(site.requests).toBe(before);
  });

  it('waits out an outage and a rate limit, as long as the site asks', async () => {
    await enqueuePush(db, {
      doctype: 'Customer',
      greigeId: 'WAIT-00001',
      payload: { customer_name: 'Patient Mills' },
      createdBy: 'test',
    });
    // A second on: the row's first attempt is stamped by the database's clock, in microseconds,
    // and can fall after Date.now() within the same millisecond (then it is not yet due).
    const now = Date.now() + 1_000;
    site.faults.rateLimit(1, 90);
    expect(await deliverDuePushes(db, client, { now: new Date(now) })).toMatchObject({ failed: 1 });
    const [limited] = await db.select().from(erpOutbox).where(eq(erpOutbox.greigeId, 'WAIT-00001'));
    expect(limited?.state).toBe('pending');
    expect(limited?.nextAttemptAt.getTime()).toBe(now + 90_000);
    site.faults.failAfterRequests(0);
    const soon = new Date(now + 91_000);
    expect(await deliverDuePushes(db, client, { now: soon })).toMatchObject({ failed: 1 });
    const [down] = await db.select().from(erpOutbox).where(eq(erpOutbox.greigeId, 'WAIT-00001'));
    // The second failure pauses longer than the first would (1, 2, 4 … minutes).
    expect(down?.nextAttemptAt.getTime()).toBe(soon.getTime() + 2 * 60_000);
    site.faults.clear();
    expect(await drain(db, client, { start: now + 3_600_000 })).toMatchObject({ sent: 1 });
    expect(siteCustomers('WAIT')).toHaveLength(1);
  });

  it('sends an edit of a document already on the site as an update of it', async () => {
    const doc = { doctype: 'Customer', greigeId: 'EDIT-00001', createdBy: 'test' };
    await enqueuePush(db, { ...doc, payload: { customer_name: 'Edit Mills', territory: 'India' } });
    await drain(db, client);
    await enqueuePush(db, {
      ...doc,
      payload: { customer_name: 'Edit Mills', territory: 'Tamil Nadu' },
    });
    await drain(db, client);
    const onSite = siteCustomers('EDIT');
    expect(onSite).toHaveLength(1);
    expect(onSite[0]).toMatchObject({ name: 'Edit Mills', territory: 'Tamil Nadu' });
  });

  it('finds its own document when the site says the Greige ID is taken, instead of refusing', async () => {
    // The site committed a first try after the client had given up on it: the document is there,
    // and this first try's insert meets the unique key field.
    site.put('Customer', {
      customer_name: 'Late Mills',
      customer_type: 'Company',
      [GREIGE_ID_FIELD]: 'LATE-00001',
    });
    await enqueuePush(db, {
      doctype: 'Customer',
      greigeId: 'LATE-00001',
      payload: { customer_name: 'Late Mills', customer_type: 'Company' },
      createdBy: 'test',
    });
    const round = await deliverDuePushes(db, client, { now: new Date(Date.now() + 1_000) });
    expect(round).toMatchObject({ sent: 1, refused: 0 });
    const [row] = await db.select().from(erpOutbox).where(eq(erpOutbox.greigeId, 'LATE-00001'));
    expect(row).toMatchObject({ state: 'sent', siteName: 'Late Mills' });
    expect(siteCustomers('LATE')).toHaveLength(1);
  });
});
