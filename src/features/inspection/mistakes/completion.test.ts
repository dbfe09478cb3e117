import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { rollSheetQuery } from '../queries';
import { keptCompletion, markCompleted } from './completion';
import { sheet } from './testSheet';

const kept = (jsonData: Record<string, unknown>, call = 'postRollSummaryData') => ({
  call,
  input: { jsonData },
});

describe('a report’s completion kept on the tablet', () => {
  it('is found by its report, with the inspector’s verdict', () => {
    const pending = [
      kept({ reportNo: 'QI-1', rollNo: 'R-1', mistake: 'Hole', points: 4 }, 'postMistakeData'),
      kept({ reportNo: 'QI-1', rollNo: 'R-1', completeReport: false }),
      kept({ reportNo: 'QI-2', rollNo: 'R-9', completeReport: true, verdict: 'inspectOk' }),
      kept({ reportNo: 'QI-1', rollNo: 'R-2', completeReport: true, verdict: 'inspectNotOk' }),
    ];
    expect(keptCompletion(pending, 'QI-1')).toBe('inspectNotOk');
    expect(keptCompletion(pending, 'QI-2')).toBe('inspectOk');
    expect(keptCompletion(pending, 'QI-3')).toBeNull();
  });
});

describe('marking a report completed on the tablet', () => {
  it('turns every cached sheet of its rolls completed, and no other report’s', () => {
    const client = new QueryClient();
    const other = sheet();
    const mine = { ...sheet(), report: { ...sheet().report, reportNo: 'QI-7' } };
    client.setQueryData(rollSheetQuery('QI-1', 'R-1').queryKey, other);
    client.setQueryData(rollSheetQuery('QI-7', 'R-1').queryKey, {
      ...mine,
      roll: { ...mine.roll, reportNo: 'QI-7' },
    });
    markCompleted(client, 'QI-7', 'inspectNotOk');
    const done = client.getQueryData<ReturnType<typeof sheet>>(
      rollSheetQuery('QI-7', 'R-1').queryKey,
    );
    expect(done?.report).toMatchObject({ status: 'completed', verdict: 'inspectNotOk' });
    expect(done?.roll.status).toBe('completed');
    expect(client.getQueryData(rollSheetQuery('QI-1', 'R-1').queryKey)).toBe(other);
  });
});
