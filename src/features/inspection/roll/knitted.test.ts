import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { knittedLine } from './knitted';

const roll = { machine: null, operator: null, shift: null, supplier: null };

describe('where a roll was knitted', () => {
  it('says only what the mirror knows, never “an unknown machine”', () => {
    expect(knittedLine({ ...roll, machine: 'Circular 04', operator: 'Ravi K', shift: 'B' })).toBe(
      'Knitted on Circular 04 by Ravi K · Shift B',
    );
    expect(knittedLine({ ...roll, machine: 'Circular 04' })).toBe(
      'Knitted on Circular 04; the operator is not recorded',
    );
    expect(knittedLine({ ...roll, operator: 'Ravi K' })).toBe(
      'Knitted by Ravi K; the machine is not recorded',
    );
    expect(knittedLine({ ...roll, supplier: 'Avinashi Fabrics' })).toBe(
      'From Avinashi Fabrics; no machine or operator is recorded',
    );
    expect(knittedLine(roll)).toBe('No machine or operator is recorded for this roll');
  });

  it('reads as Tamil in Tamil', () => {
    localeStore.set('ta');
    expect(knittedLine({ ...roll, supplier: 'Avinashi Fabrics' })).toBe(
      'Avinashi Fabrics அனுப்பியது; மெஷின், ஆப்பரேட்டர் பதிவில் இல்லை',
    );
  });
});
