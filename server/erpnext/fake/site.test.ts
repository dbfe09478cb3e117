import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteClient, FrappeError } from '../site/client';
import { startFakeSite, type FakeSite } from './site';

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite();
});
afterAll(() => site.close());
const client = () =>
  createSiteClient({ url: site.url, apiKey: site.apiKey, apiSecret: site.apiSecret });
const kindOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof FrappeError ? e.kind : 'other'),
  );

describe('fake Frappe site', () => {
  it('names, lists 20 by default, filters, orders and pages as Frappe', async () => {
    for (let i = 0; i < 25; i++)
      site.put('Sales Order', {
        customer: `C${i % 3}`,
        grand_total: i,
        items: [{ item_code: 'X', qty: i }],
      });
    const c = client();
    const first = await c.list('Sales Order', { fields: ['name', 'modified', 'grand_total'] });
    expect(first).toHaveLength(20);
    expect(first[0]).not.toHaveProperty('items');
    const year = new Date().getFullYear();
    const names = site.docs('Sales Order').map((d) => d.name);
    expect(names).toContain(`SAL-ORD-${year}-00001`);
    const all = await c.list('Sales Order', {
      fields: ['*'],
      orderBy: 'modified asc, name asc',
      limitPageLength: 0,
    });
    expect(all).toHaveLength(25);
    expect(String(all[0]!.modified)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/);
    const page = await c.list('Sales Order', {
      fields: ['name'],
      orderBy: 'modified asc, name asc',
      limitStart: 20,
      limitPageLength: 10,
    });
    expect(page.map((r) => r.name)).toEqual(all.slice(20).map((r) => r.name));
    const some = await c.list('Sales Order', {
      fields: ['name', 'customer'],
      filters: [
        ['Sales Order', 'customer', 'in', ['C1', 'C2']],
        ['Sales Order', 'grand_total', '>=', 10],
      ],
      limitPageLength: 0,
    });
    expect(some.every((r) => r.customer !== 'C0')).toBe(true);
    const one = await c.get('Sales Order', String(all[3]!.name));
    expect((one.items as unknown[])[0]).toMatchObject({
      item_code: 'X',
      idx: 1,
      parent: all[3]!.name,
    });
    site.cancel('Sales Order', String(all[3]!.name));
    expect((await c.get('Sales Order', String(all[3]!.name))).docstatus).toBe(2);
  });

  it('answers Frappe error shapes and faults', async () => {
    const bad = createSiteClient({ url: site.url, apiKey: 'x', apiSecret: 'y' });
    expect(await kindOf(bad.loggedUser())).toBe('auth');
    expect(await client().loggedUser()).toBe('greige@mill.example');
    expect(await kindOf(client().get('Customer', 'nobody'))).toBe('not_found');
    expect(await kindOf(client().list('Quality Inspection', { fields: ['name'] }))).toBe(
      'not_found',
    );
    site.put('Item', {
      item_code: 'FAB-1',
      item_name: 'Fabric',
      item_group: 'Fabric',
      stock_uom: 'Kg',
      has_batch_no: 1,
    });
    await client().insert('Batch', { batch_id: 'B-1', item: 'FAB-1' });
    expect(await kindOf(client().insert('Batch', { batch_id: 'B-1', item: 'FAB-1' }))).toBe(
      'conflict',
    );
    site.faults.validate('Customer', (d) =>
      d.customer_group ? null : 'Customer Group is mandatory',
    );
    const e = await client()
      .insert('Customer', { customer_name: 'Two' })
      .catch((x: unknown) => x as FrappeError);
    expect(e).toMatchObject({
      kind: 'validation',
      status: 417,
      messages: ['Customer Group is mandatory'],
    });
    site.faults.rateLimit(1, 2);
    const r = await client()
      .loggedUser()
      .catch((x: unknown) => x as FrappeError);
    expect(r).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 2 });
    site.faults.forbid('Employee');
    expect(await kindOf(client().list('Employee', { fields: ['name'] }))).toBe('forbidden');
    site.faults.clear();
    site.faults.dropAnswers(1);
    expect(
      await kindOf(client().insert('Customer', { customer_name: 'Lost', customer_group: 'G' })),
    ).toBe('network');
    expect(site.docs('Customer').some((d) => d.customer_name === 'Lost')).toBe(true);
    site.faults.clear();
    site.faults.failAfterRequests(1);
    expect(await kindOf(client().loggedUser())).toBe('ok');
    expect(await kindOf(client().loggedUser())).toBe('unavailable');
    site.faults.clear();
  });

  it('checks fields as ERPNext v15 does: refused in a list or filter, dropped from a save', async () => {
    const c = client();
    const refused = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (x: unknown) => x as FrappeError,
      );
    // frappe/desk/reportview.py, validate_fields and validate_filters: DataError, 417.
    expect(await refused(c.list('Item', { fields: ['name', 'custom_nothing'] }))).toMatchObject({
      kind: 'validation',
      status: 417,
      messages: ['Field not permitted in query: custom_nothing'],
    });
    expect(
      await refused(
        c.list('Item', { fields: ['name'], filters: [['Item', 'custom_nothing', '=', 1]] }),
      ),
    ).toMatchObject({ status: 417, messages: ['Field not permitted in query: custom_nothing'] });
    // order_by reaches MariaDB unchecked: error 1054, a 500.
    expect(
      await refused(c.list('Item', { fields: ['name'], orderBy: 'custom_nothing asc' })),
    ).toMatchObject({ kind: 'unavailable', status: 500 });
    const saved = await c.insert('Item', {
      item_code: 'FAB-F-1',
      item_name: 'Kept',
      item_group: 'Fabric',
      stock_uom: 'Kg',
      custom_nothing: 'dropped',
    });
    expect(saved).not.toHaveProperty('custom_nothing');
    expect(site.docs('Item').find((d) => d.name === 'FAB-F-1')).not.toHaveProperty(
      'custom_nothing',
    );
    // The doctype as getdoctype answers it: ERPNext's fields, the mill's custom ones, its tables.
    const meta = await c.meta('Sales Order');
    expect(meta.fields).toEqual(
      expect.arrayContaining(['customer', 'transaction_date', 'custom_is_lab_order']),
    );
    expect(meta.tables.items?.doctype).toBe('Sales Order Item');
    expect(meta.tables.items?.fields).toEqual(
      expect.arrayContaining(['item_code', 'qty', 'custom_colour']),
    );
    expect(await c.timeZone()).toBe('Asia/Kolkata');
  });

  it('answers a stock site’s meta without the mill’s fields, and hides what the key may not read', async () => {
    const stock = await startFakeSite({ customFields: [], hidden: { Customer: ['mobile_no'] } });
    try {
      const c = createSiteClient({
        url: stock.url,
        apiKey: stock.apiKey,
        apiSecret: stock.apiSecret,
      });
      expect((await c.meta('Item')).fields).not.toContain('custom_quality');
      expect((await c.meta('Customer')).fields).toContain('gstin');
      stock.put('Customer', { customer_name: 'Hidden', customer_type: 'Company', mobile_no: '9' });
      const [row] = await c.list('Customer', { fields: ['name', 'mobile_no'] });
      expect(row).toEqual({ name: 'Hidden' });
      expect(await c.get('Customer', 'Hidden')).not.toHaveProperty('mobile_no');
      expect(await c.list('Customer', { fields: ['mobile_no'] })).toEqual([]);
    } finally {
      await stock.close();
    }
  });

  it('names as ERPNext does: renames a taken customer, address or contact, refuses a taken batch', async () => {
    const c = client();
    const names = async (doctype: string, docs: Record<string, unknown>[]) => {
      const out: unknown[] = [];
      for (const d of docs) out.push((await c.insert(doctype, d)).name);
      return out;
    };
    // The name in the body is not the site's to take: Customer is named by customer_name.
    expect(
      await names('Customer', [
        { name: 'CUST-1', customer_name: 'Naming Knits' },
        { customer_name: 'Naming Knits' },
        { customer_name: 'naming knits' },
      ]),
    ).toEqual(['Naming Knits', 'Naming Knits - 1', 'naming knits - 2']);
    const link = [{ link_doctype: 'Customer', link_name: 'Naming Knits' }];
    const place = {
      address_line1: '1 Mill Road',
      city: 'Tiruppur',
      country: 'India',
      state: 'Tamil Nadu',
    };
    expect(
      await names('Address', [
        { address_title: 'Naming Knits', address_type: 'Billing', links: link, ...place },
        { address_type: 'Billing', links: link, ...place },
      ]),
    ).toEqual(['Naming Knits-Billing', 'Naming Knits-Billing-1']);
    expect(
      await names('Contact', [
        { first_name: 'Ravi', last_name: 'Kumar', links: link },
        { first_name: 'Ravi', last_name: 'Kumar', links: link },
      ]),
    ).toEqual(['Ravi Kumar-Naming Knits', 'Ravi Kumar-Naming Knits-1']);
    // A warehouse takes its company's abbreviation (warehouse.py, autoname).
    expect(
      await names('Warehouse', [
        { warehouse_name: 'Dye House', company: 'Kongu Knit Mills' },
        { warehouse_name: 'Yarn Store - KKM', company: 'Kongu Knit Mills' },
      ]),
    ).toEqual(['Dye House - KKM', 'Yarn Store - KKM']);
    // A unique field (the mill's Greige ID) is a 417, UniqueValidationError, not a 409.
    await c.insert('Customer', { customer_name: 'Unique One', custom_greige_id: 'CUST-U-1' });
    const e = await c
      .insert('Customer', { customer_name: 'Unique Two', custom_greige_id: 'cust-u-1' })
      .catch((x: unknown) => x as FrappeError);
    expect(e).toMatchObject({
      kind: 'validation',
      status: 417,
      messages: ['Greige ID must be unique'],
    });
  });

  it('refuses what India Compliance and Frappe refuse in an address or a contact', async () => {
    const c = client();
    const words = (p: Promise<unknown>) =>
      p.then(
        () => [],
        (x: unknown) => (x as FrappeError).messages,
      );
    const address = (over: Record<string, unknown>) => ({
      address_title: 'IC Knits',
      address_type: 'Billing',
      address_line1: '1 Mill Road',
      city: 'Tiruppur',
      country: 'India',
      state: 'Tamil Nadu',
      pincode: '641601',
      ...over,
    });
    expect(await words(c.insert('Address', address({ state: 'Tamilnadu' })))).toEqual([
      'Please select a valid State from available options',
    ]);
    expect((await words(c.insert('Address', address({ pincode: '560058' }))))[0]).toMatch(
      /^Postal Code 560058 for address IC Knits-Billing is not associated with Tamil Nadu/,
    );
    expect(await words(c.insert('Address', address({ gstin: '29AABCL1234A1Z5' })))).toEqual([
      'First 2 digits of GSTIN should match with State Number for Tamil Nadu (33)',
    ]);
    expect(await words(c.insert('Address', address({})))).toEqual([]);
    expect(
      await words(c.insert('Contact', { first_name: 'Nophone', phone_nos: [{ phone: '' }] })),
    ).toEqual(['Error: Contact Phone Row #1: Value missing for: Number']);
  });

  it('checks links, mandatory fields, batches and submitted documents as ERPNext v15 does', async () => {
    const c = client();
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (x: unknown) => ({
          status: (x as FrappeError).status,
          messages: (x as FrappeError).messages,
        }),
      );
    site.put('Item', {
      item_code: 'PLAIN-1',
      item_name: 'Plain',
      item_group: 'Fabric',
      stock_uom: 'Kg',
    });
    site.put('Item', {
      item_code: 'LOT-1',
      item_name: 'By lot',
      item_group: 'Fabric',
      stock_uom: 'Kg',
      has_batch_no: 1,
    });
    site.put('Warehouse', { name: 'Greige - GM', warehouse_name: 'Greige', company: 'GM' });
    site.put('Warehouse', { name: 'Dyer - GM', warehouse_name: 'Dyer', company: 'GM' });
    // Links are looked up before anything else (document.py, _validate_links).
    expect(await refusal(c.insert('Batch', { batch_id: 'B-0', item: 'NO-SUCH' }))).toEqual({
      status: 417,
      messages: ['Could not find Item: NO-SUCH'],
    });
    expect(await refusal(c.insert('Batch', { batch_id: 'B-9' }))).toEqual({
      status: 417,
      messages: ['Error: Value missing for Batch: Item'],
    });
    expect(await refusal(c.insert('Batch', { batch_id: 'B-2', item: 'PLAIN-1' }))).toEqual({
      status: 417,
      messages: ['The selected item cannot have Batch'],
    });
    expect(await refusal(c.insert('Batch', { batch_id: 'B-3', item: 'lot-1' }))).toBeNull();
    const entry = (purpose: string, items: Record<string, unknown>[]) => ({
      stock_entry_type: purpose,
      purpose,
      docstatus: 1,
      items,
    });
    // Taking stock out under a batch that has none there: BatchNegativeStockError.
    expect(
      await refusal(
        c.insert(
          'Stock Entry',
          entry('Material Transfer', [
            {
              item_code: 'LOT-1',
              qty: 10,
              s_warehouse: 'Greige - GM',
              t_warehouse: 'Dyer - GM',
              batch_no: 'B-3',
            },
          ]),
        ),
      ),
    ).toMatchObject({ status: 417, messages: [expect.stringContaining('has negative stock')] });
    // A Repack takes the stock as it lay and makes it under the batch; then it may move on.
    const repack = await c.insert(
      'Stock Entry',
      entry('Repack', [
        { item_code: 'LOT-1', qty: 10, s_warehouse: 'Greige - GM' },
        { item_code: 'LOT-1', qty: 10, t_warehouse: 'Dyer - GM', batch_no: 'B-3' },
      ]),
    );
    expect(
      await refusal(
        c.insert(
          'Stock Entry',
          entry('Material Transfer', [
            {
              item_code: 'LOT-1',
              qty: 4,
              s_warehouse: 'Dyer - GM',
              t_warehouse: 'Greige - GM',
              batch_no: 'B-3',
            },
          ]),
        ),
      ),
    ).toBeNull();
    expect(await refusal(c.insert('Stock Entry', entry('Material Transfer', [])))).toEqual({
      status: 417,
      messages: ['Error: Data missing in table: Items'],
    });
    // A submitted document is not edited, only cancelled (validate_update_after_submit).
    const name = String(repack.name);
    expect(await refusal(c.update('Stock Entry', name, { remarks: 'later' }))).toEqual({
      status: 417,
      messages: [expect.stringMatching(/^Not allowed to change Remarks after submission from/)],
    });
    expect(await refusal(c.update('Stock Entry', name, { docstatus: 0 }))).toEqual({
      status: 417,
      messages: ['Cannot change docstatus from 1 to 0'],
    });
    expect(await refusal(c.update('Stock Entry', name, { docstatus: 2 }))).toBeNull();
  });
});
