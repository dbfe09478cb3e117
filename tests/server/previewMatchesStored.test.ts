import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calls,
  type CallInput,
  type CallName,
  type CallOutput,
  type CallParsedInput,
  type Calls,
} from '../../contract';
import { measuredWidthCm } from '../../rules';
import { handlerCtx } from '../support/demo';
import { gradeBandOverrides, greigeRolls, items, millSettings } from '../../server/db/schema';
import { seedInspectionFixture, header } from '../support/domains/inspection';
import { handlers } from '../../server/handlers';
import type { Handler } from '../../server/http/context';
import {
  holeNames,
  previewScore,
  recordedEntry,
  type RollMeasures,
} from '../../src/features/inspection/scoring';
import { createTestDatabase } from '../support/db';
import { runs } from '../support/depth';

/**
 * The tablet's live preview against what the server stores, for generated rolls: the mill's
 * bands and tolerances, an item's own band, measures (kg, GSM, widths, length) and taps (holes,
 * lengths, positions, continuous runs) go through the real handlers, which rescore the roll and
 * store it; the preview, from the same inputs and the rules as the tablet reads them, must show
 * the same points, points per 100 m² and 100 yd², grade, and points of every tap.
 */

const { db } = await createTestDatabase();
const ctx = handlerCtx(db);
await seedInspectionFixture(db);
// A fabric the mirror knows no GSM or width of, so some rolls cannot be graded.
const bare = 'FAB-BARE-P';
await db.insert(items).values({
  itemCode: bare,
  itemName: 'Unspecified jersey',
  itemGroup: 'Fabric',
  quality: 'Single Jersey',
  uom: 'Kg',
});
const fabrics = [
  { itemCode: 'FAB-SJ-T1', gsm: 160, widthCm: 180 },
  { itemCode: 'FAB-PQ-T1', gsm: 220, widthCm: 170 },
  { itemCode: bare, gsm: null, widthCm: null },
] as const;

/**
 * A call by its contract name, the way the HTTP layer makes it: input and answer parsed, a save
 * in one transaction. Straight to the handler, since a deep run's 1000 rolls through HTTP would
 * take minutes.
 */
async function call<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
): Promise<CallOutput<Calls[K]>> {
  const handler = handlers[name] as Handler<Calls[K]> | undefined;
  if (!handler) throw new Error(`${name} has no handler`);
  const parsed = calls[name].input.parse(input) as CallParsedInput<Calls[K]>;
  const answer =
    calls[name].kind === 'save'
      ? await db.transaction((tx) => handler({ ...ctx, db: tx }, parsed))
      : await handler(ctx, parsed);
  return calls[name].output.parse(answer) as CallOutput<Calls[K]>;
}

/**
 * The open report of each fabric, with how many rolls it holds. A report holds a shift's rolls, not
 * hundreds: a save rebuilds its report's dashboard figures, so one report of every roll would make
 * each save slower than the last.
 */
const ROLLS_PER_REPORT = 25;
const open = new Map<string, { reportNo: string; rolls: number }>();
async function reportFor(itemCode: string): Promise<string> {
  let report = open.get(itemCode);
  if (!report || report.rolls >= ROLLS_PER_REPORT) {
    const started = await call('postData', { jsonData: header({ itemCode }) });
    report = { reportNo: started.reportNo, rolls: 0 };
    open.set(itemCode, report);
  }
  report.rolls++;
  return report.reportNo;
}
const master = await call('getMistakeDetailsFromDB', {});
const fabricKinds = master.filter((m) => m.active && m.appliesTo !== 'collarCuff');
const holes = holeNames(master);

/** Whole hundredths (or tenths, thousandths): what the tablet's fields and the columns keep. */
const scaled = (min: number, max: number, per: number) =>
  fc.integer({ min: Math.round(min * per), max: Math.round(max * per) }).map((n) => n / per);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const band = fc
  .record({ grade1Below: scaled(0, 60, 10), span: scaled(0, 40, 10) })
  .map(({ grade1Below, span }) => ({ grade1Below, grade3Above: grade1Below + span }));

const millArb = fc.record({
  band,
  gsmTolerancePct: scaled(0, 20, 100),
  widthTolerancePct: scaled(0, 20, 100),
  toleranceLowersGrade: fc.boolean(),
  /** The rolled item's own band, another item's, and a customer's under the same key. */
  itemBand: maybe(band),
  otherItemBand: maybe(band),
  customerBand: maybe(band),
});

const rollArb = fc.record({
  fabric: fc.integer({ min: 0, max: fabrics.length - 1 }),
  kg: scaled(0, 60, 1000),
  gsmSpec: maybe(scaled(60, 400, 100)),
  gsmMeasured: maybe(scaled(60, 400, 100)),
  gsmTolerancePct: maybe(scaled(0, 25, 100)),
  widthSpecCm: maybe(scaled(100, 250, 100)),
  widthStartCm: maybe(scaled(100, 250, 100)),
  widthMiddleCm: maybe(scaled(100, 250, 100)),
  widthEndCm: maybe(scaled(100, 250, 100)),
  lengthM: maybe(scaled(0, 150, 100)),
});

const tapArb = fc.record({
  kind: fc.nat(),
  points: fc.integer({ min: 1, max: 4 }),
  // Positions crowd the first metres, so the cap of 4 per metre is often reached.
  positionM: maybe(scaled(0, 8, 100)),
  continuousM: maybe(scaled(0.01, 6, 100)),
  lengthMm: maybe(scaled(0.1, 400, 10)),
});

type Mill = typeof millArb extends fc.Arbitrary<infer T> ? T : never;
let rolls = 0;
/** Rolls to generate: about half a second each on a busy machine, hence the time-out below. */
const rollCount = runs(1000, 100);

/** The mill's settings and bands as an administrator saves them. */
async function storeMill(m: Mill, itemCode: string): Promise<void> {
  const s = {
    grade1Below: m.band.grade1Below,
    grade3Above: m.band.grade3Above,
    gsmTolerancePct: m.gsmTolerancePct,
    widthTolerancePct: m.widthTolerancePct,
    toleranceLowersGrade: m.toleranceLowersGrade,
    updatedAt: new Date(),
  };
  await db
    .insert(millSettings)
    .values({ id: 1, ...s })
    .onConflictDoUpdate({ target: millSettings.id, set: s });
  await db.delete(gradeBandOverrides);
  const other = fabrics.find((f) => f.itemCode !== itemCode)?.itemCode ?? '';
  const overrides = [
    m.itemBand && { scope: 'item' as const, key: itemCode, ...m.itemBand },
    m.otherItemBand && { scope: 'item' as const, key: other, ...m.otherItemBand },
    m.customerBand && { scope: 'customer' as const, key: itemCode, ...m.customerBand },
  ].filter((o) => !!o);
  if (overrides.length) await db.insert(gradeBandOverrides).values(overrides);
}

describe('the tablet’s preview equals the stored score', () => {
  it(
    `for ${rollCount} generated rolls stored through the handlers`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          millArb,
          rollArb,
          fc.array(tapArb, { maxLength: 10 }),
          async (mill, r, generatedTaps) => {
            const fabric = fabrics[r.fabric]!;
            const reportNo = await reportFor(fabric.itemCode);
            await storeMill(mill, fabric.itemCode);
            const greigeRollNo = `GR-P-${++rolls}`;
            // Greige rolls come from the ERP mirror, not from a call.
            await db.insert(greigeRolls).values({
              rollNo: greigeRollNo,
              itemCode: fabric.itemCode,
              kg: 20,
              gsm: fabric.gsm,
              widthCm: fabric.widthCm,
              producedOn: '2026-01-10',
            });
            const { fabric: _f, ...measures } = r;
            const input = { reportNo, greigeRollNo, ...measures };
            await call('postRollData', { jsonData: input });

            const entries = generatedTaps.map(({ kind, ...t }) => ({
              ...t,
              mistake: fabricKinds[kind % fabricKinds.length]!.name,
            }));
            if (entries.length)
              await call('postMistakeDataInDB', {
                jsonData: { reportNo, rollNo: greigeRollNo, mistakes: entries },
              });

            // What the tablet holds: the rules it read, the sheet it reads after the saves.
            const rules = await call('getGradeRules', {});
            const sheet = await call('getQIReportFromERPNEXT', {
              report_no: reportNo,
              roll_no: greigeRollNo,
            });
            const stored = {
              points: sheet.roll.points,
              points100m2: sheet.roll.points100m2,
              points100yd2: sheet.roll.points100yd2,
              grade: sheet.roll.grade,
              mistakePoints: sheet.mistakes.map((m) => m.points),
            };

            // The taps just made, on the roll as the server answered it.
            expect(previewScore(sheet.roll, entries, holes, rules)).toEqual(stored);
            // The recorded taps, as the sheet lists them after a reload.
            expect(
              previewScore(sheet.roll, sheet.mistakes.map(recordedEntry), holes, rules),
            ).toEqual(stored);
            // Offline: the roll as typed, before the server has answered for it. The form fills
            // the spec from the item, so a typed roll always carries one when the item has it.
            if (input.gsmSpec !== undefined && input.widthSpecCm !== undefined) {
              const typed: RollMeasures = {
                itemCode: fabric.itemCode,
                kg: input.kg,
                lengthM: input.lengthM ?? null,
                gsmSpec: input.gsmSpec,
                gsmMeasured: input.gsmMeasured ?? null,
                gsmTolerancePct: input.gsmTolerancePct ?? null,
                widthSpecCm: input.widthSpecCm,
                widthMeasuredCm: measuredWidthCm([
                  input.widthStartCm,
                  input.widthMiddleCm,
                  input.widthEndCm,
                ]),
              };
              expect(previewScore(typed, entries, holes, rules)).toEqual(stored);
            }
          },
        ),
        { numRuns: rollCount },
      );
      expect(rolls).toBeGreaterThanOrEqual(rollCount);
    },
    runs(600_000, 120_000),
  );
});
