import { describe, expect, it } from 'vitest';
import { checkInput, planBundleSaves } from './bundleSaves';

const key = { reportNo: 'KCC-20260112-0003', rollNo: 'KCC-20260112-0003-02' };
const was = { pieces: 100, rejectedPieces: 2, kg: 1.5, remarks: '' };

describe('what a change to a bundle sends', () => {
  it('sends nothing when nothing changed', () => {
    expect(planBundleSaves(key, was, { ...was })).toEqual([]);
  });

  it('corrects pieces and kg with one roll save', () => {
    const saves = planBundleSaves(key, was, { ...was, pieces: 98, kg: 1.47 });
    expect(saves).toEqual([
      { call: 'postKnitCCDataRoll', jsonData: { ...key, pieces: 98, kg: 1.47, remarks: '' } },
    ]);
  });

  it('records rejects with the pieces they come out of, and nothing else when kg stays', () => {
    const saves = planBundleSaves(key, was, { ...was, pieces: 96, rejectedPieces: 5 });
    expect(saves.map((s) => s.call)).toEqual(['postKnitCollarCuffRollData']);
    expect(saves[0]?.jsonData).toMatchObject({ pieces: 96, rejectedPieces: 5 });
  });

  it('sends the rejects before a new weight, so lowered pieces never undercut them', () => {
    const saves = planBundleSaves(key, was, { ...was, rejectedPieces: 0, pieces: 1, kg: 0.02 });
    expect(saves.map((s) => s.call)).toEqual(['postKnitCollarCuffRollData', 'postKnitCCDataRoll']);
  });

  it('refuses more rejects than pieces, naming the rejects', async () => {
    const issues = await checkInput('postKnitCollarCuffRollData', {
      ...key,
      pieces: 10,
      rejectedPieces: 11,
    });
    expect(issues.map((i) => i.path.at(-1))).toEqual(['rejectedPieces']);
  });

  it('refuses a bundle without weight, naming kg', async () => {
    const issues = await checkInput('postKnitCCDataRoll', { ...key, pieces: 10, kg: 0 });
    expect(issues.map((i) => i.path.at(-1))).toEqual(['kg']);
  });
});
