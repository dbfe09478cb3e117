/**
 * Where a roll's defects go on its map: the roll drawn to scale along its length, cut into rows of
 * `rowM` metres so a long roll stays readable on a phone and on A4. Plain numbers in metres, no
 * drawing: DefectMap.tsx turns them into SVG.
 */

/** What the map needs of a recorded defect, in the order the roll's list shows them. */
export interface MapDefect {
  id: string;
  /** Where along the roll it was found (the start of a continuous run); null when not given. */
  positionM: number | null;
  /** How far a continuous defect runs; null for a defect at one place. */
  continuousM: number | null;
  /** The points as tapped (1–4): the mark's size and colour. */
  points: number;
}

/** One row of the strip: the metres it covers, and its scale's ticks. */
export interface MapRow {
  index: number;
  fromM: number;
  toM: number;
  ticks: readonly Tick[];
}

export interface Tick {
  /** Metres from the roll's start. */
  m: number;
  /** Metres from the row's start. */
  x: number;
  /** Labelled with its metre. */
  major: boolean;
}

/** A defect at one place. */
export interface MapMark {
  id: string;
  /** Its number in the roll's list (1 for the first recorded). */
  n: number;
  row: number;
  /** Metres from the row's start. */
  x: number;
  /** Where it is drawn, metres from the roll's start (the roll's end when recorded beyond it). */
  atM: number;
  /** As recorded. */
  recordedM: number;
  /** Recorded past the roll's length: drawn at its end, and said so. */
  beyond: boolean;
  points: Points;
  /** Which line above the strip its number sits on, so close numbers do not overlap. */
  lane: number;
}

/** One row's piece of a continuous defect. */
export interface MapBar {
  id: string;
  n: number;
  row: number;
  x1: number;
  x2: number;
  /** The whole run as drawn (clipped to the roll), metres from the roll's start. */
  fromM: number;
  toM: number;
  /** The run carries on from the row before / onto the next row. */
  cutStart: boolean;
  cutEnd: boolean;
  /** The run as recorded passes the roll's end. */
  beyond: boolean;
  points: Points;
  lane: number;
}

export type Points = 1 | 2 | 3 | 4;

export type DefectLayout =
  | { state: 'noLength'; total: number; withoutPosition: number }
  | { state: 'noPositions'; total: number; withoutPosition: number }
  | {
      state: 'strip';
      lengthM: number;
      rowM: number;
      rows: readonly MapRow[];
      marks: readonly MapMark[];
      bars: readonly MapBar[];
      total: number;
      withoutPosition: number;
      /** Defects recorded (or running) past the roll's length. */
      beyond: number;
    };

/** Metres a row of the strip covers: 25 m reads at 390 px and fills an A4 width. */
export const ROW_M = 25;
/** Ticks every metre, labelled every five. */
const MAJOR_EVERY = 5;
/** An end label closer than this to the last labelled tick would print over it. */
const END_LABEL_GAP_M = 2;
/** Lines above the strip for defect numbers; more than this and numbers may overlap. */
export const LANES = 3;

const pointsOf = (p: number): Points => (p <= 1 ? 1 : p >= 4 ? 4 : (Math.round(p) as Points));

/** Rounded to a millimetre: sums of metres keep no float noise (25.000000000004). */
const mm = (n: number) => Math.round(n * 1000) / 1000;

function rowsOf(lengthM: number, rowM: number): MapRow[] {
  const count = Math.max(1, Math.ceil(lengthM / rowM - 1e-9));
  return Array.from({ length: count }, (_, index) => {
    const fromM = index * rowM;
    const toM = Math.min(lengthM, fromM + rowM);
    const ticks: Tick[] = [];
    for (let m = Math.ceil(fromM); m <= toM + 1e-9; m += 1)
      ticks.push({ m, x: mm(m - fromM), major: m % MAJOR_EVERY === 0 });
    // The roll's end is labelled (its length); a labelled tick right beside it gives way, but
    // not the row's first, and then the end goes without.
    if (index === count - 1) {
      const whole = ticks.at(-1);
      const lastMajor = ticks.filter((t) => t.major && t.m < toM - 1e-9).at(-1);
      const close = lastMajor !== undefined && toM - lastMajor.m < END_LABEL_GAP_M;
      if (close && lastMajor.m > fromM) lastMajor.major = false;
      if (!close || lastMajor.m > fromM) {
        if (whole && mm(whole.m) === mm(toM)) whole.major = true;
        else ticks.push({ m: mm(toM), x: mm(toM - fromM), major: true });
      }
    }
    return { index, fromM, toM, ticks };
  });
}

/** The row a metre is drawn in: a metre on a row's boundary starts the next row, but the end stays. */
const rowAt = (m: number, rowM: number, rows: number) => Math.min(Math.floor(m / rowM), rows - 1);

/**
 * Puts numbers on lines above the strip, left to right, each on the first line where it does not
 * run into the one before it. `width` is a number's width in metres of the drawing.
 */
export function assignLanes<T extends { row: number; x: number; n: number }>(
  items: readonly T[],
  width: (n: number) => number,
): Map<T, number> {
  const lanes = new Map<T, number>();
  const byRow = new Map<number, T[]>();
  for (const item of items) byRow.set(item.row, [...(byRow.get(item.row) ?? []), item]);
  for (const row of byRow.values()) {
    const ends: number[] = Array.from({ length: LANES }, () => -Infinity);
    for (const item of [...row].sort((a, b) => a.x - b.x || a.n - b.n)) {
      const half = width(item.n) / 2;
      let lane = ends.findIndex((end) => end <= item.x - half);
      // Every line taken here: the line whose last number ends first overlaps least.
      if (lane === -1) lane = ends.indexOf(Math.min(...ends));
      ends[lane] = item.x + half;
      lanes.set(item, lane);
    }
  }
  return lanes;
}

/** A number's width in metres of the drawing at the map's number size (DefectMap.tsx). */
export const numberWidthM = (n: number) => 0.5 * String(n).length + 0.3;

/** Where each defect of a roll goes on its map, or why the roll has no map. */
export function layoutDefects(
  lengthM: number | null,
  defects: readonly MapDefect[],
  rowM = ROW_M,
): DefectLayout {
  const total = defects.length;
  const placed = defects
    .map((d, i) => ({ d, n: i + 1 }))
    .filter(
      (p): p is { d: MapDefect & { positionM: number }; n: number } => p.d.positionM !== null,
    );
  const withoutPosition = total - placed.length;
  // Nothing to place: what a length would add is an empty strip.
  if (total > 0 && placed.length === 0) return { state: 'noPositions', total, withoutPosition };
  if (lengthM === null || !(lengthM > 0)) return { state: 'noLength', total, withoutPosition };

  const rows = rowsOf(lengthM, rowM);
  const marks: Omit<MapMark, 'lane'>[] = [];
  const bars: Omit<MapBar, 'lane'>[] = [];
  let beyond = 0;
  for (const { d, n } of placed) {
    const start = Math.max(0, d.positionM);
    const run = d.continuousM && d.continuousM > 0 ? d.continuousM : 0;
    const points = pointsOf(d.points);
    const past = start + run > lengthM + 1e-9;
    if (past) beyond += 1;
    // A defect at a place, or a run that starts at (or past) the roll's end: one mark.
    if (run === 0 || start >= lengthM) {
      const atM = Math.min(start, lengthM);
      const row = rowAt(atM, rowM, rows.length);
      marks.push({
        id: d.id,
        n,
        row,
        x: mm(atM - rows[row]!.fromM),
        atM: mm(atM),
        recordedM: d.positionM,
        beyond: past,
        points,
      });
      continue;
    }
    const fromM = start;
    const toM = Math.min(start + run, lengthM);
    for (const r of rows) {
      if (r.toM <= fromM || r.fromM >= toM) continue;
      bars.push({
        id: d.id,
        n,
        row: r.index,
        x1: mm(Math.max(fromM, r.fromM) - r.fromM),
        x2: mm(Math.min(toM, r.toM) - r.fromM),
        fromM: mm(fromM),
        toM: mm(toM),
        cutStart: fromM < r.fromM,
        cutEnd: toM > r.toM,
        beyond: past,
        points,
      });
    }
  }

  // A run's number sits at its start, on the row where it starts.
  const numbered = [
    ...marks.map((mark) => ({ item: mark, row: mark.row, x: mark.x, n: mark.n })),
    ...bars
      .filter((b) => !b.cutStart)
      .map((bar) => ({ item: bar, row: bar.row, x: bar.x1, n: bar.n })),
  ];
  const lanes = assignLanes(numbered, numberWidthM);
  const laneOf = new Map(numbered.map((p) => [p.item, lanes.get(p) ?? 0] as const));
  return {
    state: 'strip',
    lengthM,
    rowM,
    rows,
    marks: marks.map((mark) => ({ ...mark, lane: laneOf.get(mark) ?? 0 })),
    bars: bars.map((bar) => ({ ...bar, lane: laneOf.get(bar) ?? 0 })),
    total,
    withoutPosition,
    beyond,
  };
}
