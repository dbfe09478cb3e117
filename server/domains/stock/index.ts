import type { HandlerMap } from '../../http/context';
import { batchHandlers } from './batches';
import { rebuildBalances } from './ledger';
import { levelHandlers } from './levels';
import { lossHandlers } from './loss';
import { pairHandlers } from './pairs';
import { listWarehouses } from './places';
import { receiveMirroredProduction } from './receipts';
import { transferHandlers } from './transfers';

/** Every call of dyeing batches, the stock ledger and process loss. */
export const stockHandlers = {
  ...batchHandlers,
  ...levelHandlers,
  ...lossHandlers,
  ...pairHandlers,
  ...transferHandlers,

  getWarehousesFromDB: async (ctx) => listWarehouses(ctx.db),

  /**
   * Books in the production the mirror holds that the ledger lacks, then recomputes the warehouse
   * summary and the roll balances from the ledger: run twice, the second changes nothing.
   */
  callSetWarehouseWiseStockData: async (ctx) => {
    await receiveMirroredProduction(ctx.db, ctx.user.username, { keepBalances: false });
    const rows = await rebuildBalances(ctx.db);
    return { ok: true as const, rows, refreshedAt: new Date().toISOString() };
  },
} satisfies HandlerMap;
