/**
 * First-sync benchmark (not a test): a year of a mid-size mill on the test ERPNext site, pulled
 * into an empty mirror through the real sync, with the site's rate limit on. The site's clock is
 * virtual, so waiting out the limit costs no real time: the figures are requests sent, 429s met,
 * the time the sync waited for the site and its real time.
 *   npm run bench erpnext-sync [orders] [limitSeconds] [windowSeconds]
 * Defaults: 3,600 sales orders and 3,000 invoices of three lines, 300 customers with an address and
 * a contact each, 400 items; the limit 300 s of request time per hour, each request 100 ms.
 */
import { openDatabase } from '../server/db/client';
import { startFakeSite } from '../server/erpnext/fake/site';
import { syncSite } from '../server/erpnext/pull/sync';
import { createSiteClient } from '../server/erpnext/site/client';

const ORDERS = Number(process.argv[2] ?? 3_600);
const LIMIT_S = Number(process.argv[3] ?? 300);
const WINDOW_S = Number(process.argv[4] ?? 3_600);
const INVOICES = Math.round(ORDERS * (5 / 6));
const CUSTOMERS = 300;
const ITEMS = 400;

let virtual = Date.now();
const site = await startFakeSite({ clock: () => virtual });
const day = (i: number, of: number) =>
  new Date(Date.UTC(2025, 11, 1) + Math.floor((i / of) * 365) * 86_400_000)
    .toISOString()
    .slice(0, 10);
const stamp = (i: number, of: number) => `${day(i, of)} 10:00:00.${String(i).padStart(6, '0')}`;

site.load(
  'Item',
  Array.from({ length: ITEMS }, (_, i) => ({
    name: `FAB-${i}`,
    item_code: `FAB-${i}`,
    item_name: `Fabric ${i}`,
    item_group: 'Fabric',
    stock_uom: 'Kg',
    custom_quality: 'Single Jersey',
    modified: stamp(i, ITEMS),
  })),
);
const customer = (i: number) => `Customer ${i}`;
const links = (i: number) => [{ link_doctype: 'Customer', link_name: customer(i) }];
site.load(
  'Customer',
  Array.from({ length: CUSTOMERS }, (_, i) => ({
    name: customer(i),
    customer_name: customer(i),
    customer_type: 'Company',
    customer_group: 'Commercial',
    territory: 'Tamil Nadu',
    modified: stamp(i, CUSTOMERS),
  })),
);
site.load(
  'Address',
  Array.from({ length: CUSTOMERS }, (_, i) => ({
    name: `${customer(i)}-Billing`,
    address_title: customer(i),
    address_type: 'Billing',
    address_line1: `${i} Mill Road`,
    city: 'Tiruppur',
    state: 'Tamil Nadu',
    pincode: '641601',
    country: 'India',
    links: links(i),
    modified: stamp(i, CUSTOMERS),
  })),
);
site.load(
  'Contact',
  Array.from({ length: CUSTOMERS }, (_, i) => ({
    name: `Buyer ${i}-${customer(i)}`,
    first_name: `Buyer ${i}`,
    mobile_no: `98765${String(i).padStart(5, '0')}`,
    links: links(i),
    modified: stamp(i, CUSTOMERS),
  })),
);
const lines = (i: number) =>
  [0, 1, 2].map((k) => ({
    item_code: `FAB-${(i * 3 + k) % ITEMS}`,
    qty: 100 + k,
    rate: 250,
    amount: (100 + k) * 250,
  }));
const sales = (i: number, of: number) => ({
  customer: customer(i % CUSTOMERS),
  customer_name: customer(i % CUSTOMERS),
  territory: 'Tamil Nadu',
  docstatus: 1,
  total_qty: 303,
  net_total: 303 * 250,
  sales_team: [{ sales_person: 'Karthik', allocated_percentage: 100 }],
  items: lines(i),
  modified: stamp(i, of),
});
site.load(
  'Sales Order',
  Array.from({ length: ORDERS }, (_, i) => ({
    ...sales(i, ORDERS),
    transaction_date: day(i, ORDERS),
    delivery_date: day(i, ORDERS),
    status: 'Completed',
  })),
);
site.load(
  'Sales Invoice',
  Array.from({ length: INVOICES }, (_, i) => ({
    ...sales(i, INVOICES),
    posting_date: day(i, INVOICES),
  })),
);

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
const client = createSiteClient({ url: site.url, apiKey: site.apiKey, apiSecret: site.apiSecret });
site.faults.rateLimitWindow({ limitSeconds: LIMIT_S, windowSeconds: WINDOW_S, costMs: 100 });
const started = performance.now();
const from = virtual;
const out = await syncSite(database.db, client, {
  // The site's waits pass on its virtual clock; the run waits as long as the site asks.
  sleep: (ms) => {
    virtual += ms;
    return Promise.resolve();
  },
  maxWaitSeconds: WINDOW_S,
  maxTries: 10,
});
const realS = (performance.now() - started) / 1000;
const docs = ORDERS + INVOICES + 3 * CUSTOMERS + ITEMS;
console.log(
  `first sync of ${docs} documents (${ORDERS} orders, ${INVOICES} invoices, ${CUSTOMERS} customers with an address and a contact, ${ITEMS} items); limit ${LIMIT_S} s of request time per ${WINDOW_S} s`,
);
console.log(
  `requests ${site.requests}, 429s met ${site.limited}, waited for the site ${((virtual - from) / 60_000).toFixed(1)} min, real time ${realS.toFixed(1)} s`,
);
if (out.ran) {
  for (const d of out.doctypes) {
    if (d.rows > 0 || d.error)
      console.log(`  ${d.doctype}: ${d.rows} rows${d.error ? `, ${d.error}` : ''}`);
  }
}
await site.close();
await database.close();
