import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@rules/india';
import { gstinStatus } from './gstin';

/** A GSTIN of Tamil Nadu (33) with its right check character. */
const first14 = '33AAACA1234A1Z';
const valid = first14 + gstinCheckCharacter(first14);
const wrongCheck = first14 + (valid.endsWith('0') ? '1' : '0');

describe('the GSTIN field', () => {
  it('shows the state a valid GSTIN gives, however it was typed', () => {
    expect(gstinStatus(` ${valid.toLowerCase().slice(0, 7)} ${valid.slice(7)} `)).toEqual({
      kind: 'ok',
      gstin: valid,
      state: 'Tamil Nadu',
    });
  });

  it('says nothing while fewer than 15 characters are typed', () => {
    expect(gstinStatus('33AAACA')).toEqual({ kind: 'typing' });
    expect(gstinStatus('')).toEqual({ kind: 'empty' });
  });

  it('names a mistyped character by the check digit', () => {
    expect(gstinStatus(wrongCheck)).toEqual({ kind: 'wrong', problem: 'checkCharacter' });
  });

  it('refuses a number that does not start with a state code', () => {
    const f14 = '00AAACA1234A1Z';
    expect(gstinStatus(f14 + gstinCheckCharacter(f14))).toEqual({
      kind: 'wrong',
      problem: 'stateCode',
    });
  });

  it('refuses the wrong shape', () => {
    expect(gstinStatus('33-AAACA1234A1Z')).toEqual({ kind: 'wrong', problem: 'shape' });
  });
});
