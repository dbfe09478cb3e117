import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Loader, Modal } from '@mantine/core';

// The camera code (and @zxing/browser where needed) loads only when a scan starts.
const Scanner = lazy(() => import('./Scanner'));

export function ScanButton({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false);
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
        Scan
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Scan the roll label" size="lg">
        <Suspense fallback={<Loader aria-label="Starting the camera" />}>
          {open && <Scanner onCode={done} />}
        </Suspense>
      </Modal>
    </>
  );
}
