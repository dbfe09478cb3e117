import { useState } from 'react';
import { Button } from '@mantine/core';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errorText';
import { toast } from '../../lib/toast';

interface Props {
  /** What the file holds, in the button's accessible name: "Export {name} as CSV". */
  name: string;
  /** Makes and hands over the file (`downloadCsv`), after reading more rows if it must. */
  onExport: () => Promise<void>;
  disabled?: boolean;
  /** In a dashboard panel's head, beside its title: the smaller button. */
  compact?: boolean;
}

/**
 * Every screen's CSV export. Busy while papaparse loads and the file is written (and the rest of
 * a long list is read), so a second press does not make a second file. An export that fails says
 * why in a toast: the button is often far from the table, and a silent failure reads as a file
 * that never came.
 */
export function CsvButton({ name, onExport, disabled = false, compact = false }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      size={compact ? 'md' : 'lg'}
      mih={compact ? 44 : 48}
      loading={busy}
      disabled={disabled}
      aria-label={m.tables_export_named({ name })}
      onClick={() => {
        setBusy(true);
        onExport()
          .catch((error: unknown) =>
            toast(() => m.tables_export_failed({ reason: errorMessage(error) })),
          )
          .finally(() => setBusy(false));
      }}
    >
      {m.tables_export()}
    </Button>
  );
}
