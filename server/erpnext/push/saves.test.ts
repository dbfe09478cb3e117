import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BatchableRollRow } from '../../../contract/stock/stock';
import { gstinCheckCharacter } from '../../../rules/india';
import { loadConfig } from '../../config';
import {
  batches,
  customerAddresses,
  customers,
  erpOutbox,
  items,
  salesOrders,
} from '../../db/schema';
import { createGateApp, host, seedGatePeople, visitor } from '../../../tests/support/domains/gate';
import { seedSiteFromMirror } from '../fake/seed';
import {
  addressDecl,
  batchDecl,
  contactDecl,
  customerDecl,
  itemDecl,
  warehouseDecl,
} from '../pull/doctypes/masters';
import { salesOrderDecl } from '../pull/doctypes/sales';
import { syncSite } from '../pull/sync';
import { builderOf } from './doctypes';
import { visitorPush } from './doctypes/visitor';
import { queueForSite } from './hooks';
import { GREIGE_ID_FIELD } from './outbox';
import { drain, fakeSiteWithClient, siteEnv } from './testing';

/**
 * The saves that queue documents for the site, through the HTTP layer: a customer with its address
 * and contact, a dyeing batch with its stock entry, a gate visitor; a refusal shown to an
 * administrator and sent again; nothing queued by a save that fails or without a site.
 */

// The mill's own visitor doctype, made for Greige: its fields and the key field.
const { site, client } = await fakeSiteWithClient({
  ownDoctypes: {
    'Gate Visitor': [...Object.keys(visitorPush('Gate Visitor').fields), GREIGE_ID_FIELD],
  },
});
const env = siteEnv(site, {
  ERPNEXT_VISITOR_DOCTYPE: 'Gate Visitor',
  ERPNEXT_COMPANY: 'Kongu Knit Mills',
});
const t = await createGateApp(env, { demo: true });
const db = t.database.db;
await seedGatePeople(db);
/** The site holds the mill's items and warehouses, which its documents' links must name. */
const seedMasters = () => seedSiteFromMirror(site, db, { decls: [itemDecl, warehouseDecl] });
await seedMasters();
const admin = await t.signIn('ErpAdmin', ['admin']);
const guard = await t.signIn('Velu', ['security']);

const ok = async <T = Record<string, unknown>>(
  name: Parameters<typeof t.send>[0],
  input: unknown,
  cookie = admin,
) => {
  const res = await t.send(name, input, cookie);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const rowsFor = (greigeId: string) =>
  db.select().from(erpOutbox).where(eq(erpOutbox.greigeId, greigeId));
const onSite = (doctype: string, greigeId: string) =>
  site.docs(doctype).filter((d) => d[GREIGE_ID_FIELD] === greigeId);

const customer = (customerName: string, over: Record<string, unknown> = {}) => ({
  jsonData: {
    customerName,
    customerType: 'Company',
    customerGroup: 'Commercial',
    territory: 'India',
    ...over,
  },
});

describe('a customer made in Greige', () => {
  it('is taken by India Compliance: its state as its list spells it, the GSTIN on the billing address', async () => {
    const gstin = '31AABCL1234A1Z' + gstinCheckCharacter('31AABCL1234A1Z');
    const { customerId } = await ok<{ customerId: string }>(
      'postCustomerData',
      customer('Island Knits', { gstin }),
    );
    const { addressId } = await ok<{ addressId: string }>('postAddressData', {
      jsonData: {
        customerId,
        addressType: 'Billing',
        addressLine1: '1 Lagoon Road',
        city: 'Kavaratti',
        state: 'Lakshadweep',
        pincode: '682555',
        country: 'India',
      },
    });
    await drain(db, client);
    // India Compliance lists it as "Lakshadweep Islands" and refuses any other spelling.
    expect(onSite('Address', addressId)).toEqual([
      expect.objectContaining({ state: 'Lakshadweep Islands', gstin }),
    ]);
    const [row] = await rowsFor(addressId);
    expect(row?.state).toBe('sent');
  });

  it('reaches the site once, with its address and contact linked to the site’s customer', async () => {
    const { customerId } = await ok<{ customerId: string }>(
      'postCustomerData',
      customer('Kaveri Knits', { segment: 'Textiles' }),
    );
    const { addressId } = await ok<{ addressId: string }>('postAddressData', {
      jsonData: {
        customerId,
        addressType: 'Billing',
        addressLine1: '12 Mill Road',
        city: 'Tiruppur',
        state: 'Tamil Nadu',
        pincode: '641601',
        country: 'India',
      },
    });
    const { contactId } = await ok<{ contactId: string }>('postContactData', {
      jsonData: {
        customerId,
        firstName: 'Devi',
        phone: '+91 98765 43210',
        email: 'devi@kaveri.test',
      },
    });
    expect((await rowsFor(customerId))[0]?.state).toBe('pending');
    await drain(db, client);
    const [c] = onSite('Customer', customerId);
    expect(c).toMatchObject({ customer_name: 'Kaveri Knits', customer_group: 'Commercial' });
    // The site names a customer by its name, not by Greige's number: the links carry that name.
    expect(c?.name).toBe('Kaveri Knits');
    expect(onSite('Address', addressId)).toEqual([
      expect.objectContaining({
        address_line1: '12 Mill Road',
        is_primary_address: 1,
        links: [expect.objectContaining({ link_doctype: 'Customer', link_name: 'Kaveri Knits' })],
      }),
    ]);
    expect(onSite('Contact', contactId)).toEqual([
      expect.objectContaining({
        first_name: 'Devi',
        email_ids: [expect.objectContaining({ email_id: 'devi@kaveri.test' })],
        links: [expect.objectContaining({ link_name: 'Kaveri Knits' })],
      }),
    ]);
    const [mirror] = await db.select().from(customers).where(eq(customers.name, customerId));
    expect(mirror?.syncedToErp).toBe(true);

    // An edit made here goes as an update of the same document.
    await ok(
      'postCustomerData',
      customer('Kaveri Knits', { customerId, territory: 'Tamil Nadu', segment: 'Textiles' }),
    );
    await drain(db, client);
    expect(onSite('Customer', customerId)).toEqual([
      expect.objectContaining({ name: 'Kaveri Knits', territory: 'Tamil Nadu' }),
    ]);

    // The next pull brings them back as the same rows, not as a second "Kaveri Knits"; an order
    // the site makes for the customer names it by its site name, and is the same customer's here.
    site.put('Sales Order', {
      customer: 'Kaveri Knits',
      customer_name: 'Kaveri Knits',
      transaction_date: new Date().toISOString().slice(0, 10),
      delivery_date: new Date().toISOString().slice(0, 10),
      status: 'To Deliver and Bill',
      docstatus: 1,
      total_qty: 100,
      net_total: 32000,
      items: [{ item_code: 'FAB-SJ-01', qty: 100, rate: 320, amount: 32000, idx: 1 }],
    });
    const pulled = await syncSite(db, client, {
      doctypes: [customerDecl, addressDecl, contactDecl, salesOrderDecl],
    });
    expect(pulled).toMatchObject({ ran: true });
    const named = await db
      .select()
      .from(customers)
      .where(eq(customers.customerName, 'Kaveri Knits'));
    // The segment Greige keeps for it stays, though the site's customer carries none.
    expect(named.map((r) => [r.name, r.segment])).toEqual([[customerId, 'Textiles']]);
    const links = await db
      .select({ id: customerAddresses.addressId, customerId: customerAddresses.customerId })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    expect(links.map((r) => r.id)).toEqual([addressId]);
    const orders = await db
      .select({ customer: salesOrders.customer })
      .from(salesOrders)
      .where(eq(salesOrders.customerName, 'Kaveri Knits'));
    expect(orders).toEqual([{ customer: customerId }]);
  });

  it('refused by the site is shown to an administrator in its words, and goes again when retried', async () => {
    site.faults.validate('Customer', (d) =>
      d.customer_group === 'Nowhere' ? 'Could not find Customer Group: Nowhere' : null,
    );
    const { customerId } = await ok<{ customerId: string }>(
      'postCustomerData',
      customer('Refused Mills', { customerGroup: 'Nowhere' }),
    );
    expect(await drain(db, client)).toMatchObject({ refused: 1, sent: 0 });
    const problems = await ok<{ rows: Record<string, unknown>[]; connected: boolean }>(
      'getErpPushProblems',
      {},
    );
    expect(problems.connected).toBe(true);
    const row = problems.rows.find((r) => r.greigeId === customerId);
    expect(row).toMatchObject({
      doctype: 'Customer',
      title: 'Refused Mills',
      messages: ['Could not find Customer Group: Nowhere'],
    });
    expect((await t.send('getErpPushProblems', {}, guard)).statusCode).toBe(403);

    // Not tried again on its own, however long the worker runs.
    const asked = site.requests;
    await drain(db, client, { start: Date.now() + 7 * 86_400_000 });
    expect(site.requests).toBe(asked);
    expect(onSite('Customer', customerId)).toEqual([]);

    // The administrator fixes the record, then retries: the fixed record goes.
    await ok(
      'postCustomerData',
      customer('Refused Mills', { customerId, customerGroup: 'Commercial' }),
    );
    await ok('retryErpPush', { id: row?.id });
    expect(await drain(db, client)).toMatchObject({ sent: 1 });
    expect(onSite('Customer', customerId)).toEqual([
      expect.objectContaining({ customer_group: 'Commercial' }),
    ]);
    const after = await ok<{ rows: { greigeId: string }[] }>('getErpPushProblems', {});
    expect(after.rows.map((r) => r.greigeId)).not.toContain(customerId);
    const again = await t.send('retryErpPush', { id: row?.id }, admin);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.issues[0].path).toBe('id');
    site.faults.clear();
  });

  it('is not queued when its save fails: one transaction', async () => {
    await db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.payload->>'customer_name' = 'Boom Mills' then
          raise exception 'refused for the test' using errcode = 'check_violation';
        end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_boom before insert on erp_outbox
      for each row execute function refuse_boom()`);
    const res = await t.send('postCustomerData', customer('Boom Mills'), admin);
    expect(res.statusCode).not.toBe(200);
    const named = await db.select().from(customers).where(eq(customers.customerName, 'Boom Mills'));
    expect(named).toEqual([]);
    await db.execute(sql`drop trigger refuse_boom on erp_outbox`);

    // And a save that fails after queueing takes its row with it.
    const config = loadConfig(env);
    const [any] = await db.select({ name: customers.name }).from(customers).limit(1);
    const id = any?.name ?? '';
    await db.delete(erpOutbox).where(eq(erpOutbox.greigeId, id));
    await expect(
      db.transaction(async (tx) => {
        await queueForSite({ db: tx, config, user: { username: 'x' } }, 'customer', id);
        throw new Error('the save fails after queueing');
      }),
    ).rejects.toThrow('the save fails');
    expect(await rowsFor(id)).toEqual([]);
  });
});

describe('a dyeing batch', () => {
  const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
  /** Two greige rolls of one item not yet in a batch, sent to dyeing yesterday. */
  const saveBatch = async (skip: ReadonlySet<string>) => {
    const page = await ok<{ rows: BatchableRollRow[] }>('getGreigeRollsForBatch', {
      searchItemText: '',
      searchRollText: '',
      limit: 200,
    });
    const first = page.rows.find((r) => !skip.has(r.itemCode));
    const rolls = page.rows.filter((r) => r.itemCode === first?.itemCode).slice(0, 2);
    expect(rolls).toHaveLength(2);
    const saved = await ok<{ batchNo: string; stockEntryNo: string }>('postBatchData', {
      jsonData: {
        // Saved for yesterday: the entry must post on that day, not the day the site gets it.
        date: yesterday,
        itemCode: first?.itemCode,
        colour: 'Navy',
        lot: 'LOT-P-1',
        greigeRollNos: rolls.map((r) => r.rollNo),
        processor: 'JV Kongu Tex Processors - GM',
      },
    });
    return { saved, rolls, itemCode: first?.itemCode ?? '' };
  };
  const used = new Set<string>();

  it('of an item the site keeps without batches stays Greige’s: the rolls move, named in the remarks', async () => {
    const { saved, rolls, itemCode } = await saveBatch(used);
    used.add(itemCode);
    expect((await rowsFor(saved.batchNo)).filter((r) => r.doctype === 'Batch')).toEqual([]);
    await drain(db, client);
    // ERPNext makes no Batch of such an item ("The selected item cannot have Batch").
    expect(onSite('Batch', saved.batchNo)).toEqual([]);
    const [entry] = onSite('Stock Entry', saved.stockEntryNo);
    expect(entry).toMatchObject({
      stock_entry_type: 'Material Transfer',
      company: 'Kongu Knit Mills',
      docstatus: 1,
      set_posting_time: 1,
      posting_date: yesterday,
      posting_time: expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      remarks: expect.stringContaining(saved.batchNo),
    });
    expect(entry?.items).toEqual(
      rolls.map((r) =>
        expect.objectContaining({
          item_code: r.itemCode,
          qty: r.kg,
          s_warehouse: r.warehouse,
          t_warehouse: 'JV Kongu Tex Processors - GM',
        }),
      ),
    );
    expect((entry?.items as Record<string, unknown>[]).map((i) => i.batch_no ?? null)).toEqual([
      null,
      null,
    ]);
  });

  it('of a batch-tracked item is made on the site and filled by a Repack the site accepts', async () => {
    const page = await ok<{ rows: BatchableRollRow[] }>('getGreigeRollsForBatch', {
      searchItemText: '',
      searchRollText: '',
      limit: 200,
    });
    const tracked = page.rows.find((r) => !used.has(r.itemCode))?.itemCode ?? '';
    await db.update(items).set({ batchTracked: true }).where(eq(items.itemCode, tracked));
    await seedMasters();
    const others = new Set(page.rows.map((r) => r.itemCode).filter((c) => c !== tracked));
    const { saved, rolls } = await saveBatch(others);
    await drain(db, client);
    expect(onSite('Batch', saved.batchNo)).toEqual([
      expect.objectContaining({ name: saved.batchNo, item: tracked }),
    ]);
    const [entry] = onSite('Stock Entry', saved.stockEntryNo);
    expect(entry).toMatchObject({ stock_entry_type: 'Repack', purpose: 'Repack', docstatus: 1 });
    // Each roll leaves greige stock as it lay there and reaches the processor under the batch.
    expect(entry?.items).toEqual(
      rolls.flatMap((r) => [
        expect.objectContaining({ item_code: tracked, qty: r.kg, s_warehouse: r.warehouse }),
        expect.objectContaining({
          item_code: tracked,
          qty: r.kg,
          t_warehouse: 'JV Kongu Tex Processors - GM',
          batch_no: saved.batchNo,
        }),
      ]),
    );
    const [b] = await db.select().from(batches).where(eq(batches.batchNo, saved.batchNo));
    expect(b?.syncedToErp).toBe(true);
    // A pull brings the batch back as Greige made it: colour, lot, rolls, place and kg, though
    // the site's batch_qty is its own ledger's.
    await syncSite(db, client, { doctypes: [batchDecl] });
    const [back] = await db.select().from(batches).where(eq(batches.batchNo, saved.batchNo));
    expect(back).toMatchObject({
      colour: 'Navy',
      lot: 'LOT-P-1',
      rolls: b?.rolls,
      warehouse: b?.warehouse,
      shade: b?.shade,
      qtyKg: b?.qtyKg,
    });
  });
});

describe('a gate visitor', () => {
  it('goes to the doctype the mill named, and the exit follows as an update', async () => {
    const { visitorId } = await ok<{ visitorId: string }>(
      'postVistorDataToDB',
      { jsonData: visitor({ hostEmployee: host.employeeId }) },
      guard,
    );
    await ok('setVisitorReportExit', { rowData: { visitorId } }, guard);
    await drain(db, client);
    expect(onSite('Gate Visitor', visitorId)).toEqual([
      expect.objectContaining({ visitor_name: 'Ravi Kumar', host_employee: host.employeeId }),
    ]);
    expect(onSite('Gate Visitor', visitorId)[0]?.out_time).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    // Without a doctype named for them, visitors are not pushed.
    expect(builderOf('visitor', { visitorDoctype: null, company: null })).toBeNull();
  });
});

describe('without a site', () => {
  it('queues nothing', async () => {
    const off = await createGateApp({});
    const cookie = await off.signIn('OffAdmin', ['admin']);
    const res = await off.send('postCustomerData', customer('Quiet Mills'), cookie);
    expect(res.statusCode).toBe(200);
    const [n] = await off.database.db.select({ n: sql<number>`count(*)::int` }).from(erpOutbox);
    expect(Number(n?.n)).toBe(0);
    const problems = await off.send('getErpPushProblems', {}, cookie);
    expect(problems.json()).toMatchObject({ connected: false, rows: [], waiting: 0 });
  });
});
