import { afterEach, describe, expect, it } from 'vitest';
import { areas, calls, pageNames, pages, type Area, type CallName } from '@contract';
import { callMeta } from '@contract/client';
import { summarisedCalls } from './saves';
import { areaTitle, pageTitle } from './pages';
import { saveSummary } from './saves';
import { localeStore } from '.';

afterEach(() => localeStore.set(undefined));

/** Tamil text is written in Tamil letters (loanwords too), not left in English. */
const TAMIL = /[\u0B80-\u0BFF]/;

describe('page titles and area names', () => {
  it('are the contract’s titles in English', () => {
    for (const page of pageNames) expect(pageTitle(page)).toBe(pages[page].title);
    for (const area of Object.keys(areas) as Area[]) expect(areaTitle(area)).toBe(areas[area]);
  });

  it('exist in Tamil for every page and area', () => {
    localeStore.set('ta');
    for (const page of pageNames) expect(pageTitle(page), page).toMatch(TAMIL);
    for (const area of Object.keys(areas) as Area[]) expect(areaTitle(area), area).toMatch(TAMIL);
  });
});

describe('what a kept save does', () => {
  const saves = (Object.keys(callMeta) as CallName[]).filter((c) => callMeta[c].kind === 'save');

  it('has a line for every save call of the contract, and for nothing else', () => {
    expect([...summarisedCalls()].sort()).toEqual([...saves].sort());
  });

  it('reads in English as the contract’s summary, and in Tamil', () => {
    for (const call of saves) {
      const declared = calls[call];
      expect(saveSummary(call)).toBe(declared.kind === 'save' ? declared.summary : undefined);
    }
    localeStore.set('ta');
    for (const call of saves) expect(saveSummary(call), call).toMatch(TAMIL);
  });
});
