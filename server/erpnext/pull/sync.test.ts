import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import { openDatabase, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import * as s from '../../db/schema';
import { startFakeSite, type FakeSite } from '../fake/site';
import { createSiteClient } from '../site/client';
import { doctypes } from './doctypes';
import { syncSite } from './sync';

let site: FakeSite;
let db: Db;
beforeAll(async () => {
  site = await startFakeSite();
  db = (await createTestDatabase()).db;
}, 120_000); // a busy machine takes long to open a database
afterAll(() => site.close());

const client = () =>
  createSiteClient({ url: site.url, apiKey: site.apiKey, apiSecret: site.apiSecret });
const noSleep = () => Promise.resolve();
const state = async (doctype: string) =>
  (await db.select().from(s.erpSyncState).where(eq(s.erpSyncState.doctype, doctype)))[0]!;
const count = async (table: string) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

const item = (i: number) => ({
  item_code: `FAB-T-${String(i).padStart(3, '0')}`,
  item_name: `30s Combed SJ 160 GSM ${i}`,
  item_group: 'Fabric',
  stock_uom: 'Kg',
  custom_quality: 'Single Jersey',
  custom_gsm: 160,
});

describe('pull from a site', () => {
  it('fills the mirror, then follows edits and cancellations incrementally', async () => {
    for (let i = 1; i <= 25; i++) site.put('Item', item(i));
    site.put('Customer', {
      customer_name: 'Sri Murugan Textiles',
      customer_type: 'Company',
      customer_group: 'Commercial',
      territory: 'Tamil Nadu',
      market_segment: 'Textiles',
    });
    site.put('Address', {
      address_type: 'Billing',
      address_line1: '1 Mill Rd',
      city: 'Tiruppur',
      pincode: '641601',
      country: 'India',
      is_primary_address: 1,
      links: [{ link_doctype: 'Customer', link_name: 'Sri Murugan Textiles' }],
    });
    site.put('Address', {
      address_type: 'Billing',
      address_line1: 'x',
      city: 'y',
      pincode: '1',
      links: [{ link_doctype: 'Customer', link_name: 'Nobody' }],
    });
    for (let i = 0; i < 3; i++) {
      site.put('Sales Order', {
        customer: 'Sri Murugan Textiles',
        customer_name: 'Sri Murugan Textiles',
        territory: 'Tamil Nadu',
        transaction_date: '2026-11-02',
        delivery_date: '2026-11-20',
        status: 'To Deliver and Bill',
        docstatus: 1,
        total_qty: 100,
        net_total: 25000,
        sales_team: [{ sales_person: 'Karthik' }],
        items: [
          {
            item_code: 'FAB-T-001',
            qty: 60,
            rate: 250,
            amount: 15000,
            custom_commercial_name: 'SJ 160',
          },
          { item_code: 'FAB-T-002', qty: 40, rate: 250, amount: 10000 },
        ],
      });
    }
    site.put('Sales Order', {
      customer: 'Sri Murugan Textiles',
      transaction_date: '2026-11-03',
      status: 'Draft',
      docstatus: 0,
      items: [],
    });
    site.put('Purchase Order', {
      name: 'PUR-ORD-2026-00001',
      supplier: 'Kaveri Knits',
      transaction_date: '2026-11-01',
      status: 'To Receive and Bill',
      docstatus: 1,
      items: [{ item_code: 'FAB-T-003', qty: 500, received_qty: 0, uom: 'Kg' }],
    });

    const first = await syncSite(db, client(), { pageSize: 10, sleep: noSleep });
    expect(first.ran).toBe(true);
    expect(await count('items')).toBe(25);
    expect(await count('customer_addresses')).toBe(1);
    expect((await state('Address')).lastError).toMatch(/Nobody is not in the mirror/);
    expect(await count('sales_orders')).toBe(3); // the draft stays out
    expect(await count('sales_order_items')).toBe(6);
    const [line] = await db
      .select()
      .from(s.salesOrderItems)
      .where(eq(s.salesOrderItems.commercialName, 'SJ 160'))
      .limit(1);
    expect(line).toMatchObject({
      segment: 'Textiles',
      salesPerson: 'Karthik',
      docStatus: 1,
      date: '2026-11-02',
    });
    expect(await count('purchase_order_items')).toBe(1);
    expect((await state('Item')).rowsPulled).toBe(25);

    site.put('Item', { name: 'FAB-T-007', item_name: 'Renamed on the site' });
    const so = site.docs('Sales Order').find((d) => d.docstatus === 1)!;
    site.cancel('Sales Order', String(so.name));
    site.cancel('Purchase Order', 'PUR-ORD-2026-00001');
    const before = site.requests;
    await syncSite(db, client(), { pageSize: 10, sleep: noSleep });
    const [edited] = await db.select().from(s.items).where(eq(s.items.itemCode, 'FAB-T-007'));
    expect(edited?.itemName).toBe('Renamed on the site');
    expect((await state('Item')).rowsPulled).toBe(26);
    expect((await state('Item')).lastRunRows).toBe(1);
    const [cancelled] = await db
      .select()
      .from(s.salesOrders)
      .where(eq(s.salesOrders.soNo, String(so.name)));
    expect(cancelled).toMatchObject({ docStatus: 2, status: 'Cancelled' });
    const lines = await db
      .select()
      .from(s.salesOrderItems)
      .where(eq(s.salesOrderItems.soNo, String(so.name)));
    expect(lines.every((l) => l.docStatus === 2)).toBe(true);
    const months = await rowsOf<{ n: number }>(
      db,

      sql`select coalesce(sum(qty_kg), 0)::float as n from sales_line_months where doc = 'order'`,
    );
    expect(months[0]!.n).toBe(200);
    expect(await count('purchase_orders')).toBe(0);
    expect(await count('purchase_order_items')).toBe(0);
    // Nothing else changed: the time zone, per doctype its fields and one list, and one list of
    // each child table for the two doctypes with changes (the purchase order's items, the sales
    // order's items and sales team), never one read per document.
    expect(site.requests - before).toBe(1 + 2 * doctypes.length + 3);
  });

  it('resumes a sync killed halfway from its last committed page', async () => {
    for (let i = 101; i <= 140; i++) site.put('Item', item(i));
    const pulled = (await state('Item')).rowsPulled;
    // The time zone, the fields and two pages of ten, then the site is gone.
    site.faults.failAfterRequests(4);
    const dead = await syncSite(db, client(), { pageSize: 10, sleep: noSleep, maxTries: 2 });
    site.faults.clear();
    expect(dead.ran && dead.doctypes[0]).toMatchObject({
      doctype: 'Item',
      error: expect.stringMatching(/unavailable 500/),
    });
    // Each page but the first re-reads the cursor's row (ties on `modified` need >=) and drops it.
    const committed = (await state('Item')).rowsPulled - pulled;
    expect(committed).toBeGreaterThan(10);
    expect(committed).toBeLessThan(40);
    expect(await count('items')).toBe(25 + committed);
    await syncSite(db, client(), { pageSize: 10, sleep: noSleep });
    expect(await count('items')).toBe(65);
    // The first twenty were not written again.
    expect((await state('Item')).rowsPulled).toBe(pulled + 40);
    expect((await state('Item')).lastError).toBeNull();
  });

  it('waits as a 429 asks, then goes on', async () => {
    site.put('Item', item(200));
    const waits: number[] = [];
    site.faults.rateLimit(2, 7);
    const out = await syncSite(db, client(), {
      sleep: (ms) => Promise.resolve(void waits.push(ms)),
    });
    expect(waits).toEqual([7000, 7000]);
    expect(
      out.ran && out.doctypes.every((d) => d.error === null || d.error.startsWith('not_found')),
    ).toBe(true);
    expect(await count('items')).toBe(66);
  });

  it('runs one sync at a time', async () => {
    const runs = await Promise.all([
      syncSite(db, client(), { sleep: noSleep }),
      syncSite(db, client(), { sleep: noSleep }),
    ]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
  });

  // Two pools need a server: a PGlite database belongs to one process and one connection.
  it.runIf(process.env.DATABASE_URL)('runs one sync at a time across two pools', async () => {
    const url = (db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    const other = await openDatabase({ kind: 'postgres', url });
    try {
      for (let i = 300; i < 340; i++) site.put('Item', item(i));
      const runs = await Promise.all([
        syncSite(db, client(), { sleep: noSleep, pageSize: 5 }),
        syncSite(other.db, client(), { sleep: noSleep, pageSize: 5 }),
      ]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
      expect(runs.find((r) => !r.ran)).toEqual({ ran: false, reason: 'running' });
    } finally {
      await other.close();
    }
  });
});
