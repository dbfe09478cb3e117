/**
 * What the stock screen keeps in its address: the view, its filters and the item drilled into.
 * Read by the screen with the light readers of @contract/search, which never fail: a stale or
 * mistyped value reads as its default.
 */
import { docNo, object, oneOf, optional, string, type Input, type Output } from '@contract/search';
import { groupings, kinds, stockViews } from './stock';

export const stockSearch = object({
  view: oneOf(stockViews, 'mill'),
  kind: oneOf(kinds, 'all'),
  by: oneOf(groupings, 'line'),
  q: optional(string(80)),
  /** The item whose places are open in the drawer. */
  item: optional(docNo),
  /** The text the fabric-with-collar-and-cuff view searched for. */
  pair: optional(string(80)),
});
export type StockSearchIn = Input<typeof stockSearch>;
export type StockSearch = Output<typeof stockSearch>;
