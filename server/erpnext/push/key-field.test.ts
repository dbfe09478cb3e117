import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import { erpOutbox } from '../../db/schema';
import { lackingOnSite } from '../fields';
import { startFakeSite } from '../fake/site';
import { createSiteClient } from '../site/client';
import { enqueuePush, GREIGE_ID_FIELD } from './outbox';
import { deliverDuePushes } from './worker';

/**
 * A site without `custom_greige_id` would drop Greige's id from what it is sent (Frappe keeps only
 * a doctype's own columns), and a retry after a lost answer could not find the document: a second
 * copy. Nothing goes until the field is there, and then each document goes once.
 */

const db = (await createTestDatabase()).db;
const site = await startFakeSite({ customFields: [] });
afterAll(() => site.close());
const client = createSiteClient({ url: site.url, apiKey: site.apiKey, apiSecret: site.apiSecret });

describe('the push and its key field', () => {
  it('waits, saying why, while the site lacks custom_greige_id, and sends once it is added', async () => {
    await db.transaction((tx) =>
      enqueuePush(tx, {
        doctype: 'Customer',
        greigeId: 'CUST-KF-1',
        payload: { customer_name: 'Key Field Knits', customer_type: 'Company' },
        createdBy: 'test',
      }),
    );
    const start = Date.now();
    const first = await deliverDuePushes(db, client, { now: new Date(start) });
    expect(first).toMatchObject({ sent: 0, waiting: 1 });
    expect(site.docs('Customer')).toHaveLength(0);
    const [row] = await db.select().from(erpOutbox).where(eq(erpOutbox.greigeId, 'CUST-KF-1'));
    expect(row).toMatchObject({ state: 'pending', attempts: 0 });
    expect(row?.lastError).toBe(
      "Waits for the site's Customer to have the field custom_greige_id (Settings lists the fields to add).",
    );
    expect(await lackingOnSite(db)).toContainEqual(
      expect.objectContaining({ doctype: 'Customer', fieldname: GREIGE_ID_FIELD, unique: true }),
    );

    site.addCustomField({ dt: 'Customer', fieldname: GREIGE_ID_FIELD, unique: true });
    // An hour on: the row's pause is over and the kept field list is read again.
    const later = await deliverDuePushes(db, client, { now: new Date(start + 3_600_000) });
    expect(later).toMatchObject({ sent: 1, waiting: 0 });
    expect(site.docs('Customer').map((d) => d[GREIGE_ID_FIELD])).toEqual(['CUST-KF-1']);
  });
});
