import { and, asc, eq, inArray } from 'drizzle-orm';
import { piecesPerKg } from '../../../rules';
import { dailyNo } from '../../db/numbering';
import { items, knitCcReports, knitCcRolls, machines, operators } from '../../db/schema';
import { knitRollNo } from '../../domains/knitting/totals';
import { insertInBatches } from '../batch';
import { ccColours, ccStyles } from '../catalogue/fabrics';
import type { Rng } from '../random';
import { dayMs, type DemoStep } from '../step';
import { happened, isoDay, millTodayMs, needs } from './recent';

/** Knitting covers the 90 days of inspections and the two days before them, today included. */
export const knittingDays = 92;

const hour = 3_600_000;
const shiftStarts = { A: 6, B: 14, C: 22 } as const;
const shifts = ['A', 'B', 'C'] as const;

/** A collar of 40x9 cm weighs about 15 g, a cuff about 6 g. */
const gramsPerPiece = { collar: 15, cuff: 6 } as const;

/** The size and colour in a demo item's name: `Collar 40x9 cm Royal Blue Tipping`. */
export function sizeAndColour(itemName: string): { size: string; colour: string } {
  const [, size = '', rest = ''] = /^(?:Collar|Cuff) (\S+) cm (.+)$/.exec(itemName) ?? [];
  const colour = ccColours.find((c) => rest.startsWith(c)) ?? rest;
  const style = ccStyles.find((s) => rest === `${colour} ${s}`);
  return { size, colour: style ? `${colour} ${style}` : colour };
}

/** Bundles are tied in fifties and hundreds; a shift's last bundle is what is left. */
const bundlePieces = (rng: Rng) =>
  rng.weighted([
    [100, 6],
    [50, 3],
    [120, 1],
  ] as const);

/** Most bundles leave the machine clean; a press-off or a dropped end spoils one or two pieces. */
const knittingRejects = (rng: Rng) =>
  rng.weighted([
    [0, 14],
    [1, 4],
    [2, 2],
    [3, 1],
  ] as const);

/** Knitting reports per shift at SCALE 1: six of the eight flat machines run in each shift. */
const reportsPerShift = 6;

/**
 * Knitting reports of the flat machines: in every shift of the 92 days most machines knit (six
 * reports a shift at SCALE 1, on different machines while there are machines to spare), each a
 * machine, an operator of the shift's crew and one collar or cuff, with two to five bundles (a shift's output).
 * Today only the morning shift has knitted; some of its reports are still open.
 */
export const knittingStep: DemoStep = {
  name: 'knitting',
  run: async (db, rng, scale) => {
    const flat = needs(
      await db
        .select({ name: machines.name })
        .from(machines)
        .where(and(eq(machines.kind, 'flat'), eq(machines.active, true)))
        .orderBy(asc(machines.name)),
      'flat knitting machines',
    ).map((m) => m.name);
    const staff = needs(
      await db
        .select({ name: operators.name })
        .from(operators)
        .where(eq(operators.active, true))
        .orderBy(asc(operators.id)),
      'operators',
    ).map((o) => o.name);
    const products = needs(
      await db
        .select({ itemCode: items.itemCode, itemName: items.itemName, group: items.itemGroup })
        .from(items)
        .where(and(inArray(items.itemGroup, ['Collar', 'Cuff']), eq(items.disabled, false)))
        .orderBy(asc(items.itemCode)),
      'collar and cuff items',
    );
    const today = millTodayMs();
    const perShift = Math.max(1, Math.round(reportsPerShift * scale));
    // Each shift has its crew: an operator works the same shift every day.
    const crews = shifts.map((_, s) => staff.filter((_, i) => i % 3 === s));
    const crewOf = (shift: (typeof shifts)[number]) => {
      const crew = crews[shifts.indexOf(shift)];
      return crew?.length ? crew : staff;
    };
    const reports: (typeof knitCcReports.$inferInsert)[] = [];
    const rolls: (typeof knitCcRolls.$inferInsert)[] = [];
    let written = 0;
    const flush = async () => {
      written += await insertInBatches(db, knitCcReports, reports.splice(0));
      written += await insertInBatches(db, knitCcRolls, rolls.splice(0));
    };

    for (let age = knittingDays - 1; age >= 0; age--) {
      if (rolls.length >= 20_000) await flush();
      const dayStart = today - age * dayMs;
      const date = isoDay(dayStart);
      // Today's reports are the morning shift's: later shifts have not started yet.
      const slots = (age === 0 ? (['A'] as const) : shifts).flatMap((shift) => {
        const idle = rng.shuffle([...flat.keys()]);
        return Array.from({ length: perShift }, (_, i) => ({
          shift,
          machine: flat[idle[i % idle.length] ?? 0] ?? '',
          operator: rng.pick(crewOf(shift)),
        }));
      });
      for (const [i, slot] of slots.entries()) {
        const n = i + 1;
        const item = rng.pick(products);
        const kind = item.group === 'Cuff' ? 'cuff' : 'collar';
        const shift = slot.shift;
        const reportNo = dailyNo('KCC', date, n);
        const startedAt = dayStart + shiftStarts[shift] * hour + rng.int(0, 90) * 60_000;
        const bundles = rng.int(2, 5);
        let pieces = 0;
        let rejected = 0;
        let kg = 0;
        for (let seq = 1; seq <= bundles; seq++) {
          const count = bundlePieces(rng);
          const spoilt = knittingRejects(rng);
          // Weight varies a few per cent with yarn and tension.
          const weight =
            Math.round((count * gramsPerPiece[kind] * (0.95 + rng.next() * 0.1)) / 10) / 100;
          const at = happened(startedAt + seq * 45 * 60_000);
          rolls.push({
            rollNo: knitRollNo(reportNo, seq),
            reportNo,
            seq,
            reportDate: date,
            pieces: count,
            rejectedPieces: spoilt,
            kg: weight,
            piecesPerKg: piecesPerKg(count, weight),
            createdBy: 'Knitting',
            createdAt: at,
            updatedAt: at,
          });
          pieces += count;
          rejected += spoilt;
          kg += weight;
        }
        kg = Math.round(kg * 1000) / 1000;
        const open = age === 0 && rng.chance(0.5);
        const endedAt = happened(startedAt + (bundles + 1) * 45 * 60_000);
        reports.push({
          reportNo,
          date,
          machine: slot.machine,
          operator: slot.operator,
          shift,
          itemCode: item.itemCode,
          kind,
          ...sizeAndColour(item.itemName),
          jobCardNo: rng.chance(0.7)
            ? `PO-JOB${String(rng.int(1, 99_999)).padStart(5, '0')}`
            : null,
          status: open ? 'ongoing' : 'completed',
          lastRollSeq: bundles,
          rolls: bundles,
          pieces,
          rejectedPieces: rejected,
          kg,
          piecesPerKg: piecesPerKg(pieces, kg),
          createdBy: 'Knitting',
          createdAt: happened(startedAt),
          updatedAt: endedAt,
          completedAt: open ? null : endedAt,
        });
      }
    }
    await flush();
    return written;
  },
};
