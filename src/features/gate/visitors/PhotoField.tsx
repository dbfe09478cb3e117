import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { photoToJpeg } from '../../../lib/photo';

/**
 * The visitor's photo from the phone's back camera (the phone's own camera screen, no camera code
 * to load), made small on the phone before it is kept. A real button opens the hidden file input,
 * so a keyboard reaches it too.
 */
export function PhotoField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (photo: string) => void;
  error?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const take = async (file: File | undefined) => {
    if (!file) return;
    setState('busy');
    try {
      onChange(await photoToJpeg(file));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack gap={6}>
      <Text fw={600} size="lg" component="label" htmlFor={id}>
        {m.gate_photo()}
      </Text>
      {value && (
        <Image src={value} alt={m.gate_photo_of_visitor()} maw={200} radius="sm" fit="contain" />
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => {
          void take(e.currentTarget.files?.[0]);
          // The same picture chosen again still counts as a change.
          e.currentTarget.value = '';
        }}
      />
      <Group gap="sm">
        <Button
          onClick={() => input.current?.click()}
          size="lg"
          mih={56}
          variant={value ? 'default' : 'filled'}
          loading={state === 'busy'}
        >
          {value ? m.gate_photo_again() : m.gate_photo_take()}
        </Button>
        {value && (
          <Button size="lg" mih={56} variant="subtle" color="red" onClick={() => onChange('')}>
            {m.gate_photo_remove()}
          </Button>
        )}
      </Group>
      {state === 'busy' && (
        <Text size="md" role="status">
          {m.gate_photo_busy()}
        </Text>
      )}
      {(state === 'failed' || error) && (
        <Text size="md" c="red.8" role="alert">
          {state === 'failed' ? m.gate_photo_failed() : error}
        </Text>
      )}
    </Stack>
  );
}
