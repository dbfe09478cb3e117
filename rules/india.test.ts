import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinProblem,
  gstStateCodes,
  indiaComplianceState,
  indianStateNamed,
  indianStates,
  isPinCode,
  normalPhone,
  pinCodeFitsState,
  stateOfGstin,
} from './india';

/** GSTINs published by their holders (invoices, the GST portal's examples), not made up here. */
const published = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM'];

describe('the GSTIN check character', () => {
  it.each(published)('is the last character of the published GSTIN %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('catches any single mistyped character and two swapped neighbours', () => {
    const gstin = published[0] ?? '';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 2; i < 14; i++) {
      for (const c of alphabet) {
        if (c === gstin[i]) continue;
        const typo = `${gstin.slice(0, i)}${c}${gstin.slice(i + 1)}`;
        // A typo may break the shape instead (a letter where a digit belongs): refused either way.
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
    }
    const swapped = `${gstin.slice(0, 7)}${gstin[8]}${gstin[7]}${gstin.slice(9)}`;
    expect(gstinProblem(swapped)).not.toBeNull();
  });

  it('names the problem: shape, state code or check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checkCharacter');
    const first14 = '40AAPFU0939F1Z';
    expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBe('stateCode');
  });
});

describe('the state of a GSTIN', () => {
  it('follows from its first two digits', () => {
    expect(stateOfGstin('33AAACR4849R1ZK')).toBe('Tamil Nadu');
    expect(stateOfGstin('27AAPFU0939F1ZV')).toBe('Maharashtra');
    expect(stateOfGstin('29AAGCB7383J1Z4')).toBe('Karnataka');
    expect(stateOfGstin('07AAACI1681G1ZM')).toBe('Delhi');
    expect(stateOfGstin('40AAACI1681G1ZM')).toBeNull();
  });

  it('covers every state and union territory, each once, and reads them as people type them', () => {
    expect(indianStates).toContain('Tamil Nadu');
    expect(indianStates).toContain('Ladakh');
    expect(indianStates).not.toContain('Centre Jurisdiction');
    expect(new Set(indianStates).size).toBe(indianStates.length);
    expect(Object.keys(gstStateCodes)).toHaveLength(40);
    expect(indianStateNamed('tamil nadu')).toBe('Tamil Nadu');
    expect(indianStateNamed('TamilNadu')).toBe('Tamil Nadu');
    expect(indianStateNamed('Orissa')).toBe('Odisha');
    expect(indianStateNamed('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(indianStateNamed('Bavaria')).toBeNull();
  });
});

describe('the PIN code', () => {
  it('is six digits not starting with 0', () => {
    expect(isPinCode('641604')).toBe(true);
    expect(isPinCode('041604')).toBe(false);
    expect(isPinCode('64160')).toBe(false);
    expect(isPinCode('6416040')).toBe(false);
    expect(isPinCode('64160A')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('read an Indian number however it is written as +91 and ten digits', () => {
    for (const typed of [
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '098765 43210',
      '919876543210',
    ]) {
      expect(normalPhone(typed), typed).toBe('+919876543210');
    }
    expect(normalPhone('0422 2345678')).toBe('+914222345678');
    expect(normalPhone('(0422) 234-5678')).toBe('+914222345678');
  });

  it('take other countries with + and their code', () => {
    expect(normalPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalPhone('+1 (213) 555-0142')).toBe('+12135550142');
  });

  it('refuse what cannot be a phone', () => {
    for (const typed of [
      '12345',
      '0000000000',
      '+91 01234 56789',
      '98765-4321',
      'call me',
      '+123',
      '98765 432100',
    ]) {
      expect(normalPhone(typed), typed).toBeNull();
    }
  });
});

describe('a PIN code and its state', () => {
  it('fits the state its first three digits name, as India Compliance checks it', () => {
    expect(pinCodeFitsState('641601', 'Tamil Nadu')).toBe(true);
    expect(pinCodeFitsState('560058', 'Tamil Nadu')).toBe(false);
    expect(pinCodeFitsState('560058', 'Karnataka')).toBe(true);
    expect(pinCodeFitsState('605001', 'Puducherry')).toBe(true);
    expect(pinCodeFitsState('396210', 'Dadra and Nagar Haveli and Daman and Diu')).toBe(true);
    // Telangana has no range there: any PIN code passes, as on the site.
    expect(pinCodeFitsState('110001', 'Telangana')).toBe(true);
  });

  it('names the state as India Compliance lists it', () => {
    expect(indiaComplianceState('Lakshadweep')).toBe('Lakshadweep Islands');
    expect(indiaComplianceState('Tamil Nadu')).toBe('Tamil Nadu');
  });
});
