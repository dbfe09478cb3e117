import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { refusedWords, scanWords } from './scanWords';

const refused = {
  kind: 'refused' as const,
  rollNo: 'GR-7',
  problem: 'inBatch' as const,
  batchNo: 'B-0042',
  stockEntryNo: null,
  message: 'Roll GR-7 is in open batch B-0042 (Red, lot L-9).',
};

afterEach(() => localeStore.set('en'));

describe('what the scanner says', () => {
  it("shows the server's own sentence in English", () => {
    expect(scanWords(refused)).toEqual({ ok: false, text: refused.message });
  });

  it('names the holding batch in Tamil too', () => {
    localeStore.set('ta');
    const text = refusedWords(refused);
    expect(text).toContain('B-0042');
    expect(text).toContain('GR-7');
    expect(text).not.toContain('open batch');
  });

  it('names the stock entry that dispatched a roll', () => {
    localeStore.set('ta');
    const text = refusedWords({
      ...refused,
      problem: 'dispatched',
      batchNo: null,
      stockEntryNo: 'STE-0099',
    });
    expect(text).toContain('STE-0099');
  });

  it('says nothing for a blank scan and tells an added roll with its kg', () => {
    expect(scanWords({ kind: 'empty' })).toBeNull();
    const added = scanWords({
      kind: 'added',
      roll: {
        rollNo: 'GR-1',
        itemCode: 'SJ',
        itemName: 'SJ',
        kg: 21.45,
        producedOn: '2026-11-01',
        sourceDocNo: null,
      },
    });
    expect(added).toEqual({ ok: true, text: 'Added roll GR-1 (21.5 kg)' });
  });
});
