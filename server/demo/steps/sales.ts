import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { salesSegments } from '../../../contract/main/sales';
import * as s from '../../db/schema';
import { afterSalesLinesRefreshed } from '../../domains/sales/months';
import { commercialNameOf } from '../../domains/sales/names';
import { rowsOf } from '../../db/rows';
import { insertInBatches } from '../batch';
import type { Rng } from '../random';
import { dayMs, type DemoStep } from '../step';
import { happened, isoDay, millTodayMs, namingSeries } from './recent';

/**
 * A year and a half of sales: orders of fabric from customers of every segment, most of them
 * invoiced a few days later (some in two invoices), a few credit notes, a few cancelled documents
 * (mirrored, never counted). The stock step's dispatches become the orders they were made for,
 * with their rolls in the stock entry report and some of them lab orders (trials, lab dips), and
 * a few orders stay open for fabric lying in the finished store, so an order can be served.
 */

type Order = typeof s.salesOrders.$inferInsert;
type OrderLine = typeof s.salesOrderItems.$inferInsert;
type Invoice = typeof s.salesInvoices.$inferInsert;
type InvoiceLine = typeof s.salesInvoiceItems.$inferInsert;
type Customer = {
  name: string;
  customerName: string;
  segment: string | null;
  territory: string;
};
type Fabric = { itemCode: string; quality: string; gsm: number | null };

const days = 540;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A rate per kg for a fabric: heavier and export fabric sells dearer. */
const rateOf = (rng: Rng, f: Fabric, segment: string | null) =>
  round2((180 + (f.gsm ?? 180) * 1.1 + rng.int(-20, 40)) * (segment === 'Export' ? 1.25 : 1));

export const salesStep: DemoStep = {
  name: 'sales',
  run: async (db, rng, scale) => {
    const today = millTodayMs();
    const customers: Customer[] = await db
      .select({
        name: s.customers.name,
        customerName: s.customers.customerName,
        segment: s.customers.segment,
        territory: s.customers.territory,
      })
      .from(s.customers)
      .orderBy(asc(s.customers.name));
    if (customers.length === 0) return 0;
    // Every segment has customers: the fewest customers of the demo still show every dashboard.
    for (const [i, segment] of salesSegments.entries()) {
      if (customers.some((c) => c.segment === segment)) continue;
      const c = customers[(i * 7) % customers.length] as Customer;
      c.segment = segment;
      await db.update(s.customers).set({ segment }).where(eq(s.customers.name, c.name));
    }
    const fabrics: Fabric[] = await db
      .select({ itemCode: s.items.itemCode, quality: s.items.quality, gsm: s.items.gsm })
      .from(s.items)
      .where(and(eq(s.items.itemGroup, 'Fabric'), eq(s.items.disabled, false)))
      .orderBy(asc(s.items.itemCode));
    if (fabrics.length === 0) return 0;
    const people = (
      await db
        .select({ name: s.employees.employeeName })
        .from(s.employees)
        .where(eq(s.employees.designation, 'Sales Executive'))
        .orderBy(asc(s.employees.employeeId))
    ).map((p) => p.name);
    const personOf = new Map(customers.map((c, i) => [c.name, people[i % people.length] ?? null]));

    const orders: Order[] = [];
    const orderLines: OrderLine[] = [];
    const invoices: Invoice[] = [];
    const invoiceLines: InvoiceLine[] = [];
    const orderNo = namingSeries('SO');
    const invoiceNo = namingSeries('SINV');

    const partyOf = (c: Customer, docStatus: number) => ({
      customer: c.name,
      customerName: c.customerName,
      segment: c.segment,
      salesPerson: personOf.get(c.name) ?? null,
      territory: c.territory,
      docStatus,
    });

    const addInvoice = (
      c: Customer,
      day: string,
      lines: { f: Fabric; kg: number; rate: number; so: string | null }[],
      opts: { docStatus: number; isReturn: boolean },
    ) => {
      const no = invoiceNo(day);
      const sign = opts.isReturn ? -1 : 1;
      const party = partyOf(c, opts.docStatus);
      let kg = 0;
      let amount = 0;
      lines.forEach((l, i) => {
        const lineKg = round3(sign * l.kg);
        const lineAmount = round2(lineKg * l.rate);
        kg += lineKg;
        amount += lineAmount;
        invoiceLines.push({
          rowId: `${no}-${i + 1}`,
          invoiceNo: no,
          idx: i + 1,
          itemCode: l.f.itemCode,
          commercialName: commercialNameOf(l.f),
          qtyKg: lineKg,
          rate: l.rate,
          amount: lineAmount,
          salesOrderNo: l.so,
          postingDate: day,
          ...party,
        });
      });
      invoices.push({
        invoiceNo: no,
        postingDate: day,
        ...party,
        isReturn: opts.isReturn,
        qtyKg: round3(kg),
        amount: round2(amount),
        modified: happened(Date.parse(day) + 18 * 3_600_000),
      });
    };

    /** An order with its lines; invoiced later unless it is recent, a lab order or cancelled. */
    const addOrder = (
      c: Customer,
      age: number,
      lines: { f: Fabric; kg: number }[],
      opts: { lab?: boolean; status?: Order['status']; no?: string } = {},
    ): { no: string; rows: OrderLine[] } => {
      const day = isoDay(today - age * dayMs);
      const no = opts.no ?? orderNo(day);
      const cancelled = !opts.lab && !opts.status && rng.chance(0.03);
      const party = partyOf(c, cancelled ? 2 : 1);
      const delivery = isoDay(today - (age - rng.int(7, 30)) * dayMs);
      const rows = lines.map((l, i): OrderLine => {
        const rate = rateOf(rng, l.f, c.segment);
        const kg = round3(l.kg);
        return {
          rowId: `${no}-${i + 1}`,
          soNo: no,
          idx: i + 1,
          itemCode: l.f.itemCode,
          commercialName: commercialNameOf(l.f),
          colour: null,
          qtyKg: kg,
          rate,
          amount: round2(kg * rate),
          deliveryDate: delivery,
          warehouse: null,
          transferredKg: 0,
          date: day,
          ...party,
        };
      });
      const invoiced = !cancelled && !opts.lab && !opts.status && age > 6 && rng.chance(0.9);
      orders.push({
        soNo: no,
        date: day,
        deliveryDate: delivery,
        ...party,
        status: cancelled
          ? 'Cancelled'
          : (opts.status ?? (invoiced ? 'Completed' : age > 6 ? 'To Bill' : 'To Deliver and Bill')),
        isLabOrder: opts.lab ?? false,
        qtyKg: round3(rows.reduce((t, r) => t + r.qtyKg, 0)),
        amount: round2(rows.reduce((t, r) => t + r.amount, 0)),
        modified: happened(Date.parse(day) + 11 * 3_600_000),
      });
      orderLines.push(...rows);
      if (invoiced) {
        const billAge = Math.max(0, age - rng.int(2, 6));
        const billDay = isoDay(today - billAge * dayMs);
        const billed = rows.map((r, i) => ({
          f: lines[i]!.f,
          kg: r.qtyKg,
          rate: r.rate,
          so: no,
        }));
        // One order in six is billed in two invoices.
        if (billed.length > 1 && rng.chance(1 / 6)) {
          addInvoice(c, billDay, billed.slice(0, 1), { docStatus: 1, isReturn: false });
          const later = isoDay(today - Math.max(0, billAge - rng.int(1, 4)) * dayMs);
          addInvoice(c, later, billed.slice(1), { docStatus: 1, isReturn: false });
        } else
          addInvoice(c, billDay, billed, { docStatus: rng.chance(0.02) ? 2 : 1, isReturn: false });
        // A few customers return part of a delivery: a credit note.
        if (rng.chance(0.02)) {
          const back = billed[0]!;
          addInvoice(
            c,
            isoDay(today - Math.max(0, billAge - rng.int(3, 10)) * dayMs),
            [{ ...back, kg: round3(back.kg * 0.1) }],
            { docStatus: 1, isReturn: true },
          );
        }
      }
      return { no, rows };
    };

    const linesFor = (n: number) =>
      Array.from({ length: n }, () => ({ f: rng.pick(fabrics), kg: rng.int(60, 900) }));

    // The dispatches the stock step made name their orders: those orders, dated a few days before.
    const dispatches = await db
      .select({
        so: s.stockEntries.salesOrderNo,
        entryNo: s.stockEntries.entryNo,
        day: s.stockEntries.postingDate,
        itemRowId: s.stockEntries.itemRowId,
        toWarehouse: s.stockEntries.toWarehouse,
      })
      .from(s.stockEntries)
      .where(isNotNull(s.stockEntries.salesOrderNo))
      .orderBy(asc(s.stockEntries.postingDate), asc(s.stockEntries.entryNo));
    const reportRows: (typeof s.stockEntryReportRows.$inferInsert)[] = [];
    const dispatchOrders = new Set<string>();
    for (const d of dispatches) {
      if (!d.so || dispatchOrders.has(d.so)) continue;
      dispatchOrders.add(d.so);
      const rolls = await db
        .select({
          rollNo: s.stockLedger.rollNo,
          itemCode: s.stockLedger.itemCode,
          batchNo: s.stockLedger.batchNo,
          warehouse: s.stockLedger.warehouse,
          kg: s.stockLedger.qtyKg,
        })
        .from(s.stockLedger)
        .where(and(eq(s.stockLedger.entryNo, d.entryNo), gt(s.stockLedger.rolls, 0)))
        .orderBy(asc(s.stockLedger.rollNo));
      const first = rolls[0];
      const fabric = fabrics.find((f) => f.itemCode === first?.itemCode);
      if (!first || !fabric) continue;
      const sent = round3(rolls.reduce((t, r) => t + r.kg, 0));
      const lab = sent < 250 && rng.chance(0.5);
      const c = rng.pick(customers.filter((x) => x.segment === 'Textiles' || !lab));
      const age = Math.round((today - Date.parse(d.day)) / dayMs) + rng.int(2, 6);
      const { rows } = addOrder(
        c,
        age,
        [{ f: fabric, kg: lab ? sent : round3(sent * (1 + rng.int(0, 20) / 100)) }],
        { lab, status: lab ? 'Completed' : 'To Bill', no: d.so },
      );
      const row = rows[0]!;
      row.transferredKg = sent;
      for (const r of rolls)
        reportRows.push({
          id: `${d.entryNo}-${r.rollNo}`,
          salesOrderNo: d.so,
          itemRowId: d.itemRowId ?? row.rowId,
          stockEntryNo: d.entryNo,
          postingDate: d.day,
          itemCode: r.itemCode,
          rollNo: r.rollNo ?? '',
          batchNo: r.batchNo,
          warehouse: r.warehouse ?? d.toWarehouse ?? '',
          qtyKg: r.kg,
          createdBy: 'demo',
        });
    }

    // Orders every day of the last year and a half, more on some days than others.
    for (let age = days; age >= 0; age--) {
      const n = age === 0 ? Math.max(2, scale * 2) : rng.int(0, Math.round(4 * scale));
      for (let i = 0; i < n; i++) addOrder(rng.pick(customers), age, linesFor(rng.int(1, 4)));
      if (age > 0 && rng.chance(0.04))
        addOrder(rng.pick(customers), age, [{ f: rng.pick(fabrics), kg: rng.int(5, 30) }], {
          lab: true,
          status: 'To Deliver and Bill',
        });
    }

    // Open orders for fabric the finished store holds in rolls, so a dispatch can be made today.
    const inStore = await rowsOf<{ item_code: string; kg: number; rolls: number }>(
      db,
      sql`
      select b.item_code, sum(b.qty_kg)::float8 as kg, sum(b.rolls)::int as rolls
      from stock_roll_balances b join warehouses w on w.name = b.warehouse
      where w.warehouse_type = 'Finished' and b.rolls > 0
      group by b.item_code having sum(b.rolls) >= 3 order by b.item_code`,
    );
    for (const st of inStore.slice(0, 8)) {
      const fabric = fabrics.find((f) => f.itemCode === st.item_code);
      if (!fabric) continue;
      addOrder(rng.pick(customers), rng.int(1, 5), [{ f: fabric, kg: round3(st.kg * 0.8) }], {
        status: 'To Deliver and Bill',
      });
    }

    let written = await insertInBatches(db, s.salesOrders, orders);
    written += await insertInBatches(db, s.salesOrderItems, orderLines);
    written += await insertInBatches(db, s.salesInvoices, invoices);
    written += await insertInBatches(db, s.salesInvoiceItems, invoiceLines);
    written += await insertInBatches(db, s.stockEntryReportRows, reportRows);
    await db.insert(s.salesSettings).values({ id: 1 }).onConflictDoNothing();
    await afterSalesLinesRefreshed(db);
    return written;
  },
};
