import { describe, expect, test } from 'vitest';
import { keptUndos } from '../../lib/keptUndos';
import { keptCcChecked, keptCcCompletion, keptCcTaps } from './kept';

let n = 0;
const save = (call: string, jsonData: Record<string, unknown>, id = `kept-${(n += 1)}`) => ({
  id,
  call,
  input: { jsonData },
});
const roll = { reportNo: 'QCC-1', rollNo: 'KCC-1-01' };

describe('a CC roll’s saves kept on the tablet', () => {
  const pending = [
    save('postCCMistakeData', { ...roll, mistake: 'Hole', pieces: 1, clientId: 'a' }),
    save('postCCMistakeData', { ...roll, rollNo: 'KCC-1-02', mistake: 'Curl', pieces: 1 }),
    save('postCCRollSummaryData', { ...roll, piecesChecked: 10, piecesRejected: 0 }),
    save('postMistakeData', { ...roll, mistake: 'Hole', points: 4 }),
    save('postCCMistakeData', { ...roll, mistake: 'Curl', pieces: 1, clientId: 'b' }),
    save('removeCCMistakeData', { ...roll, clientId: 'b' }),
    save('removeCCMistakeData', { ...roll, id: '17' }),
    save('postCCRollSummaryData', { ...roll, piecesChecked: 15, piecesRejected: 0 }),
  ];

  test('are this roll’s taps, in order, as pending', () => {
    expect(keptCcTaps(pending, roll.reportNo, roll.rollNo)).toEqual([
      { key: 'a', mistake: 'Hole', pieces: 1, pending: true },
      { key: 'b', mistake: 'Curl', pieces: 1, pending: true },
    ]);
  });

  test('name the taps undone, by clientId or by the server’s id', () => {
    expect(keptUndos(pending, 'removeCCMistakeData', roll.reportNo, roll.rollNo)).toEqual([
      'b',
      '17',
    ]);
    // A fabric roll's undos are not a CC roll's, even under the same numbers.
    expect(keptUndos(pending, 'removeMistakeData', roll.reportNo, roll.rollNo)).toEqual([]);
  });

  test('give the last count of pieces checked', () => {
    expect(keptCcChecked(pending, roll.reportNo, roll.rollNo)).toBe(15);
    expect(keptCcChecked(pending, roll.reportNo, 'KCC-1-02')).toBeNull();
  });

  test('say the lot is completed, with the inspector’s verdict, only once it is', () => {
    expect(keptCcCompletion(pending, roll.reportNo)).toBeNull();
    const done = save('postCCRollSummaryData', {
      ...roll,
      piecesChecked: 50,
      piecesRejected: 1,
      completeReport: true,
      verdict: 'inspectOk',
    });
    expect(keptCcCompletion([...pending, done], roll.reportNo)).toBe('inspectOk');
    expect(keptCcCompletion([...pending, done], 'QCC-2')).toBeNull();
  });
});
