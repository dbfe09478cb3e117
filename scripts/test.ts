/**
 * `npm test`: the unit and server tests with the build and the typecheck beside them, then the
 * browser tests (which need the build) alone. The unit and server tests run on two workers of
 * many short files, and the build and the typecheck fill the gaps between them; the browser tests'
 * steps wait on the browser, the server and the runner in turn, and a typecheck beside them took
 * a core through every one of those waits (decision 055). Stops at the first stage that fails,
 * and prints each part's wall time so a slow loop shows where it goes.
 */
import { spawn, type ChildProcess } from 'node:child_process';

interface Running {
  child: ChildProcess;
  done: Promise<number>;
}

function run(name: string, command: string, args: readonly string[]): Running {
  const started = performance.now();
  // Its own process group, so that stopping it stops what it started (vitest's workers, the
  // server and Chromium of the browser tests).
  const child = spawn(command, args, { stdio: 'inherit', detached: true });
  const done = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `== ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`}, ${seconds} s`,
      );
      resolve(code ?? 1);
    });
  });
  return { child, done };
}

const stop = ({ child }: Running): void => {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};

/** Runs the parts side by side; the first to fail stops the others. */
async function together(parts: Running[]): Promise<boolean> {
  const codes = await Promise.all(
    parts.map((part) =>
      part.done.then((code) => {
        if (code !== 0) parts.filter((p) => p !== part).forEach(stop);
        return code;
      }),
    ),
  );
  return codes.every((code) => code === 0);
}

const stages: (() => Running[])[] = [
  () => [
    run('unit and server tests', 'npx', ['vitest', 'run']),
    run('build', 'npm', ['run', '--silent', 'build']),
    run('typecheck', 'npx', ['tsc', '-b']),
  ],
  () => [run('browser tests', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'])],
];

let current: Running[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    current.forEach(stop);
    process.exit(130);
  });
}

const started = performance.now();
let failed = false;
for (const stage of stages) {
  current = stage();
  if (!(await together(current))) {
    failed = true;
    break;
  }
}
console.log(
  `== npm test: ${failed ? 'failed' : 'passed'}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
