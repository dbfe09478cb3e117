import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { WarehouseRow } from '../../../contract/stock/stock';
import type { Db } from '../../db/client';
import { warehouses } from '../../db/schema';

/**
 * The warehouses the stock ledger books into, found by ERPNext's warehouse type
 * (server/db/schema/masters.ts). A mill whose mirror has no warehouse of a type yet (a new site,
 * a test mill) still gets a consistent ledger: the type's usual ERPNext name stands in.
 */

export const warehouseTypes = {
  greige: 'Greige',
  finished: 'Finished',
  collarCuff: 'Collar Cuff',
  dyeing: 'Dyeing',
} as const;
export type StockPlace = keyof typeof warehouseTypes;

const standIns: Record<StockPlace, string> = {
  greige: 'Greige Stores',
  finished: 'Finished Goods',
  collarCuff: 'Collar Cuff Stores',
  dyeing: 'Dyeing WIP',
};

/** The mill's warehouse for greige, finished fabric or collar and cuff (first by name). */
export async function warehouseFor(db: Db, place: StockPlace): Promise<string> {
  const [row] = await db
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.warehouseType, warehouseTypes[place]))
    .orderBy(asc(warehouses.disabled), asc(warehouses.name))
    .limit(1);
  return row?.name ?? standIns[place];
}

/** Every warehouse greige stock may lie in: those of type Greige, or the stand-in. */
export async function greigeWarehouses(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.warehouseType, warehouseTypes.greige))
    .orderBy(asc(warehouses.name));
  return rows.length ? rows.map((r) => r.name) : [standIns.greige];
}

/** A dyeing processor: the mill's dye house or a job-work dyer, and not disabled. */
const isProcessor = sql<boolean>`(${warehouses.warehouseType} = ${warehouseTypes.dyeing} and not ${warehouses.disabled})`;

export async function listWarehouses(db: Db): Promise<WarehouseRow[]> {
  return db
    .select({
      name: warehouses.name,
      warehouseGroup: warehouses.warehouseGroup,
      isJobWork: warehouses.isJobWork,
      warehouseType: warehouses.warehouseType,
      processor: sql<boolean>`coalesce(${isProcessor}, false)`,
    })
    .from(warehouses)
    .where(eq(warehouses.disabled, false))
    .orderBy(asc(warehouses.warehouseGroup), asc(warehouses.name));
}

export async function knownWarehouses(
  db: Db,
  names: readonly string[],
): Promise<Map<string, { processor: boolean; isJobWork: boolean }>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({
      name: warehouses.name,
      processor: sql<boolean>`coalesce(${isProcessor}, false)`,
      isJobWork: warehouses.isJobWork,
    })
    .from(warehouses)
    .where(inArray(warehouses.name, [...names]));
  return new Map(rows.map((r) => [r.name, { processor: r.processor, isJobWork: r.isJobWork }]));
}
