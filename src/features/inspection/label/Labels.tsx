import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { m } from '../../../i18n';
import type { LabelSheetProps } from './LabelSheet';

// The sheet brings the barcode drawing (jsbarcode) with it, and loads qrcode itself: nothing of
// either is downloaded until a label is asked for.
const LabelSheet = lazy(() => import('./LabelSheet'));

/** Roll labels over the screen (LabelSheet), loaded when first shown. */
export function Labels(props: LabelSheetProps) {
  return (
    <Suspense fallback={<Loader aria-label={m.label_loading()} />}>
      <LabelSheet {...props} />
    </Suspense>
  );
}
