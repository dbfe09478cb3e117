import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callPath, calls } from '@contract';
import { useReport, type QiReportWithRolls } from '../queries';

const report: QiReportWithRolls = {
  reportNo: 'QI-7',
  date: '2025-03-04',
  stage: 'greige',
  status: 'completed',
  verdict: 'inspectOk',
  sourceKind: 'jobCard',
  sourceDocNo: 'PO-JOB00001',
  supplier: null,
  itemCode: 'FAB-1',
  itemName: 'Single jersey 180',
  colour: null,
  lot: null,
  inspector: 'asha',
  tableName: 'Table 1',
  rolls: 0,
  totalKg: 0,
  totalPoints: 0,
  points100m2: null,
  grade: null,
  rollRows: [],
};

/** Every request that reached the server: path and query. */
const asked: string[] = [];
const server = setupServer(
  http.get(`*${callPath(calls.getQIReportWithRollsFromDB)}`, ({ request }) => {
    const no = new URL(request.url).searchParams.get('report_no');
    return no === report.reportNo
      ? HttpResponse.json(report)
      : HttpResponse.json(
          { error: { code: 'not_found', message: `No QI report ${no}.` } },
          { status: 404 },
        );
  }),
);
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  asked.push(`${url.pathname}${url.search}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

function open(reportNo: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useReport(reportNo), { wrapper });
}

describe('opening one report', () => {
  it('fetches that report by its number alone, not report lists or a whole day', async () => {
    const { result } = open('QI-7');
    await waitFor(() => expect(result.current.report).toEqual(report));
    expect(asked).toEqual([`${callPath(calls.getQIReportWithRollsFromDB)}?report_no=QI-7`]);
  });

  it('says the report was not found when the server has no such number', async () => {
    const { result } = open('QI-404');
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(result.current).toMatchObject({ report: undefined, error: null, isPending: false });
  });
});
