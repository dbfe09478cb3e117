import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FabricCollarCuffRow } from '../../../contract/stock/stock';
import { batches, fabricCollarCuffPairs, items } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { containsPattern } from '../lookups/handlers';
import { rowsOf } from '../../db/rows';
import { perRollRead } from './ledger';

/**
 * Fabric with its matching collar and cuff: which collar and cuff go with a fabric in a colour
 * (saved here), and their stock side by side from the warehouse summary, in the mill's own
 * warehouses (job-work stock is not at hand to cut garments from). A polo takes one collar and
 * two cuffs, so the garments the three allow are the least of fabric kg × garments per kg,
 * collars, and cuffs ÷ 2.
 */

const pairLimit = 200;

export const pairHandlers = {
  postFabricCollarCuffStockDetails: async (ctx, { jsonData: p }) => {
    const codes = [p.fabricItemCode, p.collarItemCode, p.cuffItemCode].filter(
      (c): c is string => c !== undefined,
    );
    const groups = new Map(
      (
        await ctx.db
          .select({ code: items.itemCode, group: items.itemGroup })
          .from(items)
          .where(inArray(items.itemCode, codes))
      ).map((r) => [r.code, r.group]),
    );
    const expect = (path: string, code: string | undefined, group: string) => {
      if (code === undefined) return;
      const found = groups.get(code);
      if (!found) throw badInput(`jsonData.${path}`, `no item ${code} is known`);
      if (found !== group) throw badInput(`jsonData.${path}`, `${code} is ${found}, not ${group}`);
    };
    expect('fabricItemCode', p.fabricItemCode, 'Fabric');
    expect('collarItemCode', p.collarItemCode, 'Collar');
    expect('cuffItemCode', p.cuffItemCode, 'Cuff');
    if (p.fabricBatchNo !== undefined) {
      const [batch] = await ctx.db
        .select({ no: batches.batchNo })
        .from(batches)
        .where(and(eq(batches.batchNo, p.fabricBatchNo), eq(batches.itemCode, p.fabricItemCode)));
      if (!batch)
        throw badInput(
          'jsonData.fabricBatchNo',
          `no batch ${p.fabricBatchNo} of ${p.fabricItemCode} is known`,
        );
    }
    const values = {
      fabricItemCode: p.fabricItemCode,
      fabricBatchKey: p.fabricBatchNo ?? '',
      colour: p.colour,
      collarItemCode: p.collarItemCode ?? null,
      cuffItemCode: p.cuffItemCode ?? null,
      garmentsPerKg: p.garmentsPerKg ?? null,
      remarks: p.remarks || null,
      createdBy: ctx.user.username,
      updatedAt: new Date(),
    };
    // The same fabric, batch and colour (in any case) again replaces its pairing.
    const [same] = await ctx.db
      .select({ id: fabricCollarCuffPairs.id })
      .from(fabricCollarCuffPairs)
      .where(
        and(
          eq(fabricCollarCuffPairs.fabricItemCode, values.fabricItemCode),
          eq(fabricCollarCuffPairs.fabricBatchKey, values.fabricBatchKey),
          sql`lower(${fabricCollarCuffPairs.colour}) = lower(${values.colour})`,
        ),
      );
    const [row] = same
      ? await ctx.db
          .update(fabricCollarCuffPairs)
          .set(values)
          .where(eq(fabricCollarCuffPairs.id, same.id))
          .returning({ id: fabricCollarCuffPairs.id })
      : await ctx.db
          .insert(fabricCollarCuffPairs)
          .values(values)
          .returning({ id: fabricCollarCuffPairs.id });
    return { ok: true as const, id: String(row?.id ?? '') };
  },

  getFabricCollarCuffStockDetails: async (ctx, { jsonData }) => {
    const p = containsPattern(jsonData);
    const matching =
      jsonData === ''
        ? sql`true`
        : sql`(lower(p.fabric_item_code) like ${p} or lower(fi.item_name) like ${p}
            or lower(p.colour) like ${p} or lower(coalesce(p.collar_item_code, '')) like ${p}
            or lower(coalesce(p.cuff_item_code, '')) like ${p})`;
    // The page of pairings first, then each stock summed once for all of them (a fabric's batches
    // by colour in one pass), not once per pairing.
    return perRollRead(ctx.db, (tx) =>
      rowsOf<FabricCollarCuffRow>(
        tx,
        sql`with page as (
          select p.*, coalesce(fi.item_name, p.fabric_item_code) as fabric_item_name
          from fabric_collar_cuff_pairs p left join items fi on fi.item_code = p.fabric_item_code
          where ${matching}
          order by p.fabric_item_code, lower(p.colour), p.fabric_batch_key
          limit ${pairLimit}),
        jv as (select name from warehouses where is_job_work),
        fabric as (
          select b.item_code, b.batch_key, b.qty_kg, b.rolls from stock_balances b
          where b.item_code in (select fabric_item_code from page)
            and b.warehouse not in (select name from jv)),
        by_colour as (
          select f.item_code, lower(bt.colour) as colour, sum(f.qty_kg)::float8 as kg,
            sum(f.rolls)::int as rolls
          from fabric f join batches bt on bt.batch_no = f.batch_key
          where lower(bt.colour) in (select lower(colour) from page)
          group by 1, 2),
        by_batch as (
          select f.item_code, f.batch_key, sum(f.qty_kg)::float8 as kg, sum(f.rolls)::int as rolls
          from fabric f
          where (f.item_code, f.batch_key) in (
            select fabric_item_code, fabric_batch_key from page where fabric_batch_key <> '')
          group by 1, 2),
        pieces as (
          select b.item_code, sum(b.pieces)::int as pieces from stock_balances b
          where b.item_code in (select collar_item_code from page union select cuff_item_code from page)
            and b.warehouse not in (select name from jv)
          group by 1),
        stock as (
          select p.*, coalesce(case when p.fabric_batch_key <> '' then bb.kg else bc.kg end, 0) as kg,
            greatest(coalesce(case when p.fabric_batch_key <> '' then bb.rolls else bc.rolls end, 0), 0) as rolls,
            case when p.collar_item_code is not null then coalesce(co.pieces, 0) end as collar_pieces,
            case when p.cuff_item_code is not null then coalesce(cu.pieces, 0) end as cuff_pieces
          from page p
            left join by_colour bc on bc.item_code = p.fabric_item_code and bc.colour = lower(p.colour)
            left join by_batch bb on bb.item_code = p.fabric_item_code and bb.batch_key = p.fabric_batch_key
            left join pieces co on co.item_code = p.collar_item_code
            left join pieces cu on cu.item_code = p.cuff_item_code)
        select id::text as id, fabric_item_code as "fabricItemCode", fabric_item_name as "fabricItemName",
          nullif(fabric_batch_key, '') as "fabricBatchNo", colour, kg as "fabricQtyKg",
          rolls as "fabricRolls", collar_item_code as "collarItemCode",
          collar_pieces as "collarPieces", cuff_item_code as "cuffItemCode",
          cuff_pieces as "cuffPieces",
          case when garments_per_kg is null then null else greatest(0, least(
            floor(kg * garments_per_kg), collar_pieces, floor(cuff_pieces / 2.0)))::int
          end as "garmentsPossible"
        from stock
        order by fabric_item_code, lower(colour), fabric_batch_key`,
      ),
    );
  },
} satisfies HandlerMap;
