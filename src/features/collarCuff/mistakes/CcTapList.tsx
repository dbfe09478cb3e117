import { memo } from 'react';
import { TapList } from '../../../components/TapList';
import { m } from '../../../i18n';
import type { CcTapEntry } from '../kept';

const SHOWN = 6;

/** The last rejected pieces, newest first; every one of them on a completed roll. */
export const CcTapList = memo(function CcTapList({
  entries,
  nameOf,
  all = false,
}: {
  entries: readonly CcTapEntry[];
  nameOf: (english: string) => string;
  all?: boolean;
}) {
  const last = (all ? entries : entries.slice(-SHOWN)).slice().reverse();
  return (
    <TapList
      title={all ? m.cc_taps_all() : m.cc_taps_last()}
      empty={m.cc_taps_none()}
      rows={last.map((e) => ({
        key: e.key,
        name: nameOf(e.mistake),
        amount: m.cc_pieces({ count: e.pieces }),
        pending: e.pending,
      }))}
    />
  );
});
