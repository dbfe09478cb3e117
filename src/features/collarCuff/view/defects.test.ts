import { describe, expect, it } from 'vitest';
import { defectTotals } from './defects';

describe('a report’s rejected pieces by defect', () => {
  it('sums the rolls’ defects, most pieces first, each with its share', () => {
    const totals = defectTotals([
      [
        { mistake: 'Hole', mistakeTa: 'ஓட்டை', pieces: 3 },
        { mistake: 'Curl', mistakeTa: null, pieces: 1 },
      ],
      [
        { mistake: 'Curl', mistakeTa: null, pieces: 2 },
        { mistake: 'Size Out', mistakeTa: 'சைஸ் மாறியது', pieces: 2 },
      ],
    ]);
    expect(totals).toEqual([
      { mistake: 'Curl', mistakeTa: null, pieces: 3, share: 37.5 },
      { mistake: 'Hole', mistakeTa: 'ஓட்டை', pieces: 3, share: 37.5 },
      { mistake: 'Size Out', mistakeTa: 'சைஸ் மாறியது', pieces: 2, share: 25 },
    ]);
  });

  it('is empty when no roll has a rejected piece', () => {
    expect(defectTotals([[], []])).toEqual([]);
  });
});
