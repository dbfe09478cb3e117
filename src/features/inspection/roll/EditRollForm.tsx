import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { loadCall } from '@contract/client';
import { m } from '../../../i18n';
import type { MeasureUnit } from '../../../i18n/format';
import { savedKey } from '../../../lib/rpc';
import { afterSync, saveQueued } from '../../../lib/save';
import { rollChain } from '../chains';
import { rollSheetQuery, type RollSheet } from '../queries';
import { fieldIssues, wordIssues, type FieldIssue } from '../issues';
import { NumberField, num } from './fields';
import { RollFormFrame } from './RollFormFrame';
import { RollTextFields, type RollText } from './RollTextFields';
import { fromCm, toCm, type WidthUnit } from './widthUnit';

/** The inspection domain's schemas load on the first submit (the save needs them then anyway). */
const editSchema = async () => (await loadCall('updateRollDetails')).input.shape.jsonData;
const orEmpty = (n: number | null) => n ?? ('' as const);

type NumKey = 'kg' | 'gsmMeasured' | 'widthMeasuredCm' | 'lengthM';
/** The measured width is in `widthUnit`, under the contract's key so a refusal names it. */
type Form = Record<NumKey, number | ''> & RollText;
const numbers: { key: NumKey; label: () => string; unit: MeasureUnit | 'width' }[] = [
  { key: 'kg', label: m.inspection_weight, unit: 'kilogram' },
  { key: 'gsmMeasured', label: m.inspection_gsm_measured, unit: 'gsm' },
  { key: 'widthMeasuredCm', label: m.inspection_width_measured, unit: 'width' },
  { key: 'lengthM', label: m.inspection_length, unit: 'meter' },
];

/** Corrects a roll's measurements; the server rescores and regrades it. */
export function EditRollForm({ sheet, widthUnit }: { sheet: RollSheet; widthUnit: WidthUnit }) {
  const r = sheet.roll;
  const [f, setF] = useState<Form>({
    kg: orEmpty(r.kg),
    gsmMeasured: orEmpty(r.gsmMeasured),
    widthMeasuredCm: r.widthMeasuredCm === null ? '' : fromCm(r.widthMeasuredCm, widthUnit),
    lengthM: orEmpty(r.lengthM),
    operator: r.operator ?? '',
    machine: r.machine ?? '',
    shade: r.shade ?? '',
    remarks: r.remarks ?? '',
  });
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const set = (patch: Partial<Form>) => setF((x) => ({ ...x, ...patch }));

  const submit = async () => {
    const edit = {
      rollNo: r.rollNo,
      kg: num(f.kg),
      gsmMeasured: num(f.gsmMeasured),
      widthMeasuredCm: f.widthMeasuredCm === '' ? undefined : toCm(f.widthMeasuredCm, widthUnit),
      lengthM: f.lengthM === '' ? null : f.lengthM,
      operator: f.operator || undefined,
      machine: f.machine || undefined,
      shade: f.shade || undefined,
      remarks: f.remarks.trim() || undefined,
    };
    const parsed = (await editSchema()).safeParse(edit);
    setIssues(parsed.success ? {} : fieldIssues(parsed.error.issues));
    if (!parsed.success) return;
    try {
      const kept = await saveQueued(
        'updateRollDetails',
        { jsonReportNo: r.reportNo, jsonData: edit },
        { chain: rollChain(r.reportNo, r.rollNo) },
      );
      const key = rollSheetQuery(r.reportNo, r.rollNo).queryKey;
      // Shown at once; the server's rescored sheet replaces it on the next fetch.
      queryClient.setQueryData<RollSheet>(
        key,
        (old) =>
          old && {
            ...old,
            roll: {
              ...old.roll,
              kg: edit.kg ?? old.roll.kg,
              gsmMeasured: edit.gsmMeasured ?? old.roll.gsmMeasured,
              widthMeasuredCm: edit.widthMeasuredCm ?? old.roll.widthMeasuredCm,
              lengthM: edit.lengthM,
              operator: edit.operator ?? old.roll.operator,
              machine: edit.machine ?? old.roll.machine,
              shade: edit.shade ?? old.roll.shade,
              remarks: edit.remarks ?? old.roll.remarks,
            },
          },
      );
      const stale = savedKey('updateRollDetails');
      afterSync(kept, () => void queryClient.invalidateQueries({ queryKey: stale }));
      void navigate({
        to: '/mistake-details',
        search: { reportNo: r.reportNo, rollNo: r.rollNo, date: sheet.report.date },
      });
    } catch (error) {
      setFailure(error);
    }
  };

  const errors = wordIssues(issues);
  return (
    <RollFormFrame
      title={m.inspection_correct_roll({ rollNo: r.rollNo })}
      onSubmit={submit}
      failure={failure ?? errors.rollNo ?? null}
      failureTitle={m.inspection_roll_not_changed()}
      submitLabel={m.inspection_save_changes()}
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {numbers.map((n) => (
          <NumberField
            key={n.key}
            label={n.label()}
            unit={n.unit === 'width' ? widthUnit : n.unit}
            value={f[n.key]}
            onChange={(v) => set({ [n.key]: v })}
            error={errors[n.key]}
          />
        ))}
      </SimpleGrid>
      <RollTextFields value={f} set={set} errors={errors} />
    </RollFormFrame>
  );
}
