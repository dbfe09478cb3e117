/**
 * `npm test`: the typecheck and the build side by side (each keeps one core busy, and the browser
 * tests need the build), then the unit and server tests, then the browser tests. Stops at the first
 * stage that fails, and prints each stage's wall time so a slow loop shows where it goes.
 */
import { spawn } from 'node:child_process';

function run(name: string, command: string, args: readonly string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `== ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`}, ${seconds} s`,
      );
      resolve(code ?? 1);
    });
  });
}

const stages: (() => Promise<number[]>)[] = [
  () =>
    Promise.all([
      run('typecheck', 'npx', ['tsc', '-b']),
      run('build', 'npm', ['run', '--silent', 'build']),
    ]),
  async () => [await run('unit and server tests', 'npx', ['vitest', 'run'])],
  async () => [
    await run('browser tests', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts']),
  ],
];

const started = performance.now();
let failed = false;
for (const stage of stages) {
  if ((await stage()).some((code) => code !== 0)) {
    failed = true;
    break;
  }
}
console.log(
  `== npm test: ${failed ? 'failed' : 'passed'}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
