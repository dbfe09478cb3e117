import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module keeps what it read; each case loads it afresh over what the device holds. */
async function load(stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.resetModules();
  return import('./preferences');
}

afterEach(() => localStorage.clear());

describe('how the last report was started, kept on the device', () => {
  it('reads back the table, stage and kind of source saved on start', async () => {
    const { preferences, PREFERENCES_KEY } = await load({});
    preferences.set({
      inspectionTable: 'Table 4',
      inspectionStage: 'finish',
      inspectionSource: 'subcontractingOrder',
    });
    const saved = localStorage.getItem(PREFERENCES_KEY) ?? '';
    const again = await load({ [PREFERENCES_KEY]: saved });
    expect(again.preferences.get()).toMatchObject({
      inspectionTable: 'Table 4',
      inspectionStage: 'finish',
      inspectionSource: 'subcontractingOrder',
    });
  });

  it('drops what this version does not know instead of failing to start', async () => {
    const { preferences } = await load({
      'greige-preferences': JSON.stringify({
        inspectionTable: '   ',
        inspectionStage: 'dyeing',
        inspectionSource: 'jobCard',
      }),
    });
    const read = preferences.get();
    expect(read.inspectionTable).toBeUndefined();
    expect(read.inspectionStage).toBeUndefined();
    expect(read.inspectionSource).toBeUndefined();
  });

  it('keeps the table an earlier version remembered', async () => {
    const { preferences } = await load({ 'inspection-table': 'Table 2' });
    expect(preferences.get().inspectionTable).toBe('Table 2');
  });
});

describe('the knitting floor’s machine, kept on the device', () => {
  it('reads back the machine, and drops a blank one', async () => {
    const { preferences, PREFERENCES_KEY } = await load({});
    preferences.set({ knitMachine: 'Flat 3' });
    const saved = localStorage.getItem(PREFERENCES_KEY) ?? '';
    const again = await load({ [PREFERENCES_KEY]: saved });
    expect(again.preferences.get().knitMachine).toBe('Flat 3');
    const blank = await load({ [PREFERENCES_KEY]: JSON.stringify({ knitMachine: '  ' }) });
    expect(blank.preferences.get().knitMachine).toBeUndefined();
  });
});
