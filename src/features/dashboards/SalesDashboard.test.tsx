import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayInZone, periodRange } from '@rules/periods';
import { DashboardScreen } from './DashboardView';
import { salesDashboard } from './definitions/sales';

const april = { yearStartMonth: 4 };
const answers: Record<string, () => JsonBodyType> = {
  getExportSalesDataForThisYearDate: () => ({
    segment: 'Export',
    invoice: { amount: 12345678, qtyKg: 4321.25, count: 7 },
    order: { amount: 250000.4, qtyKg: 1000, count: 3 },
  }),
  getSalesInvoiceDetailsForThisYearDate: () => ({ amount: 98765432, qtyKg: 10, count: 40 }),
  getSalesOrderDetailsForThisYearDate: () => ({ amount: 0, qtyKg: 0, count: 0 }),
  getSalesInvoiceReportDetailsSalesPersonWiseForDate: () => [
    { key: 'SP-1', label: 'Kavitha', amount: 500000, qtyKg: 100 },
    { key: '', label: '', amount: 1000, qtyKg: 1 },
  ],
};
const asked: URL[] = [];
const server = setupServer(
  http.get('*/api/api/:call', ({ params, request }) => {
    asked.push(new URL(request.url));
    const answer = answers[String(params.call)];
    return HttpResponse.json(answer ? answer() : []);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

const askedFor = (call: string) => asked.filter((u) => u.pathname.endsWith(`/${call}`));

describe('the sales dashboard', () => {
  it('reads the segment of the address for the sales year, in rupees grouped the Indian way', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <DashboardScreen
            def={salesDashboard('Export', 'thisYear')}
            title="Sales Dashboard"
            search={{ preset: 'thisYear' }}
            year={april}
            onFiltersChange={vi.fn()}
            onDrill={vi.fn()}
            onCloseDrill={vi.fn()}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const tile = async (id: string) => {
      const el = await screen.findByText((_, e) => e?.getAttribute('data-tile') === id);
      return within(el as HTMLElement);
    };
    expect(await (await tile('seg-invoice-amount')).findByText('₹1,23,45,678')).toBeTruthy();
    expect(await (await tile('seg-invoice-kg')).findByText('4,321.3 kg')).toBeTruthy();
    expect(await (await tile('seg-order-amount')).findByText('₹2,50,000')).toBeTruthy();
    expect(await (await tile('all-invoice-amount')).findByText('₹9,87,65,432')).toBeTruthy();

    // This year is the financial year holding the mill's day, April to March.
    const year = periodRange('thisYear', dayInZone(new Date()), april);
    expect(year.from.endsWith('-04-01')).toBe(true);
    const first = askedFor('getExportSalesDataForThisYearDate')[0];
    expect(first?.searchParams.get('jsonStartDate')).toBe(year.from);
    expect(first?.searchParams.get('jsonEndDate')).toBe(year.to);
    // The trend is asked for the same year; the Textiles analytics take no period.
    const trend = askedFor('getSalesInvoiceDetailsForThisYearDateTrendChart')[0];
    expect(trend?.searchParams.get('jsonStartDate')).toBe(year.from);
    await screen.findByText('Invoiced by customer');
    await vi.waitFor(() =>
      expect(askedFor('getTextilesSalesInvoiceCustomerNameWise')[0]?.search).toBe(''),
    );
    // A sales person's bar, and the one without a sales person named as such.
    const persons = await screen.findByRole('list', { name: 'Invoiced by sales person' });
    expect(await within(persons).findByText('Kavitha')).toBeTruthy();
    expect(await within(persons).findByText('No sales person')).toBeTruthy();
  });
});
