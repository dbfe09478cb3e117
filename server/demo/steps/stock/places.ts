import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import * as s from '../../../db/schema';
import { warehouseFor } from '../../../domains/stock/places';

/** The warehouses the demo's stock moves between, from the warehouses step. */
export interface Places {
  readonly greigeStore: string;
  readonly finished: string;
  /** The mill's own dye house first, then the job-work dyers. */
  readonly processors: readonly string[];
  readonly jvDyers: readonly string[];
  readonly compactor: string | undefined;
  /** PTSASTRI's warehouses, where finished rolls go for sales orders. */
  readonly salesPlaces: readonly string[];
}

const namesOf = async (db: Db, where: SQL | undefined): Promise<string[]> =>
  (
    await db
      .select({ name: s.warehouses.name })
      .from(s.warehouses)
      .where(where)
      .orderBy(asc(s.warehouses.name))
  ).map((w) => w.name);

export async function loadPlaces(db: Db): Promise<Places> {
  const greigeStore = await warehouseFor(db, 'greige');
  const finished = await warehouseFor(db, 'finished');
  const dyeHouse = await warehouseFor(db, 'dyeing');
  const jvDyers = await namesOf(
    db,
    and(eq(s.warehouses.warehouseType, 'Dyeing'), eq(s.warehouses.isJobWork, true)),
  );
  const compactor = (await namesOf(db, eq(s.warehouses.warehouseType, 'Compacting')))[0];
  const salesPlaces = await namesOf(db, eq(s.warehouses.warehouseGroup, 'PTSASTRI'));
  return {
    greigeStore,
    finished,
    processors: [dyeHouse, ...jvDyers],
    jvDyers,
    compactor,
    salesPlaces,
  };
}
