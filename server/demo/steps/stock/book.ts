import { dailyNo } from '../../../db/numbering';
import type * as s from '../../../db/schema';
import { ledgerRow, processes, roundKg, type LedgerLine } from '../../../domains/stock/ledger';
import type { Rng } from '../../random';
import { happened } from '../recent';
import type { Places } from './places';

export type Greige = typeof s.greigeRolls.$inferSelect;
type EntryRow = typeof s.stockEntries.$inferInsert;
type LineRow = typeof s.stockLedger.$inferInsert;
type Kind = EntryRow['kind'];

const hour = 3_600_000;

/** A lot back from dyeing: each greige roll, the finish roll it became and its weight. */
export interface FinishedLot {
  greige: Greige;
  finishNo: string;
  finishKg: number;
}

/** A batch that came back finished, with its lot: later steps compact and sell some. */
export interface FinishedBatch {
  batchNo: string;
  day: string;
  lot: { greige: Greige; finishNo: string }[];
}

/**
 * The stock entries, ledger lines and batches the step writes, kept in memory until the end,
 * and where each roll lies as they move it: every line leaves from where the roll is.
 */
export class StockBook {
  readonly entries: EntryRow[] = [];
  readonly lines: LineRow[] = [];
  readonly batchRows: (typeof s.batches.$inferInsert)[] = [];
  readonly batchRollRows: (typeof s.batchRolls.$inferInsert)[] = [];
  private readonly counters = new Map<string, number>();
  private readonly batchCounters = new Map<string, number>();
  private readonly at = new Map<
    string,
    { warehouse: string; batchNo: string | null; kg: number }
  >();

  constructor(
    private readonly rng: Rng,
    private readonly places: Places,
    rolls: readonly Greige[],
  ) {
    for (const r of rolls)
      this.at.set(r.rollNo, { warehouse: places.greigeStore, batchNo: null, kg: r.kg });
  }

  /** The warehouse a roll lies in now, if the book knows the roll. */
  whereIs(rollNo: string): string | undefined {
    return this.at.get(rollNo)?.warehouse;
  }

  entry(kind: Kind, day: string, head: Partial<EntryRow>, body: LedgerLine[]): string {
    const n = (this.counters.get(day) ?? 0) + 1;
    this.counters.set(day, n);
    const entryNo = dailyNo('STE', day, n);
    this.entries.push({ entryNo, kind, postingDate: day, createdBy: 'ERP', ...head });
    for (const l of body) this.lines.push(ledgerRow(entryNo, day, l));
    return entryNo;
  }

  /** The two lines that move a roll from where it lies to `to`. */
  move(rollNo: string, item: string, to: string, batchNo: string | null): LedgerLine[] {
    const from = this.at.get(rollNo);
    if (!from) return [];
    this.at.set(rollNo, { ...from, warehouse: to, batchNo });
    const line = { itemCode: item, rollNo };
    return [
      { ...line, warehouse: from.warehouse, batchNo: from.batchNo, qtyKg: -from.kg, rolls: -1 },
      { ...line, warehouse: to, batchNo, qtyKg: from.kg, rolls: 1 },
    ];
  }

  /** A batch of `lot` sent on `day` to `processor`: its row, its rolls and its issue entry. */
  sendToDye(
    lot: readonly Greige[],
    day: string,
    processor: string,
    colour: string,
    lotNo: string,
  ): string {
    const n = (this.batchCounters.get(day) ?? 0) + 1;
    this.batchCounters.set(day, n);
    const batchNo = dailyNo('BATCH', day, n);
    const first = lot[0] as Greige;
    const body = lot.flatMap((r) => this.move(r.rollNo, r.itemCode, processor, batchNo));
    const stockEntryNo = this.entry(
      'batchIssue',
      day,
      {
        batchNo,
        fromWarehouse: this.places.greigeStore,
        toWarehouse: processor,
        remarks: `Batch ${batchNo}`,
      },
      body,
    );
    lot.forEach((r, i) =>
      this.batchRollRows.push({ batchNo, rollNo: r.rollNo, seq: i + 1, kg: r.kg }),
    );
    this.batchRows.push({
      batchNo,
      itemCode: first.itemCode,
      colour,
      shade: this.rng.chance(0.3) ? this.rng.pick(['Light', 'Medium', 'Dark']) : null,
      lot: lotNo,
      warehouse: processor,
      rolls: lot.length,
      qtyKg: roundKg(lot.reduce((t, r) => t + r.kg, 0)),
      createdOn: day,
      modified: happened(Date.parse(day) + 10 * hour),
      stockEntryNo,
      createdBy: 'ERP',
      createdAt: happened(Date.parse(day) + 10 * hour),
      syncedToErp: true,
    });
    return batchNo;
  }

  /** The batch back: greige consumed by dyeing, finish rolls in, then each weighed. */
  receive(batchNo: string, lot: readonly FinishedLot[], day: string, weighedOn: string): void {
    const { finished } = this.places;
    const from = this.at.get(lot[0]?.greige.rollNo ?? '')?.warehouse ?? null;
    const body: LedgerLine[] = [];
    for (const { greige: g, finishNo } of lot) {
      const place = this.at.get(g.rollNo);
      if (!place) continue;
      const item = g.itemCode;
      body.push(
        {
          itemCode: item,
          warehouse: place.warehouse,
          batchNo,
          rollNo: g.rollNo,
          qtyKg: -place.kg,
          rolls: -1,
        },
        {
          itemCode: item,
          process: processes.dyeing,
          batchNo,
          rollNo: g.rollNo,
          qtyKg: place.kg,
          rolls: 1,
        },
        {
          itemCode: item,
          process: processes.dyeing,
          batchNo,
          rollNo: finishNo,
          qtyKg: 0,
          rolls: -1,
        },
        { itemCode: item, warehouse: finished, batchNo, rollNo: finishNo, qtyKg: 0, rolls: 1 },
      );
      this.at.delete(g.rollNo);
      this.at.set(finishNo, { warehouse: finished, batchNo, kg: 0 });
    }
    this.entry('dyeingReceipt', day, { batchNo, fromWarehouse: from, toWarehouse: finished }, body);
    const weighed: LedgerLine[] = [];
    for (const { greige: g, finishNo, finishKg } of lot) {
      const place = this.at.get(finishNo);
      if (!place) continue;
      place.kg = finishKg;
      weighed.push(
        {
          itemCode: g.itemCode,
          process: processes.dyeing,
          batchNo,
          rollNo: finishNo,
          qtyKg: -finishKg,
        },
        {
          itemCode: g.itemCode,
          warehouse: place.warehouse,
          batchNo,
          rollNo: finishNo,
          qtyKg: finishKg,
        },
      );
    }
    this.entry('weighing', weighedOn, { batchNo, toWarehouse: finished }, weighed);
  }
}

/** What every part of the step works on: one random stream, the book, the places, the rolls. */
export interface Scene {
  readonly rng: Rng;
  readonly book: StockBook;
  readonly places: Places;
  /** Every greige roll, oldest first. */
  readonly rolls: readonly Greige[];
  /** The mill's today (millTodayMs). */
  readonly today: number;
}

/** The scene once the finished lots are dyed: what later parts leave alone or move on. */
export interface DyedScene extends Scene {
  readonly batches: readonly FinishedBatch[];
  /** The greige rolls that came back finished. */
  readonly finishedRolls: ReadonlySet<string>;
}
