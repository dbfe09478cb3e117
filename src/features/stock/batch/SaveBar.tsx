import { Button, Text } from '@mantine/core';
import { m } from '../../../i18n';

/** The save button, with what happens while it waits (the save may be kept on the tablet). */
export function SaveBar({ busy, rolls }: { busy: boolean; rolls: number }) {
  return (
    <>
      {busy && (
        <Text size="lg" role="status">
          {m.batch_saving()}
        </Text>
      )}
      <Button type="submit" size="xl" mih={64} loading={busy} disabled={rolls === 0}>
        {m.batch_save({ count: rolls, n: String(rolls) })}
      </Button>
    </>
  );
}
