import { useEffect, useRef, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { startScan } from './barcode';

/** The camera view; the first code read is handed back and the camera turned off. */
export default function Scanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const el = video.current;
    if (!el) return;
    startScan(el, onCode)
      .then((s) => (cancelled ? s() : (stop = s)))
      .catch((e: unknown) =>
        setError(e instanceof Error ? e.message : 'The camera could not be started.'),
      );
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
      {error ? (
        <Alert color="red" variant="light" title="No camera" mt="sm">
          {error} Type the roll number instead.
        </Alert>
      ) : (
        <Text size="lg" mt="sm">
          Hold the roll label’s barcode or QR code in front of the camera.
        </Text>
      )}
    </>
  );
}
