import { useState } from 'react';
import { Button } from '@mantine/core';
import { m } from '../../i18n';

/** Exports a table as CSV; busy while papaparse loads and the file is written. */
export function CsvButton({ onClick, name }: { onClick: () => Promise<void>; name: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      size="lg"
      mih={48}
      loading={busy}
      aria-label={m.stock_export_named({ name })}
      onClick={() => {
        setBusy(true);
        void onClick().finally(() => setBusy(false));
      }}
    >
      {m.stock_export()}
    </Button>
  );
}
