/**
 * In CI each vitest run also writes a JSON report, which scripts/ci-summary.mjs adds up into the
 * closing "N passed, N failed" line.
 */
export function ciReporters(suite: string): (string | [string, { outputFile: string }])[] {
  const dir = process.env.CI_REPORT_DIR;
  if (!dir) return ['default'];
  const tag = process.env.CI_REPORT_TAG ?? 'local';
  return ['default', ['json', { outputFile: `${dir}/${suite}-${tag}.json` }]];
}
