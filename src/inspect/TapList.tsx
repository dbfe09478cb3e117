import { memo, startTransition, useEffect, useState } from 'react';
import { TapList as Taps } from '../components/TapList';
import { afterPaint } from '../lib/afterPaint';
import type { ListWords, TapEntry } from './kind';
import type { PhotoCount } from './photos';

const SHOWN = 6;

interface Props<E extends TapEntry> {
  entries: readonly E[];
  /** Shows the English name a tap was saved by in the tablet's language. */
  nameOf: (english: string) => string;
  /** Every tap (a completed roll's result), not only the last few. */
  all?: boolean;
  words: ListWords<E>;
  /** Each tap's photos, by its key. */
  photos?: ReadonlyMap<string, PhotoCount>;
}

/**
 * The roll's last taps, newest first (memoised: rendered again only when they or the language
 * change), each saying whether it is still on its way to the server.
 */
function KindTapList<E extends TapEntry>({
  entries,
  nameOf,
  all = false,
  words,
  photos,
}: Props<E>) {
  const last = (all ? entries : entries.slice(-SHOWN)).slice().reverse();
  return (
    <Taps
      title={all ? words.all() : words.last()}
      empty={words.none()}
      rows={last.map((e) => ({
        key: e.key,
        ...words.row(e, nameOf),
        pending: e.pending,
        photos: photos?.get(e.key)?.count,
        photosWaiting: photos?.get(e.key)?.waiting,
      }))}
    />
  );
}
export const TapList = memo(KindTapList) as typeof KindTapList;

/**
 * The list of taps below the grid, not urgent: it takes a tap's entries once the tap's own frame
 * is painted, so the button's count and the figures are on screen first.
 */
export function LaterTapList<E extends TapEntry>(props: Omit<Props<E>, 'all'>) {
  const { entries } = props;
  const [shown, setShown] = useState(entries);
  useEffect(() => {
    if (shown === entries) return;
    let live = true;
    afterPaint(() => live && startTransition(() => setShown(entries)));
    return () => {
      live = false;
    };
  }, [entries, shown]);
  return <TapList {...props} entries={shown} />;
}
