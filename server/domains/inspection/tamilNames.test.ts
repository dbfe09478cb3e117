import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import { migrationsFolder } from '../../db/client';
import { mistakeTypes } from '../../db/schema';
import { mistakeCatalogue } from '../../demo/catalogue/mistakes';
import { header, inspectionApp } from '../../../tests/support/domains/inspection';

/** A tablet set to Tamil finds the Tamil name next to the English one in every answer it shows. */
const { ok, db } = await inspectionApp();
const tamilOf = new Map(mistakeCatalogue.map((m) => [m.name, m.nameTa]));

const { reportNo } = await ok('postData', { jsonData: header() });
await ok('postRollData', { jsonData: { reportNo, greigeRollNo: 'GR-T-1', kg: 20 } });
const roll = { reportNo, rollNo: 'GR-T-1' };
const tap = await ok('postMistakeData', {
  jsonData: { ...roll, mistake: 'drop stitch', points: 2, positionM: 1 },
});
await ok('postMistakeDataInDB', {
  jsonData: {
    ...roll,
    mistakes: [
      { mistake: 'Hole', points: 4, positionM: 5 },
      { mistake: 'Lycra Out', points: 4, continuousM: 2, positionM: 8 },
    ],
  },
});

describe('the Tamil names of the knit catalogue', () => {
  it('name every defect of the catalogue, each its own and short enough for a button', () => {
    const names = mistakeCatalogue.map((m) => m.nameTa);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name.length, name).toBeLessThanOrEqual(40);
      // Tamil script, or an English term written in it; no Latin letters left on a Tamil screen.
      expect(name, name).toMatch(/^[\u0B80-\u0BFF /]+$/);
    }
  });

  it('come with the master the tablet picks from', async () => {
    const master = await ok('getMistakeDetailsFromDB', {});
    expect(calls.getMistakeDetailsFromDB.output.parse(master)).toEqual(master);
    expect(master).toHaveLength(mistakeCatalogue.length);
    for (const row of master) expect(row.nameTa, row.name).toBe(tamilOf.get(row.name));
    const holes = master.filter((r: { appliesTo: string }) => r.appliesTo !== 'fabric');
    expect(holes.map((r: { nameTa: string }) => r.nameTa)).toEqual(
      expect.arrayContaining(['ஓட்டை', 'ட்ராப் ஸ்டிச்', 'சைஸ் சரியில்லை']),
    );
  });

  it('come with a tap’s answer and with the roll’s list of defects', async () => {
    expect(tap.mistake).toMatchObject({ mistake: 'Drop Stitch', mistakeTa: 'ட்ராப் ஸ்டிச்' });
    const list = await ok('getMistakeDataInDB', { jsonData: roll });
    expect(calls.getMistakeDataInDB.output.parse(list)).toEqual(list);
    expect(
      list.map((m: { mistake: string; mistakeTa: string }) => [m.mistake, m.mistakeTa]),
    ).toEqual([
      ['Drop Stitch', 'ட்ராப் ஸ்டிச்'],
      ['Hole', 'ஓட்டை'],
      ['Lycra Out', 'லைக்ரா கட்'],
    ]);
  });

  it('come with the roll’s inspection sheet, in its defects and in their summary', async () => {
    for (const name of ['getQIReportFromERPNEXT', 'getRollReportFromERPNEXT'] as const) {
      const sheet = calls[name].output.parse(
        await ok(name, { report_no: reportNo, roll_no: 'GR-T-1' }),
      );
      expect(sheet.mistakes.map((m) => m.mistakeTa)).toEqual(['ட்ராப் ஸ்டிச்', 'ஓட்டை', 'லைக்ரா கட்']);
      const summary = new Map(sheet.mistakeSummary.map((s) => [s.mistake, s.mistakeTa]));
      expect(Object.fromEntries(summary)).toEqual({
        'Drop Stitch': 'ட்ராப் ஸ்டிச்',
        Hole: 'ஓட்டை',
        'Lycra Out': 'லைக்ரா கட்',
      });
    }
  });

  it('leave a type without a Tamil name null, so the tablet shows its English name', async () => {
    await db.update(mistakeTypes).set({ nameTa: null }).where(eq(mistakeTypes.name, 'Hole'));
    const master = await ok('getMistakeDetailsFromDB', {});
    expect(master.find((r: { name: string }) => r.name === 'Hole')).toMatchObject({ nameTa: null });
    const list = await ok('getMistakeDataInDB', { jsonData: roll });
    expect(list[1]).toMatchObject({ mistake: 'Hole', mistakeTa: null });
    await db.update(mistakeTypes).set({ nameTa: 'ஓட்டை' }).where(eq(mistakeTypes.name, 'Hole'));
  });
});

describe('migration 0003_mistake_type_tamil_names', () => {
  const statements = readFileSync(
    join(migrationsFolder, '0003_mistake_type_tamil_names.sql'),
    'utf8',
  ).split('--> statement-breakpoint');
  const fill = statements.find((s) => /^\s*UPDATE/m.test(s));

  it('gives the catalogue of a database made before Tamil names the seed’s Tamil names', async () => {
    expect(fill).toBeDefined();
    // The state such a database is in once the column is added: the catalogue, no Tamil, and a
    // type an administrator added under a name of their own.
    await db.update(mistakeTypes).set({ nameTa: null });
    await db
      .insert(mistakeTypes)
      .values({ name: 'Moth Hole', defaultPoints: 4, appliesTo: 'fabric' });
    await db.execute(sql.raw(fill ?? ''));
    const rows = await db.select().from(mistakeTypes);
    for (const row of rows) expect(row.nameTa, row.name).toBe(tamilOf.get(row.name) ?? null);
    await db.delete(mistakeTypes).where(inArray(mistakeTypes.name, ['Moth Hole']));
  });

  it('keeps a Tamil name already given when it runs again', async () => {
    await db.update(mistakeTypes).set({ nameTa: 'ஸ்லப் நூல்' }).where(eq(mistakeTypes.name, 'Slub'));
    await db.execute(sql.raw(fill ?? ''));
    const [slub] = await db.select().from(mistakeTypes).where(eq(mistakeTypes.name, 'Slub'));
    expect(slub?.nameTa).toBe('ஸ்லப் நூல்');
  });
});
