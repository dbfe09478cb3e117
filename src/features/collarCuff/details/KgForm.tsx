import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { saveQueued } from '../../../lib/save';
import { ccRollChain } from '../chains';
import { useKeptCcChecked } from '../kept';
import { ccSheetQuery, type CcRollSheet } from '../queries';

/**
 * The bundle's weight as weighed on the table, which pieces per kg follows. The server takes it
 * with the roll's counts, so the count kept on the tablet is sent with it unchanged.
 */
export function KgForm({ sheet }: { sheet: CcRollSheet }) {
  const { reportNo, rollNo } = sheet.roll;
  const [kg, setKg] = useState<number | string>(sheet.roll.kg ?? '');
  const [state, setState] = useState<'idle' | 'saved' | 'kept'>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const keptChecked = useKeptCcChecked(reportNo, rollNo);
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const value = typeof kg === 'number' ? kg : Number.NaN;
    try {
      const jsonData = {
        reportNo,
        rollNo,
        piecesChecked: keptChecked ?? sheet.roll.piecesChecked,
        piecesRejected: 0,
        kg: value,
      };
      const kept = await saveQueued(
        'postCCRollSummaryData',
        { jsonData },
        { chain: ccRollChain(reportNo, rollNo) },
      );
      queryClient.setQueryData<CcRollSheet>(ccSheetQuery(reportNo, rollNo).queryKey, (old) =>
        old ? { ...old, roll: { ...old.roll, kg: value } } : old,
      );
      setState(kept.state === 'sent' ? 'saved' : 'kept');
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          size="lg"
          label={m.cc_kg_label()}
          description={m.cc_kg_hint()}
          value={kg}
          onChange={(v) => {
            setKg(v);
            setState('idle');
          }}
          min={0}
          decimalScale={3}
          style={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" size="lg" mih={50} variant="default">
          {m.cc_kg_save()}
        </Button>
      </Group>
      {state !== 'idle' && (
        <Text role="status" mt="xs">
          {state === 'kept' ? m.cc_kg_kept() : m.cc_kg_saved()}
        </Text>
      )}
      {failure !== null && (
        <Alert color="red" variant="light" mt="xs" title={m.cc_kg_refused()}>
          {errorMessage(failure)}
        </Alert>
      )}
    </form>
  );
}
