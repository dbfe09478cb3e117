import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { scanColumns } from './columns';
import { findingText, type ScanRow } from './words';

const outTime = '2026-11-29T00:10:00.000Z';
const scan = (finding: ScanRow['finding'], remarks: string | null = null): ScanRow => ({
  scanId: 'SCAN-20261129-0001',
  scannedAt: '2026-11-29T00:40:00.000Z',
  guard: 'velu',
  gate: 'Main Gate',
  code: 'VIS-20261128-0007',
  kind: 'visitorPass',
  status: 'duplicate',
  reference: 'VIS-20261128-0007',
  finding,
  remarks,
});
const visitorOut = scan(
  { what: 'visitorOut', name: 'Ravi Kumar', at: outTime, day: null, entryNo: null, days: null },
  'Came back for his bag',
);

describe('what a gate scan found, in the guard’s words', () => {
  it('words a visitor already out with the app’s date format, in English and Tamil', () => {
    const time = formatDateTime(outTime);
    expect(time).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(findingText(visitorOut)).toBe(`Ravi Kumar was already marked out at ${time}`);
    localeStore.set('ta');
    expect(findingText(visitorOut)).toBe(`Ravi Kumar ஏற்கனவே ${time} க்கு வெளியே போனார்`);
  });

  it('shows the finding before the guard’s remarks in the report and its CSV', () => {
    const remarks = scanColumns().find((c) => c.key === 'remarks');
    expect(remarks?.display?.(visitorOut)).toBe(
      `Ravi Kumar was already marked out at ${formatDateTime(outTime)} · Came back for his bag`,
    );
    expect(remarks?.display?.(scan(null, 'Torn label'))).toBe('Torn label');
  });

  it('words goods posted too long ago with the day and the days looked back', () => {
    const old = scan({
      what: 'postedEarlier',
      name: null,
      at: null,
      day: '2026-10-30',
      entryNo: null,
      days: 7,
    });
    expect(findingText(old)).toBe(`Posted on ${formatDate('2026-10-30')}: not in the last 7 days`);
    expect(formatDate('2026-10-30')).toBe('30-10-2026');
  });
});
