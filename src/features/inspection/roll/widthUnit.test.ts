import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { unitSymbol } from '../../../i18n/format';
import { fromCm, toCm, widthSpecOf } from './widthUnit';
import { withDefaults, emptyMeasures, toRollInput } from './measures';

describe('the width a roll is measured in', () => {
  it('is the item’s width in cm for open fabric, its dia in inches for a tube', () => {
    expect(widthSpecOf({ widthCm: 183, diaIn: null })).toEqual({ unit: 'centimeter', spec: 183 });
    expect(widthSpecOf({ widthCm: null, diaIn: 30 })).toEqual({ unit: 'inch', spec: 30 });
    // Without the item, the roll's own; with neither, cm and nothing filled in.
    expect(widthSpecOf(undefined, { widthCm: 170, diaIn: null })).toEqual({
      unit: 'centimeter',
      spec: 170,
    });
    expect(widthSpecOf(undefined, null)).toEqual({ unit: 'centimeter', spec: null });
  });

  it('fills the spec and sends every width in cm, to the hundredth', () => {
    const typed = { ...emptyMeasures, kg: 20, widthStartCm: 30.5, widthEndCm: 29 } as const;
    const measures = withDefaults(typed, { width: 30 });
    expect(measures.widthSpecCm).toBe(30);
    const input = toRollInput({ reportNo: 'QI-1', greigeRollNo: 'GR-1' }, measures, 'inch');
    expect(input).toMatchObject({ widthSpecCm: 76.2, widthStartCm: 77.47, widthEndCm: 73.66 });
    expect(input.widthMiddleCm).toBeUndefined();
    expect(toRollInput({ reportNo: 'QI-1', greigeRollNo: 'GR-1' }, measures).widthSpecCm).toBe(30);
  });

  it('reads a stored width back in the unit it was typed in', () => {
    for (const inches of [30, 30.25, 34.5, 72])
      expect(fromCm(toCm(inches, 'inch'), 'inch')).toBe(inches);
    expect(fromCm(160, 'centimeter')).toBe(160);
  });

  it('shows inches and GSM beside the numbers in both languages', () => {
    expect(unitSymbol('inch')).toBe('in');
    expect(unitSymbol('gsm')).toBe('GSM');
    localeStore.set('ta');
    expect(unitSymbol('gsm')).toBe('GSM');
    expect(unitSymbol('inch')).not.toBe('');
  });
});
