import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { mistakeScopes } from '../../../contract/main/inspection/fields';
import { itemGroups } from '../../../contract/main/lookups/rows';
import { oneOf, ts } from './columns';

// People and business partners live in their own file; they are masters of the mirror too.
export * from './people';

/**
 * The local mirror of ERPNext masters (domain.md, "ERPNext and the mirror"). Primary keys are the
 * ERPNext document names, so the connector can upsert by `name` and sync incrementally by `modified`.
 * Text enums are checked in the database too, because the connector writes here without the contract.
 */

export const machineKinds = ['circular', 'flat', 'inspection_table'] as const;
export { mistakeScopes };

export const items = pgTable(
  'items',
  {
    itemCode: text('item_code').primaryKey(),
    itemName: text('item_name').notNull(),
    /** ERPNext item groups mapped to the few the app tells apart (the contract's list). */
    itemGroup: text('item_group', { enum: itemGroups }).notNull(),
    /** Knit structure: Single Jersey, Pique, 1x1 Rib, Interlock, Fleece, Flat Knit Rib... */
    quality: text('quality').notNull(),
    /** Yarn count as the mill says it, e.g. `30s` or `30s + 10s` for fleece. */
    yarnCount: text('yarn_count'),
    composition: text('composition'),
    gsm: integer('gsm'),
    /** Open-width fabric: finished width; tubular fabric has a machine dia instead. */
    widthCm: integer('width_cm'),
    diaIn: integer('dia_in'),
    /** Fabric is stocked in kg, collars and cuffs in pieces. */
    uom: text('uom').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The site keeps the item's stock by batch (`has_batch_no`): only then may a Batch of it be
     * made there, and its stock entries must name batches.
     */
    batchTracked: boolean('batch_tracked').notNull().default(false),
    modified: ts('modified'),
  },
  (t) => [
    check('items_item_group_check', oneOf(t.itemGroup, itemGroups)),
    index('items_name_lower_idx').on(sql`lower(${t.itemName})`),
    index('items_group_idx').on(t.itemGroup, t.itemName),
    index('items_modified_idx').on(t.modified),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    name: text('name').primaryKey(),
    supplierName: text('supplier_name').notNull(),
    /** Yarn, Fabric, Knitting Job Work, Dyeing Job Work, Compacting. */
    supplierGroup: text('supplier_group').notNull(),
    city: text('city'),
    disabled: boolean('disabled').notNull().default(false),
    modified: ts('modified'),
  },
  (t) => [index('suppliers_name_lower_idx').on(sql`lower(${t.supplierName})`)],
);

export const machines = pgTable(
  'machines',
  {
    name: text('name').primaryKey(),
    kind: text('kind', { enum: machineKinds }).notNull(),
    make: text('make'),
    /** Needles per inch; dia in inches for circular machines only. */
    gauge: integer('gauge'),
    diaIn: integer('dia_in'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('machines_kind_check', oneOf(t.kind, machineKinds)),
    index('machines_kind_idx').on(t.kind, t.name),
  ],
);

export const warehouses = pgTable(
  'warehouses',
  {
    name: text('name').primaryKey(),
    /** The parent group the stock reports filter by, e.g. `PTSASTRI`, `Job Work`, `Mill`. */
    warehouseGroup: text('warehouse_group').notNull(),
    /** Held at a job-work (JV) processor: the mill's stock, not on its premises. */
    isJobWork: boolean('is_job_work').notNull().default(false),
    /**
     * ERPNext's warehouse type: what the warehouse is for. The stock ledger finds the mill's greige
     * and finished stores and its dyeing processors by it (`Greige`, `Finished`, `Collar Cuff`,
     * `Dyeing`, `Compacting`, `Rejected`); other warehouses may leave it empty.
     */
    warehouseType: text('warehouse_type'),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [
    index('warehouses_group_idx').on(t.warehouseGroup),
    index('warehouses_jv_idx').on(t.isJobWork),
    index('warehouses_type_idx').on(t.warehouseType),
  ],
);

/** The defect catalogue of the 4-point system; admins may extend it. */
export const mistakeTypes = pgTable(
  'mistake_types',
  {
    /** The English name: the identity taps are saved by, and what reports print. */
    name: text('name').primaryKey(),
    /**
     * The name inspectors read on a Tamil tablet. Null for a type that has none yet (one written
     * before Tamil names existed, or by another system): the tablet shows the English name then.
     */
    nameTa: text('name_ta'),
    defaultPoints: integer('default_points').notNull(),
    /** Continuous defects score 4 for every metre they run (barré, shade variation...). */
    continuous: boolean('continuous').notNull().default(false),
    /** Any hole but a pin hole scores 4 whatever its size. */
    isHole: boolean('is_hole').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    appliesTo: text('applies_to', { enum: mistakeScopes }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('mistake_types_points_check', sql`${t.defaultPoints} between 1 and 4`),
    check('mistake_types_applies_to_check', oneOf(t.appliesTo, mistakeScopes)),
    check('mistake_types_name_ta_check', sql`char_length(btrim(${t.nameTa})) between 1 and 40`),
    // Two buttons with one Tamil label would leave a Tamil reader guessing which is which.
    uniqueIndex('mistake_types_name_ta_key').on(t.nameTa),
    index('mistake_types_scope_idx').on(t.appliesTo, t.sortOrder),
  ],
);
