import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { Alert, Group } from '@mantine/core';
import classes from '../components/TapScreen.module.css';
import { m, useLocale } from '../i18n';
import { mistakeNamesOf } from '../lib/mistakeName';
import { useToastAtTop } from '../lib/toast';
import type { DefectType, InspectedSheet, InspectionKind, Tally, TapData } from './kind';
import { ActionButton, RollLine, UndoButton } from './parts';
import { PhotoButton, type PhotoTarget } from './PhotoButton';
import { dropPhotosOf, photoKindOf, usePhotoCounts, withPhoto, type PhotoRef } from './photos';
import { TapGrid } from './TapGrid';
import { LaterTapList } from './TapList';
import { useTaps } from './useTaps';

interface Props<
  S extends InspectedSheet,
  D extends TapData,
  Ty extends DefectType,
  Setup extends { types: readonly Ty[] },
  Tl extends Tally<Ty>,
> {
  kind: InspectionKind<S, D, Ty, Setup, Tl>;
  sheet: S;
  setup: Setup;
  onCompleted: () => void;
}

/**
 * The defect grid of an open roll, of any kind. A tap renders as little as it can: the button
 * tapped, the kind's figures and the undo label at once; the list of taps below once that is
 * painted (a deferred value).
 */
function OpenRoll<
  S extends InspectedSheet,
  D extends TapData,
  Ty extends DefectType,
  Setup extends { types: readonly Ty[] },
  Tl extends Tally<Ty>,
>({ kind, sheet, setup, onCompleted }: Props<S, D, Ty, Setup, Tl>) {
  // The no-internet toast must neither hide the grid nor catch a tap meant for it.
  useToastAtTop();
  const { useGrid, useTally, Figures, Finish, words } = kind;
  const taps = useTaps(kind, sheet);
  const tally = useTally(sheet, setup, taps);
  const { entries } = tally;
  const { report, roll } = sheet;
  const grid = useGrid(roll.reportNo, setup);
  const counts = useMemo(() => {
    const c = new Map<string, number>();
    entries.forEach((e) => c.set(e.mistake, (c.get(e.mistake) ?? 0) + (e.pieces ?? 1)));
    return c;
  }, [entries]);
  const locale = useLocale();
  const nameOf = useMemo(() => mistakeNamesOf(setup.types, locale), [setup.types, locale]);
  const line = useMemo(() => words.rollLine({ report, roll }), [words, report, roll]);
  const data = useMemo(() => kind.dataLink(report, roll.rollNo), [kind, report, roll.rollNo]);
  const last = entries[entries.length - 1];
  const photos = usePhotoCounts(
    useMemo(() => kind.sheetKey(roll.reportNo, roll.rollNo), [kind, roll.reportNo, roll.rollNo]),
    sheet,
  );
  const photoKind = photoKindOf(kind.tap.call);
  // A photo names its tap by the clientId it was tapped with; a tap recorded without one cannot.
  const lastName = last && nameOf(last.mistake);
  const lastKey = last && !sheet.mistakes.some((t) => t.id === last.key && !t.clientId) && last.key;
  const target = useMemo<PhotoTarget | null>(
    () => (lastKey && lastName ? { key: lastKey, name: lastName } : null),
    [lastKey, lastName],
  );
  const chain = useMemo(
    () => kind.rollChain(roll.reportNo, roll.rollNo),
    [kind, roll.reportNo, roll.rollNo],
  );
  const { update, undo: undoTap } = taps;
  const onPhotoSent = useCallback(
    (tapKey: string, ref: PhotoRef) => update((s) => withPhoto(s, tapKey, ref)),
    [update],
  );
  // The last tap's photos still on this tablet are given up with it, not sent for a tap about to
  // go. Read through a ref, so the undo button stays the same from tap to tap.
  const undoneKey = useRef(lastKey);
  useLayoutEffect(() => {
    undoneKey.current = lastKey;
  }, [lastKey]);
  const undo = useCallback(() => {
    if (undoneKey.current) void dropPhotosOf(undoneKey.current);
    undoTap();
  }, [undoTap]);

  return (
    <div className={classes.layout}>
      <div className={classes.side}>
        <RollLine line={line} />
        <Figures sheet={sheet} tally={tally} />
        {taps.problem && (
          <Alert
            color="red"
            variant="filled"
            title={m.defects_refused()}
            withCloseButton
            onClose={taps.dismissProblem}
          >
            {taps.problem}
          </Alert>
        )}
        <Group grow gap="sm">
          <UndoButton
            label={last ? m.defects_undo_name({ name: nameOf(last.mistake) }) : m.defects_undo()}
            disabled={entries.length === 0}
            onUndo={undo}
          />
          <ActionButton action={data} size="xl" mih={64} />
        </Group>
        {photoKind && (
          <PhotoButton
            kind={photoKind}
            reportNo={roll.reportNo}
            rollNo={roll.rollNo}
            chain={chain}
            target={target}
            onSent={onPhotoSent}
          />
        )}
        <Finish sheet={sheet} tally={tally} onCompleted={onCompleted} />
      </div>
      <TapGrid
        types={grid}
        counts={counts}
        full={tally.full}
        onTap={tally.onTap}
        label={words.grid()}
        words={words.button}
      />
      <div className={classes.taps}>
        <LaterTapList entries={entries} nameOf={nameOf} words={words.list} photos={photos} />
      </div>
    </div>
  );
}

export const Tapping = memo(OpenRoll) as typeof OpenRoll;
