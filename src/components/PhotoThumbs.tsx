import { useState } from 'react';
import { Modal, UnstyledButton } from '@mantine/core';
import { m } from '../i18n';
import { formatNumber } from '../i18n/format';
import { DefectPhoto } from './DefectPhoto';
import classes from './PhotoThumbs.module.css';

/**
 * A defect's photos as thumbnails, each a button that opens the photo large. `name` is the defect
 * as shown (in the tablet's language), `rollNo` the roll it is on.
 */
export function PhotoThumbs({
  photos,
  name,
  rollNo,
}: {
  photos: readonly { id: string }[];
  name: string;
  rollNo: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const alt = m.photo_alt({ name, rollNo });
  return (
    <>
      <ul className={classes.thumbs}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <UnstyledButton
              className={classes.thumb}
              aria-label={m.photo_open({ n: formatNumber(i + 1), name })}
              onClick={() => setOpen(p.id)}
            >
              <DefectPhoto id={p.id} alt={alt} size="thumb" />
            </UnstyledButton>
          </li>
        ))}
      </ul>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={alt}
        size="xl"
        closeButtonProps={{ 'aria-label': m.photo_close() }}
      >
        {open && <DefectPhoto id={open} alt={alt} size="large" />}
      </Modal>
    </>
  );
}
