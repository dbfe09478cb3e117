import {
  purchaseOrderItems,
  purchaseOrders,
  subcontractingOrderItems,
  subcontractingOrders,
} from '../../db/schema';
import { insertInBatches } from '../batch';
import type { Rng } from '../random';
import { scaled, type DemoStep } from '../step';
import {
  agesOldestFirst,
  dated,
  fabricItemCodes,
  kgBetween,
  namingSeries,
  needs,
  receivedShare,
  shades,
  share,
  suppliersOfGroup,
} from './recent';

type PoRow = typeof purchaseOrders.$inferInsert;
type SoRow = typeof subcontractingOrders.$inferInsert;
type LineRow = typeof purchaseOrderItems.$inferInsert;

function poStatus(rng: Rng, received: number, age: number): PoRow['status'] {
  if (rng.chance(0.03)) return 'On Hold';
  if (received >= 1) return rng.chance(0.8) ? 'Completed' : 'To Bill';
  // Old orders the supplier will not fill are closed short, as buyers do in ERPNext.
  if (age >= 60) return 'Closed';
  return received > 0 && rng.chance(0.3) ? 'To Receive' : 'To Receive and Bill';
}

function soStatus(rng: Rng, received: number, age: number): SoRow['status'] {
  if (received >= 1) return 'Completed';
  if (age >= 60) return 'Closed';
  if (received > 0) return 'Partially Received';
  return rng.pick(['Open', 'Partial Material Transferred', 'Material Transferred'] as const);
}

/** One to three distinct fabrics per order; `colour` on finished or dyeing lines only. */
function lines(rng: Rng, fabrics: readonly string[], received: number, coloured: boolean) {
  return rng
    .shuffle(fabrics)
    .slice(
      0,
      rng.weighted([
        [1, 5],
        [2, 3],
        [3, 1],
      ] as const),
    )
    .map((itemCode, i) => {
      const qtyKg = kgBetween(rng, 300, 2000);
      return {
        idx: i + 1,
        itemCode,
        colour: coloured ? rng.pick(shades) : null,
        qtyKg,
        receivedKg: share(qtyKg, received),
      };
    });
}

/**
 * Purchase orders for fabric: bought greige or finished fabric from fabric suppliers, and
 * subcontracted knitting or dyeing, where ERPNext raises a subcontracting order from the PO.
 */
export const ordersStep: DemoStep = {
  name: 'orders',
  run: async (db, rng, scale) => {
    const fabrics = needs(await fabricItemCodes(db), 'fabric items');
    const fabricSuppliers = needs(await suppliersOfGroup(db, 'Fabric'), 'fabric suppliers');
    const jobWorkers = needs(
      [
        ...(await suppliersOfGroup(db, 'Knitting Job Work')),
        ...(await suppliersOfGroup(db, 'Dyeing Job Work')),
      ],
      'job-work suppliers',
    );
    const dyers = new Set(await suppliersOfGroup(db, 'Dyeing Job Work'));
    const subcontracted = scaled(20, scale);
    const total = scaled(60, scale);
    const isSubcontracted = rng.shuffle(Array.from({ length: total }, (_, i) => i < subcontracted));
    const poNo = namingSeries('PUR-ORD');
    const soNo = namingSeries('SC-ORD');
    const pos: PoRow[] = [];
    const poLines: LineRow[] = [];
    const sos: SoRow[] = [];
    const soLines: (typeof subcontractingOrderItems.$inferInsert)[] = [];

    agesOldestFirst(rng, total).forEach((age, n) => {
      const { date, modified } = dated(rng, age);
      const received = receivedShare(rng, age);
      const po = poNo(date);
      if (!isSubcontracted[n]) {
        pos.push({
          poNo: po,
          supplier: rng.pick(fabricSuppliers),
          date,
          modified,
          status: poStatus(rng, received, age),
        });
        const orderLines = lines(rng, fabrics, received, rng.chance(0.3));
        poLines.push(...orderLines.map((l) => ({ ...l, parentNo: po })));
        return;
      }
      const supplier = rng.pick(jobWorkers);
      const orderLines = lines(rng, fabrics, received, dyers.has(supplier));
      const status = poStatus(rng, received, age);
      pos.push({ poNo: po, supplier, date, modified, status });
      poLines.push(...orderLines.map((l) => ({ ...l, parentNo: po })));
      const so = soNo(date);
      sos.push({
        soNo: so,
        poNo: po,
        supplier,
        date,
        modified,
        status: soStatus(rng, received, age),
      });
      soLines.push(...orderLines.map((l) => ({ ...l, parentNo: so })));
    });

    return (
      (await insertInBatches(db, purchaseOrders, pos)) +
      (await insertInBatches(db, purchaseOrderItems, poLines)) +
      (await insertInBatches(db, subcontractingOrders, sos)) +
      (await insertInBatches(db, subcontractingOrderItems, soLines))
    );
  },
};
