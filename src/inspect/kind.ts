/**
 * What a kind of inspection supplies to the one inspection core: fabric rolls and collar & cuff
 * lots are two kinds of one thing, a piece of work inspected against rules, tapped defect by
 * defect and closed with a verdict. A kind is defined in parts, one per screen (`InspectionKind`
 * here for the tap screen, `HomeKind` in ./home/kind.ts for the inspector's home), so a route's
 * chunk holds only its own screen's part (docs/decisions/050-one-inspection-core.md).
 */
import type { ComponentType } from 'react';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { LinkOptions, RegisteredRouter } from '@tanstack/react-router';
import type { CallName, PageName } from '@contract';
import type { Verdict } from '@rules';
import type { UndoCall } from '../lib/keptUndos';
import type { Chain, SaveOptions, SaveResult } from '../lib/save';
import type { PendingSaves } from '../lib/useKeptEntries';
import type { MistakeType } from './queries';

/** A link of a kind's own routes: written with `linkOptions`, which checks route and search. */
export type KindLink = LinkOptions<RegisteredRouter, string, string>;

/** A button that is one of a kind's links. */
export interface KindAction {
  link: KindLink;
  label: string;
  variant?: 'default' | 'filled';
  /** Shown only to a user who may open this page. */
  page?: PageName;
}

/** What the core reads of any kind's roll sheet: where it stands, and the taps recorded on it. */
export interface InspectedSheet {
  report: { reportNo: string; status: 'ongoing' | 'completed'; verdict: Verdict | null };
  roll: { reportNo: string; rollNo: string; status: 'ongoing' | 'completed' };
  mistakes: readonly RecordedTap[];
}

export interface RecordedTap {
  id: string;
  clientId: string | null;
  mistake: string;
}

/** A defect type the grid offers (a row of the mistake master). */
export interface DefectType {
  name: string;
  nameTa?: string | null;
}

/** What one tap carries besides the roll, as saved: the defect and the kind's own figures. */
export interface TapData {
  mistake: string;
  /** Pieces it rejects (collar & cuff); a tap without counts once. */
  pieces?: number;
}

/** A tap as the screen holds it: recorded on the server, kept in the outbox, or just made. */
export type TapEntry<D extends TapData = TapData> = D & {
  /** clientId for taps made on a tablet, the server's id for older ones. */
  key: string;
  /** The server's id, once it has recorded the tap. */
  id?: string;
  /** True until the server has answered for this tap. */
  pending: boolean;
};

type Kept = SaveResult<CallName>;
export type RollRef = { reportNo: string; rollNo: string };

/** A save of the contract, queued through the outbox (`queued` in ./calls.ts makes one). */
export interface QueuedCall<J> {
  call: CallName;
  save: (input: { jsonData: J }, options: SaveOptions) => Promise<Kept>;
}

/** How a kind's taps are saved, kept and read back: what the one tap hook (useTaps) needs. */
export interface TapKind<S extends InspectedSheet, D extends TapData> {
  sheetKey: (reportNo: string, rollNo: string) => QueryKey;
  /** The chain a roll's saves wait in (./calls.ts `kindChains`). */
  rollChain: (reportNo: string, rollNo: string) => Chain;
  tap: QueuedCall<RollRef & D & { clientId: string }>;
  undo: QueuedCall<RollRef & { id?: string; clientId?: string }> & { call: UndoCall };
  /** A roll's taps still in the outbox (./kept.ts `keptTapsOf`). */
  kept: (pending: PendingSaves, reportNo: string, rollNo: string) => TapEntry<D>[];
  /** A recorded tap as the screen counts it. */
  recorded: (row: S['mistakes'][number]) => D;
  /** The server's answer to a tap or an undo, read by shape (it throws on any other shape). */
  tapped: (answer: unknown) => (sheet: S) => S;
  undone: (answer: unknown, ref: { id?: string; clientId?: string }) => (sheet: S) => S;
}

/** What a kind works out from its taps (score, counts): read by the core for the grid and list. */
export interface Tally<Ty extends DefectType, E extends TapEntry = TapEntry> {
  /** The taps as listed, oldest first. */
  entries: readonly E[];
  onTap: (type: Ty) => void;
  /** No further tap can count (every piece of the roll rejected). */
  full: boolean;
}

/** The defect button's words in the tablet's language, worked out once per defect. */
export interface ButtonWords {
  meta: string;
  label: string;
  soFar: (count: string) => string;
  /** Drawn dashed: a defect that runs by the metre. */
  continuous?: boolean;
}

/** What the taps' list says. */
export interface ListWords<E> {
  last: () => string;
  all: () => string;
  none: () => string;
  row: (entry: E, nameOf: (english: string) => string) => { name: string; amount: string };
}

/**
 * The tap screen of a kind: its taps (TapKind), what it reads besides the sheet (`useSetup`),
 * what it makes of the taps (`useTally`), its words, and its own parts of the screen.
 */
export interface InspectionKind<
  S extends InspectedSheet,
  D extends TapData,
  Ty extends DefectType,
  Setup extends { types: readonly Ty[] },
  Tl extends Tally<Ty>,
> extends TapKind<S, D> {
  useSheet: (reportNo: string, rollNo: string) => UseQueryResult<S>;
  /** Read once by the screen, not by the part a tap renders again; stable while the same. */
  useSetup: (master: readonly MistakeType[] | undefined) => Setup;
  /** The defects offered, in the grid's order. */
  useGrid: (reportNo: string, setup: Setup) => readonly Ty[];
  useTally: (sheet: S, setup: Setup, taps: Taps<S, D>) => Tl;
  /** The inspector's verdict of a completion waiting on the tablet (./kept.ts `keptCompletionOf`). */
  keptCompletion: (pending: PendingSaves, reportNo: string) => Verdict | null;
  /** The verdict such a completion will be stored with, by the kind's rules. */
  storedVerdict: (sheet: S, chosen: Verdict) => Verdict;
  words: {
    notLoaded: () => string;
    loading: () => string;
    rollLine: (sheet: Pick<S, 'report' | 'roll'>) => string;
    grid: () => string;
    button: (type: Ty, name: string) => ButtonWords;
    list: ListWords<Tl['entries'][number]>;
    closed: (words: { reportNo: string; verdict: string }) => string;
    closedJust: (words: { reportNo: string; verdict: string }) => string;
    closedKept: () => string;
    noMore: () => string;
    /** Where the completed report is now listed. */
    closedWhere?: (verdict: Verdict) => string;
  };
  /** The side column's figures; `closed`: a completed roll's, read-only. */
  Figures: ComponentType<{ sheet: S; tally: Tl; closed?: boolean }>;
  /** Below the undo: finishing the roll or the lot. */
  Finish: ComponentType<{ sheet: S; tally: Tl; onCompleted: () => void }>;
  /** The roll's own data, beside the undo. */
  dataLink: (report: S['report'], rollNo: string) => KindAction;
  /** Where to go once the report is completed. */
  closedLinks: (sheet: S, verdict: Verdict | null) => readonly KindAction[];
}

/** The one tap hook's answer (./useTaps.ts). */
export interface Taps<S extends InspectedSheet, D extends TapData> {
  entries: readonly TapEntry<D>[];
  tap: (tap: D) => void;
  undo: () => void;
  /** Some tap or undo has no answer from the server yet: figures are the tablet's preview. */
  waiting: boolean;
  problem: string | null;
  setProblem: (problem: string | null) => void;
  dismissProblem: () => void;
  track: (save: Promise<Kept>, done: (output: unknown) => void) => Promise<boolean>;
  update: (fn: (sheet: S) => S) => void;
}
