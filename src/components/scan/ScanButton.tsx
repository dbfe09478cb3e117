import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { m } from '../../i18n';

// The dialog and the camera code (and @zxing/browser where needed) load only when a scan starts.
const ScanDialog = lazy(() => import('./ScanDialog'));

export function ScanButton({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const done = useCallback(
    (code: string) => {
      setOpen(false);
      onCode(code);
    },
    [onCode],
  );
  return (
    <>
      <Button size="lg" variant="default" onClick={() => setOpen(true)}>
        {m.inspection_scan()}
      </Button>
      {open && (
        <Suspense fallback={<Loader aria-label={m.inspection_scan_starting()} />}>
          <ScanDialog onClose={close} onCode={done} />
        </Suspense>
      )}
    </>
  );
}
