import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { designationColumns } from './AttendancePage';
import { shownName } from './status';

const people = {
  designation: '',
  designationTa: null,
  present: 3,
  absent: 0,
  onLeave: 0,
  workFromHome: 0,
  holiday: 0,
  late: 1,
  halfDay: 0,
  total: 3,
};

describe('attendance by designation', () => {
  it('names the group of people without a designation, in English and Tamil', () => {
    const [column] = designationColumns();
    expect(column?.display?.(people)).toBe('No designation');
    expect(column?.display?.({ ...people, designation: 'Knitter' })).toBe('Knitter');
    localeStore.set('ta');
    expect(designationColumns()[0]?.display?.(people)).toBe('பதவி இல்லை');
  });

  it('reads a designation the mill named in Tamil in Tamil, and in English on an English screen', () => {
    const operators = { ...people, designation: 'Operator', designationTa: 'ஆப்பரேட்டர்' };
    const [column] = designationColumns();
    expect(column?.display?.(operators)).toBe('Operator');
    localeStore.set('ta');
    expect(column?.display?.(operators)).toBe('ஆப்பரேட்டர்');
    // Not named in Tamil yet: the English name, never a blank.
    expect(column?.display?.({ ...people, designation: 'Mechanic' })).toBe('Mechanic');
    expect(shownName('C', 'சி ஷிஃப்ட்')).toBe('சி ஷிஃப்ட்');
    expect(shownName(null, null)).toBe('–');
  });
});
