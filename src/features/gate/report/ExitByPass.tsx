import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { ScanButton } from '../../../components/scan/ScanButton';
import { m } from '../../../i18n';
import { passNoOf } from '../visitors/pass';

/**
 * Marking out by the pass: its QR code scanned with the camera, or its number typed (a pass whose
 * code is torn, a phone without a camera). A scan marks out at once: the guard has the pass in hand.
 */
export function ExitByPass({ onPass, busy }: { onPass: (passNo: string) => void; busy: boolean }) {
  const [typed, setTyped] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const passNo = passNoOf(typed);
    if (passNo) onPass(passNo);
  };
  return (
    <Group
      component="form"
      gap="sm"
      align="flex-end"
      onSubmit={submit}
      aria-label={m.gate_exit_by_pass()}
    >
      <TextInput
        size="lg"
        label={m.gate_pass_no()}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
        w={300}
        maw="100%"
      />
      <Button type="submit" size="lg" mih={50} loading={busy} disabled={!passNoOf(typed)}>
        {m.gate_mark_out()}
      </Button>
      <ScanButton
        onCode={(code) => {
          const passNo = passNoOf(code);
          if (passNo) {
            setTyped(passNo);
            onPass(passNo);
          }
        }}
      />
    </Group>
  );
}
