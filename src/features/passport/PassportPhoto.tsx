import { useState } from 'react';
import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/ErrorState';
import { Glyph } from '../../components/Glyph';
import { m } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { photoQuery, type PhotoRef } from './queries';

const camera =
  'M5 7h1a2 2 0 0 0 2-2a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1a2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2M9 13a3 3 0 1 0 6 0a3 3 0 0 0-6 0';

/** The photo itself, read only once it is opened: a passport may name dozens of them. */
function PhotoView({ photo, mistake }: { photo: PhotoRef; mistake: string }) {
  const query = useQuery(photoQuery(photo.id));
  if (query.data) {
    if (!query.data.photo) return <Text>{m.passport_photo_removed()}</Text>;
    return (
      <Stack gap="xs">
        <img
          src={query.data.photo}
          alt={m.passport_photo_title({ mistake })}
          width={photo.width}
          height={photo.height}
          style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
        />
        <Text size="sm" c="dimmed">
          {m.passport_photo_taken({
            name: query.data.takenBy,
            when: formatDateTime(query.data.takenAt),
          })}
        </Text>
      </Stack>
    );
  }
  if (query.isError)
    return <ErrorState title={m.passport_photo_not_loaded()} error={query.error} />;
  // Offline and never opened on this tablet: said so, not a loader for as long as it lasts.
  if (query.fetchStatus === 'paused') return <Text>{m.passport_photo_offline()}</Text>;
  return <Loader aria-label={m.passport_photo_loading()} />;
}

/** A defect photo on the passport: a small button by its number that opens it in a dialog. */
export function PassportPhoto({
  photo,
  n,
  mistake,
}: {
  photo: PhotoRef;
  n: number;
  mistake: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="md"
        mih={44}
        px="xs"
        variant="default"
        leftSection={<Glyph d={camera} size={20} />}
        aria-label={m.passport_photo_of({ n, mistake })}
        onClick={() => setOpen(true)}
      >
        {m.passport_photo({ n })}
      </Button>
      {open && (
        <Modal
          opened
          onClose={() => setOpen(false)}
          title={m.passport_photo_title({ mistake })}
          size="lg"
          closeButtonProps={{ 'aria-label': m.passport_photo_close(), size: 48 }}
        >
          <PhotoView photo={photo} mistake={mistake} />
        </Modal>
      )}
    </>
  );
}
