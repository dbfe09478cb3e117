import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { lotSentence, planNumbers, planRule, planShort, rollVerdict, sampleShare } from './lot';
import { plan } from './testReport';

afterEach(() => localeStore.set('en'));

describe('a roll’s part of the lot’s sample', () => {
  it.each([
    // 80 of 600 spread by size: 400 pieces take 54 (53.3 rounded up), 200 take 27 (26.7).
    [400, 54],
    [200, 27],
    // A small bundle still has a piece checked.
    [1, 1],
  ])('a roll of %i pieces in a lot of 600 checks %i', (pieces, share) => {
    expect(sampleShare(plan, pieces, 600)).toBe(share);
  });

  it('never asks for more pieces than the roll holds', () => {
    expect(sampleShare({ sampleSize: 80, inspectAll: false }, 5, 6)).toBe(5);
  });

  it('is every piece when the plan inspects the whole lot, nothing to share without a plan', () => {
    expect(sampleShare({ sampleSize: 13, inspectAll: true }, 7, 13)).toBe(7);
    expect(sampleShare(null, 7, 13)).toBeNull();
    expect(sampleShare(plan, 0, 0)).toBeNull();
  });
});

describe('the plan and the lot in words', () => {
  it('names the rule, the sample and the accept and reject numbers', () => {
    expect(planRule(plan)).toBe('Level II · AQL 2.5 · code letter J');
    expect(planRule({ ...plan, codeLetter: 'B', planLetter: 'C' })).toBe(
      'Level II · AQL 2.5 · code letter B → C',
    );
    expect(planNumbers(plan)).toBe('Sample 80 · accept up to 5 · reject at 6');
    expect(planNumbers({ ...plan, inspectAll: true, sampleSize: 13 })).toBe(
      'Every piece (13) · accept up to 5 · reject at 6',
    );
    expect(planShort(plan)).toBe('J: 80 pcs, 5/6');
    expect(planShort(null)).toBe('–');
  });

  it('says how far an ongoing lot’s sample got, and what decided it', () => {
    const progress = { ...plan, piecesChecked: 30, piecesRejected: 2, accepted: null };
    expect(lotSentence({ status: 'ongoing', aql: progress })).toBe(
      '30 of 80 sample pieces checked, 2 rejected; the lot fails at 6.',
    );
    expect(lotSentence({ status: 'ongoing', aql: { ...plan, accepted: false } })).toBe(
      '7 rejected pieces reach the reject number 6: the lot fails.',
    );
    expect(
      lotSentence({ status: 'ongoing', aql: { ...plan, piecesRejected: 3, accepted: true } }),
    ).toBe('Sample checked: 3 rejected, within the 5 allowed. The lot passes so far.');
    expect(lotSentence({ status: 'completed', aql: plan })).toBe(
      '80 pieces checked, 7 rejected; the plan accepts up to 5 in a sample of 80.',
    );
    expect(lotSentence({ status: 'ongoing', aql: null })).toMatch(/^No rolls yet/);
  });

  it('gives a roll’s verdict from its grade, in Tamil too', () => {
    expect([true, false, null].map((passed) => rollVerdict({ passed }))).toEqual([
      'Pass',
      'Fail',
      'Not checked',
    ]);
    localeStore.set('ta');
    expect(rollVerdict({ passed: false })).toBe('ஃபெயில்');
    expect(planNumbers(plan)).toBe('சாம்பிள் 80 · 5 வரை ஏற்பு · 6-இல் ரிஜெக்ட்');
  });
});
