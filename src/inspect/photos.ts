/**
 * Defect photos on the tap screen: a photo of a tap goes through the one save path, in its roll's
 * chain right after the tap it shows (so the server has the tap first), under its own clientId.
 * A photo kept on the tablet counts on its tap at once; the server's copy takes over once sent.
 */
import { useCallback, useMemo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput, Calls } from '@contract';
import { discardSave, outboxState, type OutboxItem } from '../lib/outbox';
import { newClientId, saveQueued, type Chain } from '../lib/save';
import {
  keptJsonData,
  useKeptValue,
  useRereadWhenFewer,
  type PendingSaves,
} from '../lib/useKeptEntries';
import type { InspectedSheet } from './kind';

export type PhotoRef = CallOutput<Calls['postDefectPhoto']>;
type PhotoInput = CallInput<Calls['postDefectPhoto']>['jsonData'];
export type PhotoKind = PhotoInput['kind'];

const PHOTO_CALL = 'postDefectPhoto' satisfies CallName;

/** Which inspection a kind's taps are, by its tap call: the photo names it to the server. */
const kindOfTap: Partial<Record<CallName, PhotoKind>> = {
  postMistakeData: 'fabric',
  postCCMistakeData: 'collarCuff',
};
export const photoKindOf = (tapCall: CallName): PhotoKind | null => kindOfTap[tapCall] ?? null;

/** A tap's photos as its list row shows them: how many in all, how many still on this tablet. */
export interface PhotoCount {
  readonly count: number;
  readonly waiting: number;
}

/** The tap each photo of the roll kept on this tablet shows, by the tap's clientId. */
export function keptPhotoTaps(
  pending: readonly Pick<OutboxItem, 'call' | 'input'>[],
  reportNo: string,
  rollNo: string,
): string[] {
  return pending.flatMap((item) => {
    const d = item.call === PHOTO_CALL ? keptJsonData(item.input) : null;
    if (!d || d.reportNo !== reportNo || d.rollNo !== rollNo) return [];
    return typeof d.tapClientId === 'string' ? [d.tapClientId] : [];
  });
}

/** A recorded tap's photos, read by shape: both kinds' rows carry them (absent from older answers). */
export const recordedPhotos = (row: object): readonly PhotoRef[] => {
  const photos = (row as { photos?: unknown }).photos;
  return Array.isArray(photos) ? (photos as PhotoRef[]) : [];
};

/** The sheet with a photo the server has now on the tap it shows (once, by the photo's id). */
export function withPhoto<S extends InspectedSheet>(sheet: S, tapKey: string, ref: PhotoRef): S {
  const mistakes = sheet.mistakes.map((t) => {
    if ((t.clientId ?? t.id) !== tapKey) return t;
    const photos = recordedPhotos(t);
    return photos.some((p) => p.id === ref.id) ? t : { ...t, photos: [...photos, ref] };
  });
  return { ...sheet, mistakes };
}

/**
 * Each tap's photos: those the server recorded on it and those kept on this tablet. When a kept
 * one reaches the server, the roll's sheet is read again, so its count stays.
 */
export function usePhotoCounts(
  sheetKey: QueryKey,
  sheet: InspectedSheet,
): ReadonlyMap<string, PhotoCount> {
  const { reportNo, rollNo } = sheet.roll;
  // Joined into one string, so the screen renders again only when this roll's kept photos change.
  const joined = useKeptValue(
    useCallback(
      (pending: PendingSaves) => keptPhotoTaps(pending, reportNo, rollNo).join('\n'),
      [reportNo, rollNo],
    ),
  );
  const kept = useMemo(() => (joined ? joined.split('\n') : []), [joined]);
  useRereadWhenFewer(kept.length, sheetKey);
  return useMemo(() => {
    const counts = new Map<string, PhotoCount>();
    for (const t of sheet.mistakes) {
      const count = recordedPhotos(t).length;
      if (count) counts.set(t.clientId ?? t.id, { count, waiting: 0 });
    }
    for (const tap of kept) {
      const was = counts.get(tap) ?? { count: 0, waiting: 0 };
      counts.set(tap, { count: was.count + 1, waiting: was.waiting + 1 });
    }
    return counts;
  }, [sheet.mistakes, kept]);
}

/** A photo of one tap, as the photo button hands it over. */
export interface NewPhoto {
  readonly kind: PhotoKind;
  readonly reportNo: string;
  readonly rollNo: string;
  readonly tapClientId: string;
  readonly photo: string;
  readonly width: number;
  readonly height: number;
  /** The tap's roll chain: the photo goes after its tap, and an undo after the photo. */
  readonly chain: Chain;
}

/** Keeps the photo in the outbox under a clientId of its own; resolves once it is kept. */
export function queuePhoto({ chain, ...photo }: NewPhoto) {
  const clientId = newClientId();
  return saveQueued(PHOTO_CALL, { jsonData: { ...photo, clientId } }, { clientId, chain });
}

const photosOfTap = (tapKey: string) =>
  outboxState
    .items()
    .filter((i) => i.call === PHOTO_CALL && keptJsonData(i.input)?.tapClientId === tapKey);

/**
 * The photos of a tap that is being undone, still on this tablet, are given up: their tap will
 * be gone, and sent they would only be refused.
 */
export async function dropPhotosOf(tapKey: string): Promise<void> {
  await Promise.all(photosOfTap(tapKey).map((i) => discardSave(i.id)));
}

/**
 * A photo the server answers "not found" for shows a tap that is gone (undone on another tablet,
 * or its refused tap discarded): nothing for the inspector to fix, so it is dropped rather than
 * left in "needs attention", where it would hold the roll's later saves.
 */
export function dropOrphanPhotos(items: readonly OutboxItem[]): Promise<void>[] {
  return items
    .filter((i) => i.call === PHOTO_CALL && i.state === 'attention' && i.problem?.status === 404)
    .map((i) => discardSave(i.id));
}

let watching = false;
/** From the first photo screen on, orphaned photos are dropped as the server answers them. */
export function watchOrphanPhotos(): void {
  if (watching) return;
  watching = true;
  const sweep = () => void Promise.all(dropOrphanPhotos(outboxState.items()));
  outboxState.subscribe(sweep);
  sweep();
}
