import { useState } from 'react';
import { Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { loadCall } from '@contract/client';
import { m } from '../../../i18n';
import { callQuery, savedKey } from '../../../lib/rpc';
import { afterSync, newClientId, saveQueued } from '../../../lib/save';
import { rollChain } from '../chains';
import { rollSheetQuery, type QiReport, type RollSheet } from '../queries';
import { MeasureFields } from './MeasureFields';
import { emptyMeasures, toRollInput, withDefaults, type Measures } from './measures';
import { provisionalSheet } from './provisional';
import { RollFormFrame } from './RollFormFrame';
import { fieldIssues, wordIssues, type FieldIssue } from '../issues';
import { knittedLine } from './knitted';
import { widthSpecOf } from './widthUnit';

interface Props {
  report: QiReport;
  greigeRollNo: string;
  finishRollNo?: string;
  /** Inspected again on purpose: the reason goes with the roll (contract's `reinspection`). */
  reinspect?: string;
}

/** The inspection domain's schemas load on the first submit (the save needs them then anyway). */
const rollSchema = async () => (await loadCall('postRollData')).input.shape.jsonData;

/** The roll's data before tapping starts: weight, GSM, width, length, shade. */
export function NewRollForm({ report, greigeRollNo, finishRollNo, reinspect }: Props) {
  const lookup = useQuery(callQuery('getGreigeRollNoInDB', { jsonData: greigeRollNo }));
  const item = useQuery(callQuery('getItemsDetailsFromDB', { jsonData: report.itemCode }));
  const roll = lookup.data?.roll;
  const [typed, setTyped] = useState<Measures>(emptyMeasures);
  // Width and GSM as the item specifies them (the roll's own when the item is not at hand).
  const width = widthSpecOf(item.data, roll);
  const measures = withDefaults(typed, {
    kg: roll?.kg,
    gsm: item.data?.gsm ?? roll?.gsm,
    width: width.spec,
    operator: roll?.operator,
    machine: roll?.machine,
  });
  // The width unit comes with the item: wait for it rather than switch units under typed widths.
  const loading = [item, lookup].some((q) => q.isPending && q.fetchStatus === 'fetching');
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [clientId] = useState(newClientId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async () => {
    const input = {
      ...toRollInput(
        { reportNo: report.reportNo, greigeRollNo, finishRollNo, clientId },
        measures,
        width.unit,
      ),
      ...(reinspect ? { reinspection: { reason: reinspect } } : {}),
    };
    const parsed = (await rollSchema()).safeParse(input);
    setIssues(parsed.success ? {} : fieldIssues(parsed.error.issues));
    if (!parsed.success) return;
    try {
      const rollNo = finishRollNo ?? greigeRollNo;
      const chain = rollChain(report.reportNo, rollNo);
      const kept = await saveQueued('postRollData', { jsonData: input }, { clientId, chain });
      const stale = savedKey('postRollData');
      afterSync(kept, () => void queryClient.invalidateQueries({ queryKey: stale }));
      // Tapping may start before the server has the roll (offline): show it from what was typed.
      const key = rollSheetQuery(report.reportNo, rollNo).queryKey;
      if (!queryClient.getQueryData<RollSheet>(key))
        queryClient.setQueryData(key, provisionalSheet(report, input, rollNo));
      void navigate({
        to: '/mistake-details',
        search: { reportNo: report.reportNo, rollNo, date: report.date },
      });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <RollFormFrame
      title={
        finishRollNo
          ? m.inspection_roll_title_finish({ finishRollNo, greigeRollNo })
          : m.inspection_roll_title({ rollNo: greigeRollNo })
      }
      onSubmit={submit}
      failure={failure}
      failureTitle={m.inspection_roll_not_saved()}
      submitLabel={m.inspection_save_roll()}
    >
      {roll && (
        <Text size="lg" c="dimmed">
          {knittedLine(roll)}
        </Text>
      )}
      {reinspect && (
        <Text size="lg" fw={600}>
          {m.inspection_reinspecting({ reason: reinspect })}
        </Text>
      )}
      {loading ? (
        <Loader aria-label={m.inspection_roll_loading()} />
      ) : (
        <MeasureFields
          measures={measures}
          set={(patch) => setTyped((t) => ({ ...t, ...patch }))}
          errors={wordIssues(issues)}
          widthUnit={width.unit}
        />
      )}
    </RollFormFrame>
  );
}
