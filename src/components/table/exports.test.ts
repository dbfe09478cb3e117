/**
 * Every CSV the app exports, opened as a spreadsheet opens it: the file's text parsed back, each
 * figure a bare number ("822553.4", never "₹8,22,553.4"), each unit in its header, each date
 * ISO, in English and in Tamil. The rows are answers shaped like each call's contract (the
 * server's own schema), so every field an export writes is tried; a screen that gains a CSV
 * button without an entry here fails the first test.
 */
import fc from 'fast-check';
import { parse } from 'papaparse';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { calls, type CallName, type CallOutput, type Calls } from '@contract';
import { runs } from '../../../tests/support/depth';
import { shaped } from '../../../tests/support/inputs';
import { localeStore, type Locale } from '../../i18n';
import { panelCall, type DashboardDefinition } from '../../features/dashboards/definition';
import { inspectionDashboard } from '../../features/dashboards/definitions/inspection';
import { productionDashboard } from '../../features/dashboards/definitions/production';
import { salesDashboard } from '../../features/dashboards/definitions/sales';
import { pick, rowsOf } from '../../features/dashboards/read';
import { visitorColumns } from '../../features/gate/report/columns';
import { scanColumns } from '../../features/gate/scan/columns';
import { orderReportColumns } from '../../features/sales/orderReport/columns';
import { orderColumns, sentColumns } from '../../features/sales/orders/columns';
import { pivotColumns } from '../../features/sales/pivot/columns';
import { pivotMeasures } from '../../features/sales/pivot/search';
import { pivotTable } from '../../features/sales/pivot/table';
import { pairColumns } from '../../features/stock/levels/pairs';
import {
  groupColumns,
  groupStock,
  stockColumns,
  viewCalls,
} from '../../features/stock/levels/stock';
import { lossColumns, toLines } from '../../features/stock/loss/columns';
import type { TableColumn } from './columns';
import { csvText, isFigure, unitOf, type ReadCell } from './csv';

/** One table as its file: the text, and the values its cells were written from. */
interface Written {
  text: string;
  rows: number;
  columns: readonly Pick<TableColumn<never>, 'key' | 'format' | 'unit'>[];
  value: (row: number, column: number) => unknown;
}

const byKey = <Row>(row: Row, key: keyof Row & string): unknown => row[key];

async function written<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  read: ReadCell<Row> = byKey,
): Promise<Written> {
  return {
    text: await csvText(rows, columns, read),
    rows: rows.length,
    columns,
    value: (r, c) => {
      const row = rows[r];
      const column = columns[c];
      return row === undefined || column === undefined ? undefined : read(row, column.key);
    },
  };
}

interface Export {
  /** The screen (under src/features) whose CSV button writes it. */
  file: string;
  /** The call whose answer it writes. */
  call: CallName;
  /** The tables the screen writes from one answer (a list, and its groupings). */
  tables: (answer: unknown) => Promise<Written>[];
}

/** A list answer's rows: the answer itself, or its page's `rows`. */
function listOf<Row>(answer: unknown): Row[] {
  const rows = Array.isArray(answer) ? answer : (answer as { rows?: unknown }).rows;
  return (Array.isArray(rows) ? rows : []) as Row[];
}

type Answer<C extends CallName> = CallOutput<Calls[C]>;
type ListRow<C extends CallName> =
  Answer<C> extends readonly (infer R)[] ? R : Answer<C> extends { rows: (infer R)[] } ? R : never;
const list = <C extends CallName>(_call: C, answer: unknown) => listOf<ListRow<C>>(answer);

const dashboards: readonly DashboardDefinition[] = [
  inspectionDashboard,
  productionDashboard,
  // Breakdowns name the same calls for every segment and period.
  salesDashboard('Textiles', 'thisMonth'),
];

const dashboardExports: Export[] = dashboards.flatMap((def) =>
  def.sections
    .flatMap((s) => s.panels)
    .flatMap((panel) =>
      panel.kind === 'breakdown' || panel.kind === 'table'
        ? (['greige', 'finish'] as const).map((stage): Export => ({
            file: panel.kind === 'table' ? 'dashboards/TableView.tsx' : 'dashboards/panels.tsx',
            call: panelCall(panel.call, stage),
            tables: (answer) => [written(rowsOf(answer), panel.columns, pick)],
          }))
        : [],
    ),
);

const stockExports = (Object.keys(viewCalls) as (keyof typeof viewCalls)[]).map((view): Export => ({
  file: 'stock/levels/ListStock.tsx',
  call: viewCalls[view],
  tables: (answer) => {
    const rows = list(viewCalls[view], answer);
    return [
      written(rows, stockColumns(view)),
      written(groupStock(rows, 'warehouse'), groupColumns('warehouse')),
      written(groupStock(rows, 'item'), groupColumns('item')),
    ];
  },
}));

const exportsOfTheApp: readonly Export[] = [
  {
    file: 'sales/orders/OrderListPage.tsx',
    call: 'getSalesOrderFromDBAllData',
    tables: (a) => [written(list('getSalesOrderFromDBAllData', a), orderColumns())],
  },
  {
    file: 'sales/orders/SentRolls.tsx',
    call: 'getStockEntryReportRows',
    tables: (a) => [written(list('getStockEntryReportRows', a), sentColumns())],
  },
  {
    file: 'sales/orderReport/OrderReportPage.tsx',
    call: 'getSalesOrderReportAllDetailsForDate',
    tables: (a) => [written(list('getSalesOrderReportAllDetailsForDate', a), orderReportColumns())],
  },
  {
    file: 'sales/pivot/PivotPage.tsx',
    call: 'getSalesPivot',
    tables: (a) =>
      pivotMeasures.map((measure) => {
        const t = pivotTable(a as Answer<'getSalesPivot'>, {
          others: (n) => `${n} others`,
          total: 'Total',
          round: measure === 'amount',
        });
        // A column's name is a key of the data (a customer, a month): named plainly here, so
        // the check that a title never names its unit twice is about the app's own words.
        const columns = t.columns.map((c, i) => ({ ...c, label: `Column ${i + 1}` }));
        return written(t.rows, pivotColumns({ rows: 'customer', measure }, columns));
      }),
  },
  {
    file: 'gate/report/VisitorReportPage.tsx',
    call: 'getVisitorReportFromDBAllData',
    tables: (a) => [written(list('getVisitorReportFromDBAllData', a), visitorColumns())],
  },
  {
    file: 'gate/scan/SecurityScanPage.tsx',
    call: 'getSecurityScanReport',
    tables: (a) => [written(list('getSecurityScanReport', a), scanColumns())],
  },
  ...stockExports,
  {
    file: 'stock/levels/PairsView.tsx',
    call: 'getFabricCollarCuffStockDetails',
    tables: (a) => [written(list('getFabricCollarCuffStockDetails', a), pairColumns())],
  },
  {
    file: 'stock/loss/ProcessLossPage.tsx',
    call: 'getPOProcessLossFromDB',
    tables: (a) => [written(toLines(list('getPOProcessLossFromDB', a)), lossColumns())],
  },
  ...dashboardExports,
];

/** Each call once per screen: a dashboard without a stage switch asks one call for both. */
const cases = [
  ...new Map(exportsOfTheApp.map((e) => [`${e.file} ${e.call}`, e] as const)).values(),
];

/** Answers shaped like the call's contract: what the server may send. */
const answers = (call: CallName) =>
  shaped(
    z.toJSONSchema(calls[call].output, { io: 'output', unrepresentable: 'any' }) as Parameters<
      typeof shaped
    >[0],
  );

/** A number as a spreadsheet reads one in any locale: digits, "." before decimals, nothing else. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const unitSuffix: Readonly<Record<Locale, Record<'inr' | 'kg' | 'percent', string>>> = {
  en: { inr: ' (₹)', kg: ' (kg)', percent: ' (%)' },
  ta: { inr: ' (₹)', kg: ' (கிலோ)', percent: ' (%)' },
};

const figureOf = (v: unknown): number =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : NaN;

/** Opens the file as a spreadsheet would and checks every cell of every figure and date column. */
function checkOpened(file: Written, locale: Locale): void {
  expect(file.text.startsWith('\uFEFF')).toBe(true);
  const { data, errors } = parse<string[]>(file.text.slice(1));
  expect(errors).toEqual([]);
  const [head, ...lines] = data;
  expect(head).toHaveLength(file.columns.length);
  expect(lines).toHaveLength(file.rows);
  file.columns.forEach((c, i) => {
    const title = head?.[i] ?? '';
    expect(title.trim()).not.toBe('');
    const unit = unitOf(c);
    if (unit) expect(title.endsWith(unitSuffix[locale][unit]), title).toBe(true);
    // Named once: never "Kg (kg)".
    expect(title).not.toMatch(/kg.*\(kg\)|₹.*\(₹\)|%.*\(%\)/i);
    lines.forEach((line, r) => {
      const cell = line[i] ?? '';
      const v = file.value(r, i);
      if (isFigure(c)) {
        const n = figureOf(v);
        if (!Number.isFinite(n)) expect(cell, title).toBe('');
        else {
          expect(cell, title).toMatch(PLAIN_NUMBER);
          expect(Math.abs(Number(cell) - n), title).toBeLessThanOrEqual(5e-5 + Math.abs(n) * 1e-12);
        }
      } else if (c.format === 'date') {
        if (cell !== '') expect(cell, title).toMatch(ISO_DAY);
        if (typeof v === 'string' && ISO_DAY.test(v)) expect(cell, title).toBe(v);
      } else if (c.format === 'dateTime') {
        if (cell !== '') expect(cell, title).toMatch(ISO_MOMENT);
      }
    });
  });
}

describe('every CSV export', () => {
  it('is checked here: every screen that writes a CSV has its tables below', () => {
    const sources = import.meta.glob<string>(['../../features/**/*.{ts,tsx}', '!**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const writers = Object.entries(sources)
      .filter(([, text]) => text.includes('downloadCsv('))
      .map(([path]) => path.replace('../../features/', ''));
    expect(writers.length).toBeGreaterThan(0);
    expect(new Set(cases.map((e) => e.file))).toEqual(new Set(writers));
  });

  it.each(cases.map((e) => [e.file, e.call, e] as const))(
    '%s (%s): figures are plain numbers, units in the header, dates ISO, in either language',
    async (_file, call, e) => {
      await fc.assert(
        fc.asyncProperty(answers(call), fc.constantFrom<Locale>('en', 'ta'), async (a, locale) => {
          localeStore.set(locale);
          try {
            for (const file of await Promise.all(e.tables(a))) checkOpened(file, locale);
          } finally {
            localeStore.set('en');
          }
        }),
        { numRuns: runs(100, 8) },
      );
    },
  );
});

describe('the sales orders’ CSV', () => {
  const order = {
    salesOrderNo: 'SO-0001',
    date: '2026-11-23',
    customer: 'Sri Mills',
    status: 'To Deliver and Bill',
    qtyKg: 1234.5,
    transferredQtyKg: 200,
    amount: 822553.4,
    segment: 'Textiles',
  } as ListRow<'getSalesOrderFromDBAllData'>;

  it('writes the amount as a number a spreadsheet sums, rupees named in the header', async () => {
    const lines = (await csvText([order], orderColumns())).slice(1).split('\r\n');
    expect(lines).toEqual([
      'Order,Date,Customer,Status,Ordered (kg),Sent (kg),Amount (₹),Segment',
      'SO-0001,2026-11-23,Sri Mills,To deliver and bill,1234.5,200,822553.4,Textiles',
    ]);
  });

  it('writes the same figures in Tamil, only the words change', async () => {
    localeStore.set('ta');
    const [head, line] = (await csvText([order], orderColumns())).slice(1).split('\r\n');
    expect(head).toContain('(₹)');
    expect(head).toContain('(கிலோ)');
    expect(line).toMatch(/^SO-0001,2026-11-23,Sri Mills,[^,]+,1234\.5,200,822553\.4,Textiles$/);
  });
});
