/** A roll's passport for the screen's tests: a greige roll followed through to dispatch. */
import type { PassportMove } from '../../../contract/main/passport';
import type { Passport, PassportDefect, PassportInspection } from './queries';

export const defect = (over: Partial<PassportDefect> = {}): PassportDefect => ({
  id: 'd-1',
  mistake: 'Hole',
  mistakeTa: 'ஓட்டை',
  points: 4,
  pieces: null,
  positionM: 12.5,
  continuousM: null,
  lengthMm: null,
  recordedAt: '2026-11-02T09:15:00+05:30',
  photos: [],
  ...over,
});

export const inspection = (over: Partial<PassportInspection> = {}): PassportInspection => ({
  kind: 'fabric',
  stage: 'greige',
  reportNo: 'QI-101',
  rollNo: 'GR-17',
  date: '2026-11-02',
  inspector: 'Asha',
  tableName: 'Table 2',
  status: 'completed',
  earlier: false,
  kg: 24.6,
  lengthM: 98.4,
  shade: null,
  points: 12,
  points100m2: 7.32,
  grade: 1,
  gradeReasons: [],
  piecesChecked: null,
  piecesRejected: null,
  passed: null,
  defects: [defect()],
  ...over,
});

/** One ledger line of the roll; an entry books two or more, balanced. */
export const line = (over: Partial<PassportMove>): PassportMove => ({
  entryNo: 'SE-900',
  kind: 'receipt',
  postingDate: '2026-11-01',
  rollNo: 'GR-17',
  warehouse: null,
  process: null,
  qtyKg: 0,
  rolls: 0,
  salesOrderNo: null,
  ...over,
});

/** Knitted and inspected greige, and nothing since. */
export const greigeOnly = (over: Partial<Passport> = {}): Passport => ({
  kind: 'greige',
  rollNo: 'GR-17',
  greigeRollNo: 'GR-17',
  finishRollNo: null,
  itemCode: 'SJ-180',
  itemName: 'Single jersey 180',
  colour: null,
  ccKind: null,
  size: null,
  origin: {
    sourceKind: 'workOrder',
    sourceDocNo: 'WO-55',
    workOrderNo: 'WO-55',
    supplier: null,
    machine: 'KM-04',
    operator: 'Murugan',
    shift: 'B',
    producedOn: '2026-11-01',
    knitReportNo: null,
    kg: 24.6,
    gsm: 180,
    widthCm: 160,
    diaIn: 30,
    pieces: null,
    rejectedPieces: null,
  },
  inspections: [inspection()],
  batch: null,
  processLoss: null,
  moves: [
    line({ warehouse: 'Greige Store', qtyKg: 24.6, rolls: 1 }),
    line({ process: 'knitting', qtyKg: -24.6, rolls: -1 }),
  ],
  whereNow: [{ warehouse: 'Greige Store', qtyKg: 24.6 }],
  dispatch: null,
  scans: [],
  ...over,
});

/** The same roll dyed, inspected finished (the first finish inspection replaced), sold and gone. */
export const dispatched = (): Passport =>
  greigeOnly({
    finishRollNo: 'FR-17',
    colour: 'Navy',
    inspections: [
      inspection(),
      inspection({
        stage: 'finish',
        reportNo: 'QI-140',
        rollNo: 'FR-17',
        date: '2026-11-09',
        earlier: true,
        grade: 3,
        points: 40,
        points100m2: 26.1,
        defects: [defect({ id: 'd-2', mistake: 'Stain', mistakeTa: 'கறை', points: 4 })],
      }),
      inspection({
        stage: 'finish',
        reportNo: 'QI-141',
        rollNo: 'FR-17',
        date: '2026-11-10',
        grade: 2,
        gradeReasons: [{ kind: 'gsmOut', measured: 168, spec: 180, tolerancePct: 5 }],
        defects: [
          defect({
            id: 'd-3',
            mistake: 'Stain',
            mistakeTa: 'கறை',
            points: 2,
            positionM: 40,
            continuousM: 1.5,
            photos: [
              {
                id: '0b8d2a1e-6f3c-4c1a-9d2e-1f2a3b4c5d6e',
                width: 640,
                height: 480,
                takenAt: '2026-11-10T10:00:00+05:30',
              },
            ],
          }),
        ],
      }),
    ],
    batch: {
      batchNo: 'B-88',
      processor: 'Sri Dyeing Works',
      colour: 'Navy',
      shade: 'Dark',
      machine: 'Soft flow 2',
      createdOn: '2026-11-03',
      sentOn: '2026-11-04',
      receivedOn: '2026-11-08',
    },
    processLoss: { greigeKg: 24.6, finishKg: 22.9, lossPct: 6.91 },
    moves: [
      ...greigeOnly().moves,
      ...[
        line({ warehouse: 'Greige Store', qtyKg: -24.6, rolls: -1 }),
        line({ warehouse: 'Sri Dyeing Works', qtyKg: 24.6, rolls: 1 }),
      ].map((l) => ({ ...l, entryNo: 'SE-1000', kind: 'batchIssue', postingDate: '2026-11-04' })),
      ...[
        line({ warehouse: 'Sri Dyeing Works', qtyKg: -24.6, rolls: -1 }),
        line({ process: 'dyeing', qtyKg: 24.6, rolls: 1 }),
        line({ rollNo: 'FR-17', process: 'dyeing', rolls: -1 }),
        line({ rollNo: 'FR-17', warehouse: 'Finished Goods', rolls: 1 }),
      ].map((l) => ({
        ...l,
        entryNo: 'SE-1100',
        kind: 'dyeingReceipt',
        postingDate: '2026-11-08',
      })),
      ...[
        line({ process: 'dyeing', qtyKg: -22.9 }),
        line({ warehouse: 'Finished Goods', qtyKg: 22.9 }),
      ].map((l) => ({
        ...l,
        entryNo: 'SE-1150',
        kind: 'weighing',
        postingDate: '2026-11-10',
        rollNo: 'FR-17',
      })),
      ...[
        line({ warehouse: 'Finished Goods', qtyKg: -22.9, rolls: -1 }),
        line({ warehouse: 'Dispatch', qtyKg: 22.9, rolls: 1 }),
      ].map((l) => ({
        ...l,
        entryNo: 'SE-1200',
        kind: 'transfer',
        postingDate: '2026-11-12',
        rollNo: 'FR-17',
        salesOrderNo: 'SO-310',
      })),
    ],
    whereNow: [],
    dispatch: { salesOrderNo: 'SO-310', entryNo: 'SE-1200', postingDate: '2026-11-12' },
    scans: [
      {
        scanId: 's-1',
        scannedAt: '2026-11-12T17:40:00+05:30',
        gate: 'Main gate',
        guard: 'Ravi',
        kind: 'roll',
        status: 'ok',
      },
    ],
  });
