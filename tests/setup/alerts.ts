import type { AlertRow } from '../../contract/main/alerts';

/** An alert as getAlerts answers it: a repeated needle line on machine M12, open, unless told. */
export const alertOf = (over: Partial<AlertRow> = {}): AlertRow => ({
  id: 1,
  rule: 'repeatDefect',
  subjectKind: 'machine',
  subject: 'M12',
  lot: null,
  defect: 'Needle line',
  defectTa: 'ஊசிக் கோடு',
  state: 'open',
  rollCount: 2,
  rolls: [
    { rollNo: 'R-101', reportNo: 'QI-1', addedAt: '2026-03-02T08:00:00.000Z' },
    { rollNo: 'R-103', reportNo: 'QI-1', addedAt: '2026-03-02T09:00:00.000Z' },
  ],
  raisedAt: '2026-03-02T09:00:00.000Z',
  lastSeenAt: '2026-03-02T09:00:00.000Z',
  acknowledgedBy: null,
  acknowledgedAt: null,
  acknowledgeNote: null,
  resolvedBy: null,
  resolvedAt: null,
  resolveNote: null,
  ...over,
});

/** One alert of each rule, as the mill's defaults raise them. */
export const alertsOfEachRule = (): AlertRow[] => [
  alertOf(),
  alertOf({
    id: 2,
    rule: 'grade3',
    defect: null,
    defectTa: null,
    rollCount: 1,
    rolls: [{ rollNo: 'R-104', reportNo: 'QI-2', addedAt: '2026-03-02T10:00:00.000Z' }],
  }),
  alertOf({
    id: 3,
    rule: 'supplierLot',
    subjectKind: 'supplier',
    subject: 'Supplier X',
    lot: 'L-7',
    defect: null,
    defectTa: null,
  }),
  alertOf({
    id: 4,
    rule: 'ccLotRejected',
    subjectKind: 'ccLot',
    subject: 'QCC-12',
    defect: null,
    defectTa: null,
    rollCount: 0,
    rolls: [],
  }),
];
