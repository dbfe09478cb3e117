/**
 * `npm run bench [name] [args…]`: runs one benchmark by name, or all of them in turn (the tap
 * and bundle ones need `npx vite build --outDir /tmp/benchdist` first, lighthouse and
 * repeat-visit `npm run build`). They print; none fails a build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches: Record<string, string[]> = {
  'qi-reports': ['bench/qi-reports.ts'],
  'cc-reports': ['bench/cc-reports.ts'],
  dashboard: ['bench/dashboard.ts'],
  production: ['bench/production.ts'],
  stock: ['bench/stock.ts'],
  sales: ['bench/sales.ts'],
  tap: ['bench/tap.ts'],
  bundle: ['bench/bundle.ts'],
  outbox: ['--tsconfig', 'tsconfig.app.json', 'bench/outbox.ts'],
  lighthouse: ['bench/lighthouse/lighthouse.ts'],
  'repeat-visit': ['bench/repeat-visit.ts'],
  cluster: ['bench/cluster.ts'],
  'erpnext-sync': ['bench/erpnext-sync.ts'],
  alerts: ['bench/alerts.ts'],
};

/**
 * Benchmarks whose packages the app's install leaves out (their own package.json and lock): the
 * first run installs them into their folder.
 */
const ownPackages: Record<string, string> = { lighthouse: 'bench/lighthouse' };

function installOwn(dir: string): boolean {
  if (existsSync(`${dir}/node_modules`)) return true;
  console.log(`# installing ${dir}'s packages (once)`);
  // `npm install` from the lock, not `npm ci`: one of Lighthouse's packages asks for another at
  // "latest", which `npm ci` takes for a lock out of date as soon as a newer one is published.
  const install = spawnSync(
    'npm',
    ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund'],
    { stdio: 'inherit' },
  );
  return install.status === 0;
}

const [name, ...args] = process.argv.slice(2);
if (name && !benches[name]) {
  console.error(`No bench "${name}"; there are: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const chosen = name ? [name] : Object.keys(benches);
let failed = 0;
for (const bench of chosen) {
  console.log(`\n# bench ${bench}`);
  const own = ownPackages[bench];
  if (own && !installOwn(own)) {
    failed += 1;
    continue;
  }
  const run = spawnSync('npx', ['tsx', ...(benches[bench] ?? []), ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exitCode = failed ? 1 : 0;
