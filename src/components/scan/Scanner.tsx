import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { m } from '../../i18n';
import { cameraMissing, startScan } from './barcode';

/** Why the camera did not start, from the browser's error name (its message is English). */
type CameraProblem = 'refused' | 'missing' | 'insecure' | 'failed';

const problemOf = (e: unknown): CameraProblem => {
  const name = e instanceof Error ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
};

const problemWords: Readonly<Record<CameraProblem, () => string>> = {
  refused: m.inspection_scan_refused,
  missing: m.inspection_scan_missing,
  insecure: m.inspection_scan_insecure,
  failed: m.inspection_scan_failed,
};

/**
 * The camera view; the first code read is handed back and the camera turned off. Without a camera
 * it says so in words, with no empty black box, and offers the way on: typing the number.
 */
export default function Scanner({
  onCode,
  onType,
}: {
  onCode: (code: string) => void;
  /** Closes the scanner, back to the roll number box. */
  onType: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const el = video.current;
    if (!el) return;
    void (async () => {
      try {
        // Asked first, so a tablet without a camera hears so at once, not after a prompt.
        const missing = await cameraMissing();
        if (missing) {
          if (!cancelled) setProblem(missing);
          return;
        }
        const started = await startScan(el, onCode);
        if (cancelled) return started();
        stop = started;
        setLive(true);
      } catch (e) {
        if (!cancelled) setProblem(problemOf(e));
      }
    })();
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
        hidden={problem !== null}
        style={{ width: '100%', maxHeight: '60dvh', background: 'black' }}
      />
      {problem ? (
        <>
          <Alert color="yellow" variant="light" title={m.inspection_scan_no_camera()} role="status">
            {problemWords[problem]()} {m.inspection_scan_type_instead()}
          </Alert>
          <Button fullWidth mt="md" onClick={onType}>
            {m.inspection_scan_type_number()}
          </Button>
        </>
      ) : (
        <Text size="lg" mt="sm" aria-live="polite">
          {live ? m.inspection_scan_hold() : m.inspection_scan_starting()}
        </Text>
      )}
    </>
  );
}
