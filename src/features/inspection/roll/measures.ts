import type { CallInput, Calls } from '@contract';
import { num } from './fields';
import { toCm, type WidthUnit } from './widthUnit';

type RollInput = CallInput<Calls['postRollData']>['jsonData'];
type Num = number | '';

/**
 * What the inspector types for a new roll; '' is "not entered". Widths are in the form's width
 * unit (./widthUnit), whatever their keys say: the keys are the contract's, so a refusal names them.
 */
export interface Measures {
  kg: Num;
  gsmSpec: Num;
  gsmMeasured: Num;
  gsmTolerancePct: Num;
  widthSpecCm: Num;
  widthStartCm: Num;
  widthMiddleCm: Num;
  widthEndCm: Num;
  lengthM: Num;
  operator: string;
  machine: string;
  shade: string;
  remarks: string;
}

export const emptyMeasures: Measures = {
  kg: '',
  gsmSpec: '',
  gsmMeasured: '',
  gsmTolerancePct: 5,
  widthSpecCm: '',
  widthStartCm: '',
  widthMiddleCm: '',
  widthEndCm: '',
  lengthM: '',
  operator: '',
  machine: '',
  shade: '',
  remarks: '',
};

interface Known {
  kg?: number | null;
  gsm?: number | null;
  /** In the form's width unit. */
  width?: number | null;
  operator?: string | null;
  machine?: string | null;
}

/**
 * Fields left empty take what the mirror knows: the roll's weight, operator and machine, the
 * item's GSM and width.
 */
export const withDefaults = (m: Measures, known: Known): Measures => ({
  ...m,
  operator: m.operator || (known.operator ?? ''),
  machine: m.machine || (known.machine ?? ''),
  kg: m.kg === '' ? (known.kg ?? '') : m.kg,
  gsmSpec: m.gsmSpec === '' ? (known.gsm ?? '') : m.gsmSpec,
  widthSpecCm: m.widthSpecCm === '' ? (known.width ?? '') : m.widthSpecCm,
});

export const toRollInput = (
  key: Pick<RollInput, 'reportNo' | 'greigeRollNo' | 'finishRollNo' | 'clientId'>,
  m: Measures,
  unit: WidthUnit = 'centimeter',
): RollInput => {
  const width = (v: Num) => {
    const n = num(v);
    return n === undefined ? undefined : toCm(n, unit);
  };
  return {
    ...key,
    // An empty weight is sent as NaN so the contract's schema refuses it with the field named.
    kg: num(m.kg) ?? Number.NaN,
    gsmSpec: num(m.gsmSpec),
    gsmTolerancePct: num(m.gsmTolerancePct),
    gsmMeasured: num(m.gsmMeasured),
    widthSpecCm: width(m.widthSpecCm),
    widthStartCm: width(m.widthStartCm),
    widthMiddleCm: width(m.widthMiddleCm),
    widthEndCm: width(m.widthEndCm),
    lengthM: num(m.lengthM),
    operator: m.operator || undefined,
    machine: m.machine || undefined,
    shade: m.shade || undefined,
    remarks: m.remarks.trim() || undefined,
  };
};
