// Sums the vitest JSON reports of a CI run into the closing line "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  // Name what failed, so a red run says where to look without the full log.
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (suite.status === 'failed' && failedTests.length === 0) {
      console.log(`  FAILED ${where}: ${(suite.message ?? '').split('\n')[0]}`);
    }
    for (const t of (suite.assertionResults ?? []).filter(
      (t) => t.status === 'passed' && (t.failureMessages ?? []).length > 0,
    )) {
      console.log(`  PASSED ON RETRY ${where} > ${t.fullName}`);
      console.log(`    ${(t.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`);
    }
    for (const t of failedTests) {
      console.log(`  FAILED ${where} > ${t.fullName}`);
      console.log(`    ${(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
