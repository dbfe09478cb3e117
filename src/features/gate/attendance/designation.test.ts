import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { designationColumns } from './AttendancePage';

const people = {
  designation: '',
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
});
