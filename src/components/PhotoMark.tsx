import { memo } from 'react';
import { m } from '../i18n';
import { Glyph } from './Glyph';
import classes from './PhotoMark.module.css';

/** A camera (Tabler's, as the other icons): the photo button and the mark on a tap with photos. */
export const cameraPath =
  'M5 7h1a2 2 0 0 0 2-2a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1a2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2M9 13a3 3 0 1 0 6 0a3 3 0 0 0-6 0';

/**
 * A tap's photos in its list row: a small camera and their number, orange while some still wait
 * on this tablet. Plain elements, as the rest of the list, which changes with every tap.
 */
export const PhotoMark = memo(function PhotoMark({
  count,
  waiting,
}: {
  count: number;
  waiting: number;
}) {
  const words = waiting > 0 ? m.photo_count_waiting({ count }) : m.photo_count({ count });
  return (
    <span className={classes.mark} data-waiting={waiting > 0 ? 'true' : undefined} title={words}>
      <Glyph d={cameraPath} size={18} />
      <span aria-hidden="true">{count}</span>
      <span className={classes.hidden}>{words}</span>
    </span>
  );
});
