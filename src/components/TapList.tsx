import { memo } from 'react';
import { m } from '../i18n';
import { PhotoMark } from './PhotoMark';
import classes from './TapList.module.css';

/** One tap as the list shows it: the defect's name in the tablet's language, and its amount. */
export interface TapListRow {
  key: string;
  name: string;
  /** Points or pieces, in words. */
  amount: string;
  /** Still on this tablet, not yet on the server. */
  pending: boolean;
  /** Photos of the defect, and how many of them still wait on this tablet. */
  photos?: number;
  photosWaiting?: number;
}

/** A row; memoised on what it shows, so a new tap renders its own row, not the ones before. */
const Row = memo(function Row({
  name,
  amount,
  pending,
  photos = 0,
  photosWaiting = 0,
}: Omit<TapListRow, 'key'>) {
  return (
    <li className={classes.row}>
      <span className={classes.name}>{name}</span>
      <span className={classes.end}>
        {photos > 0 && <PhotoMark count={photos} waiting={photosWaiting} />}
        {pending && <span className={classes.pending}>{m.defects_on_tablet()}</span>}
        <span className={classes.amount}>{amount}</span>
      </span>
    </li>
  );
});

/**
 * The taps of a tap screen, newest first, each saying whether it is still on its way to the
 * server: fabric's defects and collar & cuff's rejected pieces.
 */
export function TapList({
  title,
  empty,
  rows,
}: {
  title: string;
  /** Said when there is no tap yet. */
  empty: string;
  rows: readonly TapListRow[];
}) {
  return (
    <div className={classes.list}>
      <p className={classes.title}>{title}</p>
      {rows.length === 0 ? (
        <p className={classes.none}>{empty}</p>
      ) : (
        <ol className={classes.rows}>
          {rows.map(({ key, ...row }) => (
            <Row key={key} {...row} />
          ))}
        </ol>
      )}
    </div>
  );
}
