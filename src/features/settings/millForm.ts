import type { UseFormReturnType } from '@mantine/form';
import type { CallInput, Calls } from '@contract';

/** The mill's settings as the form holds them: what `saveSettings` sends. */
export type MillForm = CallInput<Calls['saveSettings']>['jsonData'];

/** A number box of the form: a cleared box holds no number, which the contract's check names. */
export const numberField = (form: UseFormReturnType<MillForm>, path: string) => ({
  ...form.getInputProps(path),
  onChange: (v: string | number) =>
    form.setFieldValue(path, typeof v === 'number' ? v : Number.NaN),
});
