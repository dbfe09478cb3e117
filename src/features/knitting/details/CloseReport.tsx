import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { m } from '../../../i18n';
import type { CloseProps } from './CloseConfirm';

// The confirmation (and the dialog frame) loads with the tap that asks for it.
const CloseConfirm = lazy(() => import('./CloseConfirm'));

/** Closes the report once the shift's knitting is done, after a confirmation. */
export function CloseReport(props: Omit<CloseProps, 'onDone'>) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="lg"
        mih={56}
        color="red"
        variant="outline"
        disabled={props.totals.bundles === 0}
        onClick={() => setAsking(true)}
      >
        {m.knitting_close_report()}
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <CloseConfirm {...props} onDone={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
