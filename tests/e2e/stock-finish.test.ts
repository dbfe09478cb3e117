import { describe, expect, test } from 'vitest';
import { signIn } from '../support/browser';
import { freshTablet } from './helpers';
import {
  batchableRolls,
  batchFromAnotherTablet,
  DESKTOP,
  get,
  kgText,
  placesOf,
  processLossOf,
  processors,
  startFinishReport,
  weighFinished,
} from './stock-support';
import { TABLET } from './tamil-support';

/**
 * A batch's roll comes back from dyeing the way the mill receives it: its finish inspection
 * starts on the greige roll's number, which makes the finish roll; the weighing gives its kg.
 * Then the stock screen has it in finished stock, no longer at the processor, and the PO's
 * process loss counts it. Every figure is checked against what the server answers.
 */

describe('receiving a batch back finished', () => {
  test('the finish inspection takes the roll from the processor into finished stock, and the PO’s loss counts it', async () => {
    const { context, page } = await freshTablet();
    await page.setViewportSize(TABLET);
    await signIn(page);
    // A roll that came against a document (a PO, a work order…): process loss is read by it.
    const free = batchableRolls.parse(
      await get(context, 'stock', 'getGreigeRollsForBatch', { limit: 200 }),
    );
    const roll = free.rows.find((r) => r.sourceDocNo !== null);
    expect(roll, 'a free greige roll that came against a PO').toBeDefined();
    const { itemCode } = roll!;
    const poNo = roll!.sourceDocNo!;
    const processor = (await processors(context))[0]!;
    const batchNo = await batchFromAnotherTablet(context, {
      itemCode,
      rollNos: [roll!.rollNo],
      processor: processor.name,
    });
    const atProcessor = (await placesOf(context, itemCode)).find(
      (l) => l.batchNo === batchNo && l.warehouse === processor.name,
    );
    expect(atProcessor).toMatchObject({ rolls: 1 });

    // Back from dyeing 8 % lighter: the inspector starts a finish report and types the greige
    // roll's number; the weighing is the finished kg.
    const finishKg = Math.round(roll!.kg * 0.92 * 10) / 10;
    await startFinishReport(page, itemCode);
    const finishRollNo = await weighFinished(page, roll!.rollNo, finishKg);

    // The save goes through the outbox: wait for the server to have the weighing.
    await expect
      .poll(
        async () =>
          (await processLossOf(context, poNo))
            .find((r) => r.batchNo === batchNo)
            ?.rolls.find((r) => r.greigeRollNo === roll!.rollNo)?.finishKg ?? null,
        { timeout: 15_000 },
      )
      .toBe(finishKg);
    const after = await placesOf(context, itemCode);
    const lines = after.filter((l) => l.batchNo === batchNo);
    // Nothing of the batch is left at the processor; the finish roll lies in one mill warehouse.
    expect(lines.filter((l) => l.warehouse === processor.name)).toEqual([]);
    expect(lines).toHaveLength(1);
    const finished = lines[0]!;
    expect(finished).toMatchObject({ rolls: 1, isJobWork: false });
    expect(finished.qtyKg).toBeCloseTo(finishKg, 3);

    // The stock screen says the same, in the drawer of the item's places.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/stock-with-collar-cuff?item=${encodeURIComponent(itemCode)}`);
    const places = page.getByRole('table', { name: 'In every warehouse' });
    const batchRows = places.getByRole('row').filter({ hasText: batchNo });
    await batchRows.filter({ hasText: finished.warehouse }).waitFor();
    expect(await batchRows.count()).toBe(1);
    expect(await batchRows.filter({ hasText: processor.name }).count()).toBe(0);
    expect(await batchRows.innerText()).toContain(kgText(finished.qtyKg));

    // The PO's process loss shows the batch with its finished kg and its loss.
    const [row] = (await processLossOf(context, poNo)).filter((r) => r.batchNo === batchNo);
    expect(row).toMatchObject({ finishKgOut: finishKg, processor: processor.name });
    expect(row!.rolls[0]).toMatchObject({ finishRollNo, finishKg });
    expect(row!.lossKg).toBeCloseTo(roll!.kg - finishKg, 3);
    await page.goto(`/process-loss?po=${encodeURIComponent(poNo)}`);
    const table = page.getByRole('table', { name: `Process loss of ${poNo}` });
    const line = table.getByRole('row').filter({ hasText: batchNo });
    await line.waitFor();
    const text = await line.innerText();
    expect(text).toContain(kgText(row!.greigeKgIn));
    expect(text).toContain(kgText(row!.finishKgOut));
    expect(text).toContain(kgText(row!.lossKg));
    expect(text).toContain(row!.overTolerance ? '⚠ Loss beyond tolerance' : 'Within tolerance');
  });
});
