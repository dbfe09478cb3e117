import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { loadCall } from '@contract/client';
import { ScanButton } from '../../../components/scan/ScanButton';
import { m } from '../../../i18n';
import { formatTime } from '../../../i18n/format';
import { errorMessage, problemText } from '../../../lib/errors';
import { savedKey } from '../../../lib/rpc';
import { newClientId, saveQueued, whenSettled } from '../../../lib/save';
import { keepGate, keptGate } from './gate';
import { findingText, kindWords, statusColour, statusWords, type ScanRow } from './words';

type Result =
  | { readonly kind: 'waiting'; readonly code: string }
  | { readonly kind: 'checked'; readonly row: ScanRow }
  | { readonly kind: 'failed'; readonly code: string; readonly text: string };

/**
 * A scan at the gate: the camera reads a roll label, a batch card, a visitor's pass or a
 * delivery document (or the guard types the code); the server says what it is and whether it was
 * expected. Kept on the phone first, like every save: offline, the answer comes once it is sent.
 */
export function ScanAtGate() {
  const [gate, setGate] = useState(keptGate);
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [gateError, setGateError] = useState(false);
  const current = useRef<string | null>(null);
  const queryClient = useQueryClient();

  const record = async (raw: string) => {
    const code = raw.trim();
    if (!code) return;
    if (!gate.trim()) {
      setGateError(true);
      return;
    }
    keepGate(gate);
    const clientId = newClientId();
    current.current = clientId;
    const show = (r: Result) => current.current === clientId && setResult(r);
    show({ kind: 'waiting', code });
    try {
      const kept = await saveQueued(
        'postSecurityScanData',
        { jsonData: { code, gate: gate.trim(), scannedAt: new Date().toISOString(), clientId } },
        { clientId, chain: ['scan', clientId] },
      );
      let row: ScanRow;
      if (kept.state === 'sent') row = kept.output;
      else {
        const settled = await whenSettled(clientId);
        if (settled.kind === 'refused') {
          show({ kind: 'failed', code, text: problemText(settled.problem) });
          return;
        }
        row = (await loadCall('postSecurityScanData')).output.parse(settled.output);
      }
      show({ kind: 'checked', row });
      setTyped('');
      void queryClient.invalidateQueries({ queryKey: savedKey('postSecurityScanData') });
    } catch (error) {
      show({ kind: 'failed', code, text: errorMessage(error) });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void record(typed);
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end">
          <TextInput
            size="lg"
            label={m.gate_scan_gate()}
            description={m.gate_scan_gate_hint()}
            value={gate}
            onChange={(e) => {
              setGate(e.currentTarget.value);
              setGateError(false);
            }}
            error={gateError ? m.gate_scan_gate_missing() : undefined}
            w={240}
            maw="100%"
          />
          <ScanButton onCode={(code) => void record(code)} />
        </Group>
        <Group component="form" gap="sm" align="flex-end" onSubmit={submit}>
          <TextInput
            size="lg"
            label={m.gate_scan_code()}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            w={280}
            maw="100%"
          />
          <Button type="submit" size="lg" mih={50} disabled={!typed.trim()}>
            {m.gate_scan_check()}
          </Button>
        </Group>
        {result?.kind === 'waiting' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="lg">{m.gate_scan_waiting({ code: result.code })}</Text>
          </Group>
        )}
        {result?.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert" title={m.gate_scan_not_recorded()}>
            {result.text}
          </Alert>
        )}
        {result?.kind === 'checked' && (
          <Alert
            color={statusColour[result.row.status]}
            variant="filled"
            role="status"
            title={statusWords[result.row.status]()}
          >
            <Text size="lg" fw={600}>
              {m.gate_scan_what({
                kind: kindWords[result.row.kind](),
                ref: result.row.reference ?? result.row.code,
                time: formatTime(result.row.scannedAt),
              })}
            </Text>
            {result.row.finding && <Text size="lg">{findingText(result.row)}</Text>}
            {result.row.remarks && <Text size="md">{result.row.remarks}</Text>}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
