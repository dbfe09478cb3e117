import { useRef, useState, type FormEvent } from 'react';
import { Alert, Group, Loader, Text, TextInput } from '@mantine/core';
import { ScanButton } from '../../../components/scan/ScanButton';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import type { ScanResult } from './pick';
import { scanWords } from './scanWords';

type Said = { ok: boolean; text: string } | null;

/**
 * The scanner's box: a hand scanner types the label and presses Enter; the camera button reads
 * it instead; a person can type it. The box empties after each number, ready for the next roll,
 * and says what the last one did. Scans wait for each other, so a fast scanner keeps its order.
 */
export function RollScan({
  itemChosen,
  onScan,
}: {
  itemChosen: boolean;
  onScan: (code: string) => Promise<ScanResult>;
}) {
  const [code, setCode] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const input = useRef<HTMLInputElement>(null);
  const run = (value: string) => {
    setCode('');
    input.current?.focus();
    setBusy((n) => n + 1);
    queue.current = queue.current.then(async () => {
      try {
        setSaid(scanWords(await onScan(value)));
      } catch (error) {
        setSaid({ ok: false, text: m.batch_scan_failed({ why: errorMessage(error) }) });
      } finally {
        setBusy((n) => n - 1);
      }
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        ref={input}
        size="lg"
        label={m.batch_scan_label()}
        description={itemChosen ? m.batch_scan_hint() : m.batch_scan_first()}
        inputContainer={(box) => (
          <Group gap="sm" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>{box}</div>
            <ScanButton onCode={run} />
          </Group>
        )}
        rightSection={busy > 0 ? <Loader size="sm" aria-label={m.batch_checking()} /> : undefined}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        autoComplete="off"
        enterKeyHint="go"
        maxLength={80}
      />
      <div aria-live="polite">
        {said &&
          (said.ok ? (
            <Text size="lg" mt="xs" fw={600} data-scan="added">
              {said.text}
            </Text>
          ) : (
            <Alert mt="xs" color="orange" variant="light" data-scan="refused">
              {said.text}
            </Alert>
          ))}
      </div>
    </form>
  );
}
