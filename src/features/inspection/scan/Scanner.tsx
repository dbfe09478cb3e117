import { useEffect, useRef, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { startScan } from './barcode';

/** Why the camera did not start, from the browser's error name (its message is English). */
type CameraProblem = 'refused' | 'missing' | 'failed';

const problemOf = (e: unknown): CameraProblem => {
  const name = e instanceof Error ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
};

const problemWords: Readonly<Record<CameraProblem, () => string>> = {
  refused: m.inspection_scan_refused,
  missing: m.inspection_scan_missing,
  failed: m.inspection_scan_failed,
};

/** The camera view; the first code read is handed back and the camera turned off. */
export default function Scanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const el = video.current;
    if (!el) return;
    startScan(el, onCode)
      .then((s) => (cancelled ? s() : (stop = s)))
      .catch((e: unknown) => setProblem(problemOf(e)));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [onCode]);
  return (
    <>
      <video
        ref={video}
        muted
        playsInline
        style={{ width: '100%', maxHeight: '60dvh', background: 'black' }}
      />
      {problem ? (
        <Alert color="red" variant="light" title={m.inspection_scan_no_camera()} mt="sm">
          {problemWords[problem]()} {m.inspection_scan_type_instead()}
        </Alert>
      ) : (
        <Text size="lg" mt="sm">
          {m.inspection_scan_hold()}
        </Text>
      )}
    </>
  );
}
