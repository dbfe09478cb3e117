import { and, asc, eq, sql } from 'drizzle-orm';
import type { PassportDefect, PassportInspection } from '../../../contract/main/passport';
import type { Grade, PhotoRef, Stage } from '../../../contract/main/inspection';
import { storedRollReasons, type GradeBands } from '../../../rules';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  ccMistakes,
  ccReports,
  ccRolls,
  mistakeTypes,
  qiMistakes,
  qiReports,
  qiRolls,
} from '../../db/schema';
import { gradeBandsFor } from '../inspection/bands';
import { photosOfTaps } from '../inspection/photos';

/**
 * Every inspection of one greige roll (or bundle), found by its greige number whatever number it
 * was inspected under: the rows its reports hold now and, marked `earlier`, the results a
 * re-inspection replaced (roll_history), each with its defects. A replaced result's defects are
 * kept as they were; their photos went with the taps, so they have none.
 */

type Kind = PassportInspection['kind'];
type Stored = Record<string, unknown>;

/** An inspection with the instant its roll joined the report, to order one day's inspections. */
interface Sorted {
  readonly inspection: PassportInspection;
  readonly at: string;
}

/** An instant as the contract writes it; `fallback` when the stored one is missing or unreadable. */
const iso = (at: unknown, fallback: string): string => {
  const d = typeof at === 'string' || at instanceof Date ? new Date(at) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : fallback;
};

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const int = (v: unknown): number | null => {
  const n = num(v);
  return n === null ? null : Math.trunc(n);
};
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const grade = (v: unknown): Grade | null => {
  const g = int(v);
  return g === 1 || g === 2 || g === 3 ? g : null;
};
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

const blank = {
  kg: null,
  lengthM: null,
  shade: null,
  points: null,
  points100m2: null,
  grade: null,
  gradeReasons: [],
  piecesChecked: null,
  piecesRejected: null,
  passed: null,
} satisfies Partial<PassportInspection>;

/** A fabric roll's figures (stored or replaced alike) with why it has its grade. */
function fabricFigures(r: Stored, bands: GradeBands) {
  const figures = {
    kg: num(r.kg),
    lengthM: num(r.lengthM),
    shade: str(r.shade),
    points: int(r.points),
    points100m2: num(r.points100m2),
    grade: grade(r.grade),
  };
  const reasons = storedRollReasons(
    {
      points100m2: figures.points100m2,
      grade: figures.grade,
      gsmSpec: num(r.gsmSpec),
      gsmMeasured: num(r.gsmMeasured),
      gsmTolerancePct: num(r.gsmTolerancePct),
      widthSpecCm: num(r.widthSpecCm),
      widthMeasuredCm: num(r.widthMeasuredCm),
    },
    bands,
  );
  return { ...figures, gradeReasons: [...reasons] };
}

const ccFigures = (r: Stored) => ({
  kg: num(r.kg),
  grade: grade(r.grade),
  piecesChecked: int(r.piecesChecked),
  piecesRejected: int(r.piecesRejected),
  passed: bool(r.passed),
});

/** roll_history keeps the row as its table had it: snake_case keys, as the figures read camelCase. */
const camel = (row: Stored): Stored =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      v,
    ]),
  );

interface HistoryRow {
  stage: Stage;
  report_no: string;
  roll_no: string;
  result: Stored;
  date: string;
  inspector: string | null;
  table_name: string | null;
  status: string | null;
  reinspected_at: Date | string;
  mistakes: Stored[];
}

/** Results a re-inspection replaced, with their defects and each defect type's Tamil name. */
function replaced(db: Db, kind: Kind, greigeRollNo: string): Promise<HistoryRow[]> {
  const reports = sql.identifier(kind === 'fabric' ? 'qi_reports' : 'cc_reports');
  return rowsOf<HistoryRow>(
    db,
    sql`select h.stage, h.report_no, h.roll_no, h.result,
        coalesce(r.report_date::text, h.result->>'report_date') as date,
        r.inspector, r.table_name, r.status, h.reinspected_at,
        coalesce((select jsonb_agg(m.value || jsonb_build_object('name_ta', t.name_ta) order by m.ord)
          from jsonb_array_elements(h.mistakes) with ordinality m(value, ord)
            left join mistake_types t on t.name = m.value->>'mistake'), '[]'::jsonb) as mistakes
      from roll_history h left join ${reports} r on r.report_no = h.report_no
      where h.kind = ${kind} and h.greige_roll_no = ${greigeRollNo}`,
  );
}

/** The photos of the replaced results' taps: a re-inspection keeps them, by the tap's id. */
function photosOfReplaced(db: Db, kind: Kind, history: readonly HistoryRow[]) {
  const ids = history.flatMap((h) =>
    h.mistakes.map((m) => Number(camel(m).id)).filter((id) => Number.isSafeInteger(id)),
  );
  return photosOfTaps(db, kind, ids);
}

function replacedInspection(
  kind: Kind,
  h: HistoryRow,
  figures: (r: Stored) => Partial<PassportInspection>,
  photos: ReadonlyMap<number, PhotoRef[]>,
): Sorted {
  const r = camel(h.result);
  const at = iso(r.createdAt, iso(h.reinspected_at, new Date(0).toISOString()));
  const defects = h.mistakes.map((m): PassportDefect => {
    const d = camel(m);
    return {
      id: String(d.id ?? ''),
      mistake: str(d.mistake) ?? '',
      mistakeTa: str(d.nameTa),
      points: kind === 'fabric' ? int(d.scoredPoints) : null,
      pieces: kind === 'collarCuff' ? int(d.pieces) : null,
      positionM: num(d.positionM),
      continuousM: num(d.continuousM),
      lengthMm: num(d.lengthMm),
      recordedAt: iso(d.createdAt, at),
      photos: photos.get(Number(d.id)) ?? [],
    };
  });
  return {
    at,
    inspection: {
      kind,
      stage: h.stage,
      reportNo: h.report_no,
      rollNo: h.roll_no,
      date: h.date,
      inspector: h.inspector ?? '',
      tableName: h.table_name ?? '',
      status: (h.status ?? r.status) === 'ongoing' ? 'ongoing' : 'completed',
      earlier: true,
      ...blank,
      ...figures(r),
      defects,
    },
  };
}

interface TapRow {
  tap: number;
  reportNo: string;
  rollNo: string;
  mistake: string;
  mistakeTa: string | null;
  points: number | null;
  pieces: number | null;
  positionM: number | null;
  continuousM: number | null;
  lengthMm: number | null;
  createdAt: Date;
}

/** Defects of the stored rows by report and roll, each with the photos still holding an image. */
async function tapsByRoll(
  db: Db,
  kind: Kind,
  taps: Promise<TapRow[]>,
): Promise<Map<string, PassportDefect[]>> {
  const rows = await taps;
  const photos = await photosOfTaps(
    db,
    kind,
    rows.map((t) => t.tap),
  );
  const byRoll = new Map<string, PassportDefect[]>();
  for (const { tap, reportNo, rollNo, createdAt, ...t } of rows) {
    const key = `${reportNo}\u0000${rollNo}`;
    const defect: PassportDefect = {
      id: String(tap),
      ...t,
      recordedAt: createdAt.toISOString(),
      photos: photos.get(tap) ?? [],
    };
    byRoll.set(key, [...(byRoll.get(key) ?? []), defect]);
  }
  return byRoll;
}

/** What every stored inspection row reads besides its figures. */
interface StoredHead {
  readonly reportNo: string;
  readonly rollNo: string;
  readonly stage: Stage;
  readonly status: PassportInspection['status'];
  readonly date: string;
  readonly inspector: string;
  readonly tableName: string;
  readonly createdAt: Date;
}

function storedInspection(
  kind: Kind,
  { createdAt, ...row }: StoredHead & Stored,
  figures: (r: Stored) => Partial<PassportInspection>,
  taps: ReadonlyMap<string, PassportDefect[]>,
): Sorted {
  return {
    at: createdAt.toISOString(),
    inspection: {
      kind,
      stage: row.stage,
      reportNo: row.reportNo,
      rollNo: row.rollNo,
      date: row.date,
      inspector: row.inspector,
      tableName: row.tableName,
      status: row.status,
      earlier: false,
      ...blank,
      ...figures(row),
      defects: taps.get(`${row.reportNo}\u0000${row.rollNo}`) ?? [],
    },
  };
}

/** Oldest first: by report day, then by when the roll joined its report (both fixed-width). */
const inOrder = (rows: Sorted[]): PassportInspection[] => {
  const key = (r: Sorted) => `${r.inspection.date} ${r.at}`;
  return rows
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
    .map((r) => r.inspection);
};

/** Every fabric inspection of a greige roll, oldest first. */
export async function fabricInspections(
  db: Db,
  greigeRollNo: string,
  itemCode: string,
): Promise<PassportInspection[]> {
  const ofRoll = eq(qiRolls.greigeRollNo, greigeRollNo);
  const [rows, taps, history, bands] = await Promise.all([
    db
      .select({
        reportNo: qiRolls.reportNo,
        rollNo: qiRolls.rollNo,
        stage: qiRolls.stage,
        status: qiReports.status,
        date: qiRolls.reportDate,
        inspector: qiReports.inspector,
        tableName: qiReports.tableName,
        kg: qiRolls.kg,
        lengthM: qiRolls.lengthM,
        shade: qiRolls.shade,
        points: qiRolls.points,
        points100m2: qiRolls.points100m2,
        grade: qiRolls.grade,
        gsmSpec: qiRolls.gsmSpec,
        gsmMeasured: qiRolls.gsmMeasured,
        gsmTolerancePct: qiRolls.gsmTolerancePct,
        widthSpecCm: qiRolls.widthSpecCm,
        widthMeasuredCm: qiRolls.widthMeasuredCm,
        createdAt: qiRolls.createdAt,
      })
      .from(qiRolls)
      .innerJoin(qiReports, eq(qiReports.reportNo, qiRolls.reportNo))
      .where(ofRoll),
    tapsByRoll(
      db,
      'fabric',
      db
        .select({
          tap: qiMistakes.id,
          reportNo: qiMistakes.reportNo,
          rollNo: qiMistakes.rollNo,
          mistake: qiMistakes.mistake,
          mistakeTa: mistakeTypes.nameTa,
          points: qiMistakes.scoredPoints,
          pieces: sql<null>`null`,
          positionM: qiMistakes.positionM,
          continuousM: qiMistakes.continuousM,
          lengthMm: qiMistakes.lengthMm,
          createdAt: qiMistakes.createdAt,
        })
        .from(qiMistakes)
        .innerJoin(
          qiRolls,
          and(eq(qiRolls.reportNo, qiMistakes.reportNo), eq(qiRolls.rollNo, qiMistakes.rollNo)),
        )
        .leftJoin(mistakeTypes, eq(mistakeTypes.name, qiMistakes.mistake))
        .where(ofRoll)
        .orderBy(asc(qiMistakes.id)),
    ),
    replaced(db, 'fabric', greigeRollNo),
    gradeBandsFor(db, itemCode),
  ]);
  const figures = (r: Stored) => fabricFigures(r, bands);
  const earlierPhotos = await photosOfReplaced(db, 'fabric', history);
  return inOrder([
    ...rows.map((r) => storedInspection('fabric', r, figures, taps)),
    ...history.map((h) => replacedInspection('fabric', h, figures, earlierPhotos)),
  ]);
}

/** Every collar & cuff inspection of a bundle, oldest first: pieces checked and rejected, no points. */
export async function bundleInspections(db: Db, bundleNo: string): Promise<PassportInspection[]> {
  const ofRoll = eq(ccRolls.greigeRollNo, bundleNo);
  const [rows, taps, history] = await Promise.all([
    db
      .select({
        reportNo: ccRolls.reportNo,
        rollNo: ccRolls.rollNo,
        stage: ccRolls.stage,
        status: ccReports.status,
        date: ccRolls.reportDate,
        inspector: ccReports.inspector,
        tableName: ccReports.tableName,
        kg: ccRolls.kg,
        grade: ccRolls.grade,
        piecesChecked: ccRolls.piecesChecked,
        piecesRejected: ccRolls.piecesRejected,
        passed: ccRolls.passed,
        createdAt: ccRolls.createdAt,
      })
      .from(ccRolls)
      .innerJoin(ccReports, eq(ccReports.reportNo, ccRolls.reportNo))
      .where(ofRoll),
    tapsByRoll(
      db,
      'collarCuff',
      db
        .select({
          tap: ccMistakes.id,
          reportNo: ccMistakes.reportNo,
          rollNo: ccMistakes.rollNo,
          mistake: ccMistakes.mistake,
          mistakeTa: mistakeTypes.nameTa,
          points: sql<null>`null`,
          pieces: ccMistakes.pieces,
          positionM: sql<null>`null`,
          continuousM: sql<null>`null`,
          lengthMm: sql<null>`null`,
          createdAt: ccMistakes.createdAt,
        })
        .from(ccMistakes)
        .innerJoin(
          ccRolls,
          and(eq(ccRolls.reportNo, ccMistakes.reportNo), eq(ccRolls.rollNo, ccMistakes.rollNo)),
        )
        .leftJoin(mistakeTypes, eq(mistakeTypes.name, ccMistakes.mistake))
        .where(ofRoll)
        .orderBy(asc(ccMistakes.id)),
    ),
    replaced(db, 'collarCuff', bundleNo),
  ]);
  const earlierPhotos = await photosOfReplaced(db, 'collarCuff', history);
  return inOrder([
    ...rows.map((r) => storedInspection('collarCuff', r, ccFigures, taps)),
    ...history.map((h) => replacedInspection('collarCuff', h, ccFigures, earlierPhotos)),
  ]);
}
