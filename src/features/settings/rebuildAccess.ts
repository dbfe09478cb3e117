import type { PageName, SessionInfo } from '@contract';

/**
 * The pages whose users may rebuild the stock: the access of callSetWarehouseWiseStockData
 * (contract/stock/stock.ts; RebuildStock.test.tsx holds the two together). The server checks it
 * again on the call; Settings only leaves the button out for everyone else.
 */
export const REBUILD_PAGES: readonly PageName[] = ['stock-with-collar-cuff', 'pivot'];

/** Whether Settings offers this session the stock's rebuild. */
export const mayRebuildStock = (session: SessionInfo | undefined): boolean =>
  session !== undefined &&
  (session.isAdmin || REBUILD_PAGES.some((page) => session.pages.includes(page)));
