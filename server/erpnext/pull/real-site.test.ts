import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { lackingOnSite } from '../fields';
import { startFakeSite, type FakeSite, type FakeSiteOptions } from '../fake/site';
import { createSiteClient } from '../site/client';
import { itemDecl, supplierDecl, customerDecl } from './doctypes/masters';
import { jobCardDecl, workOrderDecl } from './doctypes/orders';
import { doctypes } from './doctypes';
import { salesOrderDecl } from './doctypes/sales';
import { syncSite } from './sync';

/**
 * The pull against a site that behaves as a real ERPNext v15 does where a first sync meets it:
 * fields it lacks, fields the key may not read, open job cards kept as drafts, names that tie on
 * `modified` in MariaDB's case-blind order, one doctype failing, and a time zone of its own.
 */

let db: Db;
const sites: FakeSite[] = [];
beforeAll(async () => {
  db = (await createTestDatabase()).db;
}, 120_000);
afterAll(() => Promise.all(sites.map((x) => x.close())));

async function siteWith(opts: FakeSiteOptions = {}): Promise<FakeSite> {
  const site = await startFakeSite(opts);
  sites.push(site);
  return site;
}
const clientOf = (site: FakeSite) =>
  createSiteClient({ url: site.url, apiKey: site.apiKey, apiSecret: site.apiSecret });
const noSleep = () => Promise.resolve();
const stateOf = async (doctype: string) =>
  (await db.select().from(s.erpSyncState).where(eq(s.erpSyncState.doctype, doctype)))[0];

describe('a first sync with a real site', () => {
  it('asks a stock site only for fields it has, blanks none of the mill’s columns, and lists what it lacks', async () => {
    await db.insert(s.items).values({
      itemCode: 'FAB-RS-1',
      itemName: 'Old name',
      itemGroup: 'Fabric',
      quality: 'Single Jersey',
      gsm: 180,
      widthCm: 72,
      uom: 'Kg',
    });
    const site = await siteWith({ customFields: [] });
    site.put('Item', { item_code: 'FAB-RS-1', item_name: '30s Combed SJ', item_group: 'Fabric' });
    site.put('Item', { item_code: 'FAB-RS-2', item_name: '40s PK', item_group: 'Fabric' });
    const out = await syncSite(db, clientOf(site), { doctypes: [itemDecl], sleep: noSleep });
    expect(out).toMatchObject({ ran: true, doctypes: [{ doctype: 'Item', rows: 2, error: null }] });
    const [kept] = await db.select().from(s.items).where(eq(s.items.itemCode, 'FAB-RS-1'));
    // The site's own field is taken; the mill's fields it does not have are left as they were.
    expect(kept).toMatchObject({
      itemName: '30s Combed SJ',
      quality: 'Single Jersey',
      gsm: 180,
      widthCm: 72,
    });
    const [added] = await db.select().from(s.items).where(eq(s.items.itemCode, 'FAB-RS-2'));
    expect(added).toMatchObject({ itemName: '40s PK', quality: '', gsm: null });
    const lacking = await lackingOnSite(db);
    expect(lacking).toContainEqual({
      doctype: 'Item',
      fieldname: 'custom_gsm',
      label: 'GSM',
      fieldtype: 'Int',
      options: null,
      unique: false,
    });
    // Every custom field the item declaration reads, in its order.
    expect(lacking.filter((f) => f.doctype === 'Item').map((f) => f.fieldname)).toEqual(
      itemDecl.fields.filter((f) => f.startsWith('custom_')),
    );
  });

  it('leaves a column whose field the key may not read as it was', async () => {
    await db.insert(s.customers).values({
      name: 'Kaveri Knits RS',
      customerName: 'Kaveri Knits RS',
      customerType: 'Company',
      customerGroup: 'Commercial',
      territory: 'Tamil Nadu',
      mobileNo: '9876543210',
    });
    const site = await siteWith({ hidden: { Customer: ['mobile_no'] } });
    site.put('Customer', {
      customer_name: 'Kaveri Knits RS',
      customer_type: 'Company',
      customer_group: 'Export',
      territory: 'Tamil Nadu',
      mobile_no: '9000000000',
    });
    const out = await syncSite(db, clientOf(site), { doctypes: [customerDecl], sleep: noSleep });
    expect(out).toMatchObject({ ran: true, doctypes: [{ error: null }] });
    const [row] = await db
      .select()
      .from(s.customers)
      .where(eq(s.customers.name, 'Kaveri Knits RS'));
    expect(row).toMatchObject({ customerGroup: 'Export', mobileNo: '9876543210' });
  });

  it('brings open job cards, which ERPNext keeps as drafts, and drops one cancelled', async () => {
    const site = await siteWith();
    site.put('Work Order', {
      production_item: 'FAB-RS-1',
      planned_start_date: '2026-11-28',
      qty: 500,
      status: 'In Process',
      docstatus: 1,
    });
    const wo = String(site.docs('Work Order')[0]!.name);
    const card = (status: string, docstatus: number) => ({
      work_order: wo,
      posting_date: '2026-11-28',
      operation: 'Knitting',
      workstation: 'KM-07',
      production_item: 'FAB-RS-1',
      for_quantity: 250,
      total_completed_qty: 0,
      status,
      docstatus,
    });
    site.put('Job Card', card('Open', 0));
    site.put('Job Card', card('Work In Progress', 0));
    site.put('Job Card', card('Material Transferred', 0));
    site.put('Job Card', card('Completed', 1));
    const out = await syncSite(db, clientOf(site), {
      doctypes: [workOrderDecl, jobCardDecl],
      sleep: noSleep,
    });
    expect(out).toMatchObject({ ran: true });
    const cards = await db.select().from(s.jobCards).where(eq(s.jobCards.woNo, wo));
    expect(cards.map((c) => c.status).sort()).toEqual([
      'Completed',
      'Open',
      'Work In Progress',
      'Work In Progress',
    ]);
    const open = site.docs('Job Card').find((d) => d.status === 'Open')!;
    site.cancel('Job Card', String(open.name));
    await syncSite(db, clientOf(site), { doctypes: [jobCardDecl], sleep: noSleep });
    expect(await db.select().from(s.jobCards).where(eq(s.jobCards.woNo, wo))).toHaveLength(3);
  });

  it('takes every document of one instant across page edges, whatever the case of their names', async () => {
    const site = await siteWith();
    const at = '2026-11-20 10:00:00';
    // MariaDB lists these blind to case: a, B, b2, C, c3, D; a byte order would put B, C, D first.
    const names = ['b2', 'D', 'a', 'c3', 'B', 'C'];
    site.load(
      'Supplier',
      names.map((n) => ({
        name: `RS ${n}`,
        supplier_name: `RS ${n}`,
        supplier_group: 'Yarn',
        modified: at,
      })),
    );
    const out = await syncSite(db, clientOf(site), {
      doctypes: [supplierDecl],
      pageSize: 2,
      sleep: noSleep,
    });
    expect(out).toMatchObject({ ran: true, doctypes: [{ rows: 6, error: null }] });
    const pulled = (await db.select().from(s.suppliers)).filter((r) => r.name.startsWith('RS '));
    expect(pulled.map((r) => r.name).sort()).toEqual(names.map((n) => `RS ${n}`).sort());
    // A later run at the same instant writes none of them again.
    const again = await syncSite(db, clientOf(site), {
      doctypes: [supplierDecl],
      pageSize: 2,
      sleep: noSleep,
    });
    expect(again).toMatchObject({ doctypes: [{ rows: 0 }] });
  });

  it('records a doctype the site fails on and goes on with the rest', async () => {
    const site = await siteWith();
    site.put('Supplier', { supplier_name: 'RS Spinning', supplier_group: 'Yarn' });
    site.put('Item', { item_code: 'FAB-RS-9', item_name: 'Rib 2x2', item_group: 'Fabric' });
    site.faults.failDoctype('Supplier');
    const out = await syncSite(db, clientOf(site), {
      doctypes: [supplierDecl, itemDecl],
      sleep: noSleep,
    });
    expect(out).toMatchObject({
      ran: true,
      doctypes: [
        { doctype: 'Supplier', rows: 0, error: expect.stringContaining('unavailable 500') },
        { doctype: 'Item', rows: 1, error: null },
      ],
    });
    expect((await stateOf('Supplier'))?.lastError).toContain('unavailable 500');
  });

  it('reads the site’s datetimes in the time zone the site says it keeps', async () => {
    const site = await siteWith({ timeZone: 'Europe/London' });
    site.load('Sales Order', [
      {
        customer: 'Kaveri Knits RS',
        customer_name: 'Kaveri Knits RS',
        transaction_date: '2026-07-01',
        delivery_date: '2026-07-20',
        status: 'To Deliver and Bill',
        docstatus: 1,
        // Summer in London: 10:00 there is 09:00 UTC (in the mill's zone it would be 04:30 UTC).
        modified: '2026-07-01 10:00:00.250000',
      },
    ]);
    await syncSite(db, clientOf(site), { doctypes: [salesOrderDecl], sleep: noSleep });
    const [order] = await db
      .select()
      .from(s.salesOrders)
      .where(eq(s.salesOrders.customer, 'Kaveri Knits RS'));
    expect(order?.modified.toISOString()).toBe('2026-07-01T09:00:00.250Z');
    const [connector] = await db.select().from(s.erpConnector);
    expect(connector?.siteTimeZone).toBe('Europe/London');
  });

  it('reads the child rows of a page of orders in one list per table, not one read per order', async () => {
    const site = await siteWith();
    for (let i = 0; i < 30; i++) {
      site.put('Sales Order', {
        customer: 'Paged Knits',
        customer_name: 'Paged Knits',
        transaction_date: '2026-11-02',
        status: 'To Deliver and Bill',
        docstatus: 1,
        total_qty: 100,
        net_total: 25000,
        sales_team: [{ sales_person: 'Karthik', allocated_percentage: 100 }],
        items: [
          { item_code: 'FAB-P-1', qty: 60, rate: 250, amount: 15000 },
          { item_code: 'FAB-P-2', qty: 40, rate: 250, amount: 10000 },
        ],
      });
    }
    const before = site.requests;
    const out = await syncSite(db, clientOf(site), {
      doctypes: [salesOrderDecl],
      pageSize: 10,
      sleep: noSleep,
    });
    expect(out).toMatchObject({ ran: true, doctypes: [{ rows: 30, error: null }] });
    // The time zone, the fields, and four pages (each after the first starts again at the
    // cursor's row: ties on `modified` need >=), each with one list per child table.
    expect(site.requests - before).toBe(1 + 1 + 4 * (1 + 2));
    const lines = await db
      .select()
      .from(s.salesOrderItems)
      .where(eq(s.salesOrderItems.customer, 'Paged Knits'));
    expect(lines).toHaveLength(60);
    expect(lines.every((l) => l.salesPerson === 'Karthik')).toBe(true);
    const first = site.docs('Sales Order')[0]!;
    expect(
      lines
        .filter((l) => l.soNo === first.name)
        .sort((a, b) => a.idx - b.idx)
        .map((l) => l.itemCode),
    ).toEqual(['FAB-P-1', 'FAB-P-2']);
  });

  it('asks the site for every field a declaration maps, as lists carry only what they ask for', () => {
    const tables = (d: (typeof doctypes)[number]) => [
      ...Object.keys(d.readsChildren ?? {}),
      ...(d.children ?? []).map((c) => c.field),
    ];
    for (const d of doctypes) {
      const asked = new Set(['name', 'modified', 'docstatus', ...d.fields, ...tables(d)]);
      const mapped = d.map.flatMap((f) => {
        const source = f.from ? f.site : (f.field ?? f.column);
        return source ? [source] : [];
      });
      expect({ doctype: d.doctype, missing: mapped.filter((f) => !asked.has(f)) }).toEqual({
        doctype: d.doctype,
        missing: [],
      });
    }
  });

  it('stops at once when the site asks to wait longer than a pull waits, and starts none before then', async () => {
    const site = await siteWith();
    site.put('Item', { item_code: 'FAB-RS-W', item_name: 'Waiting', item_group: 'Fabric' });
    site.faults.rateLimit(100, 3_600);
    const before = site.requests;
    const out = await syncSite(db, clientOf(site), {
      doctypes: [itemDecl, supplierDecl],
      sleep: noSleep,
      maxWaitSeconds: 120,
    });
    expect(out).toMatchObject({
      ran: true,
      doctypes: [{ doctype: 'Item', error: expect.stringContaining('rate_limited 429') }],
    });
    // The time zone and the item's fields were asked once each; nothing was tried again.
    expect(site.requests - before).toBe(2);
    const [connector] = await db.select().from(s.erpConnector);
    const wait = (connector?.siteWaitUntil?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(3_500_000);
    expect(wait).toBeLessThanOrEqual(3_600_000);
    const again = await syncSite(db, clientOf(site), { doctypes: [itemDecl], sleep: noSleep });
    expect(again).toMatchObject({ ran: false, reason: 'waiting' });
    expect(site.requests - before).toBe(2);
    await db.update(s.erpConnector).set({ siteWaitUntil: null });
  });
});
