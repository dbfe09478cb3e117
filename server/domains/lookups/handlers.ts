import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { employees, items, machines, operators, suppliers } from '../../db/schema';
import { nameOrder } from '../../db/schema/columns';
import type { HandlerMap } from '../../http/context';
import { notFound } from '../../http/errors';

/** The contract caps search answers, so a one-letter search on a big mirror stays small. */
export const searchLimit = 200;

/** Inspectors and checkers are picked from the same list as knitting operators (contract). */
const inspectionDesignations = ['Inspector', 'Checker'];

/** A LIKE pattern that matches `text` anywhere; a typed `%` or `_` matches itself. */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const itemColumns = {
  itemCode: items.itemCode,
  itemName: items.itemName,
  itemGroup: items.itemGroup,
  gsm: items.gsm,
  widthCm: items.widthCm,
  diaIn: items.diaIn,
  uom: items.uom,
};
const byItemName = [asc(nameOrder(items.itemName)), asc(items.itemCode)];

export const lookupsHandlers = {
  getAllItemsFromDB: async (ctx) =>
    ctx.db
      .select(itemColumns)
      .from(items)
      .where(eq(items.disabled, false))
      .orderBy(...byItemName),

  getItemsFromDB: async (ctx, { jsonData }) => {
    const pattern = containsPattern(jsonData);
    return (
      ctx.db
        .select(itemColumns)
        .from(items)
        .where(
          and(
            eq(items.disabled, false),
            or(
              sql`lower(${items.itemName}) like ${pattern}`,
              sql`lower(${items.itemCode}) like ${pattern}`,
            ),
          ),
        )
        // Names that start with the text come first: that is usually what was typed.
        .orderBy(
          desc(sql`starts_with(lower(${items.itemName}), ${jsonData.toLowerCase()})`),
          ...byItemName,
        )
        .limit(searchLimit)
    );
  },

  /** By item code; a scanned or typed exact item name is accepted too. Disabled items still answer. */
  getItemsDetailsFromDB: async (ctx, { jsonData }) => {
    const [item] = await ctx.db
      .select(itemColumns)
      .from(items)
      .where(or(eq(items.itemCode, jsonData), sql`lower(${items.itemName}) = lower(${jsonData})`))
      .orderBy(desc(sql`${items.itemCode} = ${jsonData}`), asc(items.itemCode))
      .limit(1);
    if (!item) throw notFound(`No item has the code or name ${jsonData}.`);
    return item;
  },

  getAllSupplierFromDB: async (ctx) =>
    ctx.db
      .select({
        supplier: suppliers.name,
        supplierName: suppliers.supplierName,
        supplierGroup: suppliers.supplierGroup,
      })
      .from(suppliers)
      .where(eq(suppliers.disabled, false))
      .orderBy(asc(nameOrder(suppliers.supplierName)), asc(suppliers.name)),

  getAllOperatorFromDB: async (ctx) => {
    const isOperator = exists(
      ctx.db
        .select({ one: sql`1` })
        .from(operators)
        .where(and(eq(operators.employeeCode, employees.employeeId), eq(operators.active, true))),
    );
    return ctx.db
      .select({
        employee: employees.employeeId,
        employeeName: employees.employeeName,
        designation: employees.designation,
        department: employees.department,
      })
      .from(employees)
      .where(
        and(
          eq(employees.active, true),
          or(isOperator, inArray(employees.designation, inspectionDesignations)),
        ),
      )
      .orderBy(asc(nameOrder(employees.employeeName)), asc(employees.employeeId));
  },

  getAllMachinesFromDB: async (ctx) =>
    ctx.db
      .select({
        name: machines.name,
        kind: machines.kind,
        make: machines.make,
        diaIn: machines.diaIn,
      })
      .from(machines)
      .where(eq(machines.active, true))
      .orderBy(asc(machines.kind), asc(nameOrder(machines.name))),
} satisfies HandlerMap;
