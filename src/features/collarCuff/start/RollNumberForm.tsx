import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { Reinspect } from '../../../components/Reinspect';
import { ScanButton } from '../../../components/scan/ScanButton';
import { refusalText, type RollRefusal } from '../../../lib/rollRefusal';

interface Props {
  busy: boolean;
  refusal: (RollRefusal & { itemCode: string | null }) | null;
  failure: unknown;
  onRoll: (rollNo: string) => void;
  /** The refused bundle was inspected at this stage already: inspect it again, saying why. */
  onReinspect: (rollNo: string, reason: string) => void;
}

/**
 * A lot from one bundle: its number typed, scanned, or read by a scanner that types the label
 * and presses Enter. A refused number stays selected, so the next scan replaces it.
 */
export function RollNumberForm({ busy, refusal, failure, onRoll, onReinspect }: Props) {
  const [rollNo, setRollNo] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const run = (no: string) => {
    const trimmed = no.trim();
    setRollNo(trimmed);
    if (trimmed) onRoll(trimmed);
    input.current?.select();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(rollNo);
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={input}
            size="lg"
            label={m.cc_roll_number()}
            description={m.cc_roll_number_hint()}
            inputContainer={(box) => (
              <Group gap="sm" wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>{box}</div>
                <ScanButton onCode={run} />
              </Group>
            )}
            value={rollNo}
            onChange={(e) => setRollNo(e.currentTarget.value)}
            autoComplete="off"
            enterKeyHint="go"
          />
          {refusal && (
            <Alert color="red" variant="filled" title={m.cc_roll_refused()} role="alert">
              {refusalText(refusal, refusal.itemCode ?? '')}
            </Alert>
          )}
          {failure !== null && failure !== undefined && (
            <Alert color="red" variant="light" title={m.cc_start_failed()}>
              {errorMessage(failure)}
            </Alert>
          )}
          <Button type="submit" size="xl" mih={64} loading={busy} disabled={!rollNo.trim()}>
            {m.cc_roll_start()}
          </Button>
        </Stack>
      </form>
      {/* Beside the number's form, not in it: a form of its own. */}
      {refusal?.problem === 'alreadyInspected' && (
        <Reinspect onGo={(reason) => onReinspect(refusal.rollNo, reason)} />
      )}
    </Stack>
  );
}
