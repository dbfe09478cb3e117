/**
 * Fails the build when the first visit or a route is over its budget (scripts/budgets.ts),
 * printing the table of sizes either way. Run by `npm run build` after the precache check.
 *
 *   tsx scripts/check-budget.ts [distDir]
 */
import { pathToFileURL } from 'node:url';
import { budgets as defaultBudgets, type Budgets } from './budgets';
import { kib, measureBundle, type BundleSizes } from './bundleSizes';

export interface BudgetCheck {
  /** The table of sizes against their budgets (markdown). */
  table: string;
  /** One line per budget exceeded, naming what and by how much; empty when all hold. */
  over: string[];
}

export function checkBudget(sizes: BundleSizes, budgets: Budgets = defaultBudgets): BudgetCheck {
  const rows: { what: string; gzip: number; raw: number; budgetKiB: number }[] = [
    { what: 'first visit JS', ...sizes.firstVisit.js, budgetKiB: budgets.firstVisitJsKiB },
    { what: 'first visit CSS', ...sizes.firstVisit.css, budgetKiB: budgets.firstVisitCssKiB },
    ...sizes.routes.map((r) => ({
      what: `route ${r.route} (on top)`,
      ...r.added,
      budgetKiB: budgets.routeKiB,
    })),
  ];
  const table = [
    '| what | raw KiB | gzip KiB | budget gzip KiB | |',
    '|---|--:|--:|--:|---|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${kib(r.raw)} | ${kib(r.gzip)} | ${r.budgetKiB} | ${r.gzip > r.budgetKiB * 1024 ? 'OVER' : 'ok'} |`,
    ),
  ].join('\n');
  const over = rows
    .filter((r) => r.gzip > r.budgetKiB * 1024)
    .map((r) => `${r.what}: ${kib(r.gzip)} KiB gzip, budget ${r.budgetKiB} KiB`);
  return { table, over };
}

/** Measures `dist` and throws, naming each budget exceeded, when one is. Answers the table. */
export function assertBudget(
  dist: string,
  budgets: Budgets = defaultBudgets,
  routeNames?: Set<string>,
): string {
  const { table, over } = checkBudget(measureBundle(dist, routeNames), budgets);
  if (over.length > 0)
    throw new Error(
      `Bundle budget FAILED for ${dist}:\n${over.map((o) => `  ${o}`).join('\n')}\n\n${table}`,
    );
  return table;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist';
  try {
    const table = assertBudget(dist);
    console.log(`Bundle budget of ${dist}: every size within its budget.\n\n${table}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
