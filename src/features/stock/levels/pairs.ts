/** The fabric-with-collar-and-cuff view as data: its columns and the items a pairing picks from. */
import type { CallInput, CallOutput, Calls } from '@contract';
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import type { StockRow } from './stock';

export type PairRow = CallOutput<Calls['getFabricCollarCuffStockDetails']>[number];
export type PairInput = CallInput<Calls['postFabricCollarCuffStockDetails']>['jsonData'];

export const pairColumns = (): TableColumn<PairRow>[] => [
  { key: 'fabricItemName', label: m.stock_col_fabric, format: 'text', width: 2, priority: 1 },
  { key: 'colour', label: m.stock_col_colour, format: 'text', width: 1.2, priority: 2 },
  { key: 'fabricBatchNo', label: m.stock_col_batch, format: 'text', width: 1.3, priority: 4 },
  { key: 'fabricQtyKg', label: m.stock_col_fabric_kg, format: 'kg', width: 1.2, priority: 1 },
  { key: 'collarPieces', label: m.stock_col_collars, format: 'number', width: 1, priority: 2 },
  { key: 'cuffPieces', label: m.stock_col_cuffs, format: 'number', width: 1, priority: 2 },
  {
    key: 'garmentsPossible',
    label: m.stock_col_garments,
    format: 'number',
    width: 1.1,
    priority: 1,
  },
  { key: 'fabricRolls', label: m.stock_col_rolls, format: 'number', width: 0.8, priority: 5 },
  { key: 'collarItemCode', label: m.stock_col_collar_item, format: 'text', priority: 6 },
  { key: 'cuffItemCode', label: m.stock_col_cuff_item, format: 'text', priority: 6 },
];

export interface ItemChoice {
  value: string;
  label: string;
}

/** The items of stock lines, each listed once, by name, to pick from. */
export function itemChoices(
  rows: readonly Pick<StockRow, 'itemCode' | 'itemName'>[],
): ItemChoice[] {
  const items = new Map<string, string>();
  for (const r of rows) items.set(r.itemCode, r.itemName);
  return [...items]
    .map(([value, name]) => ({ value, label: `${name} (${value})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The batches one fabric item has in stock, to narrow a pairing to one batch. */
export const batchesOf = (rows: readonly StockRow[], itemCode: string): string[] => [
  ...new Set(
    rows.filter((r) => r.itemCode === itemCode && r.batchNo).map((r) => r.batchNo as string),
  ),
];

/** The form as typed (every field text) as the call's payload; empty fields are left out. */
export interface PairForm {
  fabricItemCode: string;
  fabricBatchNo: string;
  colour: string;
  collarItemCode: string;
  cuffItemCode: string;
  garmentsPerKg: string;
  remarks: string;
}
export const emptyPair: PairForm = {
  fabricItemCode: '',
  fabricBatchNo: '',
  colour: '',
  collarItemCode: '',
  cuffItemCode: '',
  garmentsPerKg: '',
  remarks: '',
};

export function toPairInput(f: PairForm): PairInput {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  const perKg = f.garmentsPerKg.trim() === '' ? undefined : Number(f.garmentsPerKg);
  return {
    fabricItemCode: f.fabricItemCode,
    fabricBatchNo: opt(f.fabricBatchNo),
    colour: f.colour,
    collarItemCode: opt(f.collarItemCode),
    cuffItemCode: opt(f.cuffItemCode),
    garmentsPerKg: perKg,
    remarks: opt(f.remarks),
  };
}
