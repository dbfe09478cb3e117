/**
 * What the build may make a browser download, gzip KiB (see scripts/bundleSizes.ts for how it is
 * measured). The users are a guard's phone on the gate's weak signal and a cheap tablet: the first
 * visit must stay small as domains are added, and opening any screen must stay quick on top of it.
 * `npm run build` fails when one is exceeded (scripts/check-budget.ts).
 */
export interface Budgets {
  /** index.html's entry script and its module preloads. */
  firstVisitJsKiB: number;
  /** index.html's stylesheets. */
  firstVisitCssKiB: number;
  /** What opening one route downloads on top of the first visit. */
  routeKiB: number;
}

/**
 * Where the app must get to: a first visit of at most 150 KiB of JS and every screen at most 60
 * KiB more. Not reached yet (docs/decisions/013-first-visit.md says what is left).
 */
export const targets: Budgets = {
  firstVisitJsKiB: 150,
  firstVisitCssKiB: 20,
  routeKiB: 60,
};

/**
 * What the build enforces: today's sizes with a little room, so that nothing grows while the
 * remaining cuts are made. Lower these towards `targets` as they land; never raise them.
 */
export const budgets: Budgets = {
  firstVisitJsKiB: 155,
  firstVisitCssKiB: 20,
  routeKiB: 90,
};
