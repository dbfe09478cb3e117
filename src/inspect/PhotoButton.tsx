import { memo, useEffect, useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Glyph } from '../components/Glyph';
import { cameraPath } from '../components/PhotoMark';
import { m } from '../i18n';
import { errorMessage, problemText } from '../lib/errors';
import { DEFECT_PHOTO, PhotoRefused, shrinkFile, type PhotoProblem } from '../lib/photo';
import { whenSettled, type Chain } from '../lib/save';
import { queuePhoto, watchOrphanPhotos, type PhotoKind, type PhotoRef } from './photos';

/** The last tap, as the photo is taken of it: its clientId and its name on screen. */
export interface PhotoTarget {
  key: string;
  name: string;
}

type Said =
  { kind: 'busy' } | { kind: 'kept' | 'sent'; name: string } | { kind: 'problem'; text: string };

const refusals: Record<PhotoProblem, () => string> = {
  notImage: m.photo_not_image,
  unreadable: m.photo_unreadable,
  tooBig: m.photo_too_big,
};

interface Props {
  kind: PhotoKind;
  reportNo: string;
  rollNo: string;
  chain: Chain;
  /** The last tap; null when there is none, or it was recorded without a clientId. */
  target: PhotoTarget | null;
  /** The server has the photo: the sheet shows it on its tap. */
  onSent: (tapKey: string, ref: PhotoRef) => void;
}

/**
 * A photo of the last tapped defect, from the tablet's back camera or a picked picture (the
 * system's own camera screen: no camera code to load). Shrunk here, then kept in the outbox with
 * its tap; what went wrong is said in words, and then nothing is kept.
 */
export const PhotoButton = memo(function PhotoButton({
  kind,
  reportNo,
  rollNo,
  chain,
  target,
  onSent,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  // The tap the camera was opened for: the photo is of it, whatever is tapped meanwhile.
  const aimed = useRef<PhotoTarget | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  useEffect(watchOrphanPhotos, []);

  const take = async (file: File, tap: PhotoTarget) => {
    setSaid({ kind: 'busy' });
    let kept;
    try {
      const photo = await shrinkFile(file, DEFECT_PHOTO);
      kept = await queuePhoto({
        kind,
        reportNo,
        rollNo,
        tapClientId: tap.key,
        photo: photo.dataUrl,
        width: photo.width,
        height: photo.height,
        chain,
      });
    } catch (error) {
      const text =
        error instanceof PhotoRefused
          ? refusals[error.problem]()
          : m.photo_not_kept({ reason: errorMessage(error) });
      setSaid({ kind: 'problem', text });
      return;
    }
    setSaid({ kind: 'kept', name: tap.name });
    const settled =
      kept.state === 'sent'
        ? ({ kind: 'sent', output: kept.output } as const)
        : await whenSettled(kept.clientId);
    if (settled.kind === 'sent') {
      onSent(tap.key, settled.output as PhotoRef);
      setSaid((s) => (s?.kind === 'kept' ? { kind: 'sent', name: tap.name } : s));
    } else if (settled.problem.status !== 404) {
      // A 404 is a tap undone meanwhile: the photo is dropped (photos.ts), nothing to say.
      const text = m.photo_refused({ name: tap.name, reason: problemText(settled.problem) });
      setSaid({ kind: 'problem', text });
    }
  };

  return (
    <Stack gap={6}>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="defect-photo-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          const tap = aimed.current;
          // The same picture chosen again still counts as a change.
          e.currentTarget.value = '';
          if (file && tap) void take(file, tap);
        }}
      />
      <Button
        size="xl"
        mih={64}
        variant="default"
        leftSection={<Glyph d={cameraPath} size={28} />}
        disabled={!target}
        loading={said?.kind === 'busy'}
        title={m.photo_button_hint()}
        onClick={() => {
          aimed.current = target;
          input.current?.click();
        }}
        styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      >
        {target ? m.photo_of({ name: target.name }) : m.photo_button_none()}
      </Button>
      {said?.kind === 'busy' && (
        <Text size="md" role="status">
          {m.photo_shrinking()}
        </Text>
      )}
      {(said?.kind === 'kept' || said?.kind === 'sent') && (
        <Text size="md" role="status">
          {said.kind === 'kept'
            ? m.photo_kept({ name: said.name })
            : m.photo_sent({ name: said.name })}
        </Text>
      )}
      {said?.kind === 'problem' && (
        <Text size="md" c="red.8" role="alert">
          {said.text}
        </Text>
      )}
    </Stack>
  );
});
