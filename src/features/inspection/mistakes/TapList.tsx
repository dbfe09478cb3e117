import { memo } from 'react';
import { TapList as Taps } from '../../../components/TapList';
import { m } from '../../../i18n';
import { formatMetres, formatNumber } from '../../../i18n/format';
import type { ShownEntry } from './useTaps';

const SHOWN = 6;

/**
 * The roll's last taps, newest first (memoised: rendered again only when they or the language
 * change). `nameOf` shows the English name a tap was saved by in the tablet's language.
 */
export const TapList = memo(function TapList({
  entries,
  nameOf,
  all = false,
  title,
}: {
  entries: readonly ShownEntry[];
  nameOf: (english: string) => string;
  /** Every tap (a completed roll's result), not only the last few. */
  all?: boolean;
  title?: string;
}) {
  const last = (all ? entries : entries.slice(-SHOWN)).slice().reverse();
  return (
    <Taps
      title={title ?? m.defects_last_taps()}
      empty={m.defects_none_yet()}
      rows={last.map((e) => ({
        key: e.key,
        name: e.continuousM
          ? `${nameOf(e.mistake)} · ${formatMetres(e.continuousM)}`
          : nameOf(e.mistake),
        amount: m.defects_pt({ points: formatNumber(e.scored) }),
        pending: e.pending,
      }))}
    />
  );
});
