import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './searchParams';

describe('search params', () => {
  it('keeps all-digit roll and report numbers as text', () => {
    expect(parseSearch('?rollNo=17&reportNo=0042')).toEqual({ rollNo: '17', reportNo: '0042' });
  });

  it('reads booleans and structured values as JSON', () => {
    expect(parseSearch('?desc=true&cols=%5B%22a%22%5D')).toEqual({ desc: true, cols: ['a'] });
  });

  it('round-trips text that looks like a number or a boolean', () => {
    const search = { rollNo: '17', label: 'true', desc: false };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });

  it('writes plain text bare, so a shared address reads as it looks', () => {
    expect(stringifySearch({ preset: 'thisMonth', rollNo: '17', reportNo: 'QI-0042' })).toBe(
      '?preset=thisMonth&rollNo=17&reportNo=QI-0042',
    );
  });

  it('quotes only text that would read back as something else', () => {
    const search = { label: 'true', list: '[1]', odd: '[x', quoted: '"a"' };
    expect(stringifySearch({ label: 'true' })).toBe('?label=%22true%22');
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
