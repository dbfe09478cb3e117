/**
 * `npm run dev`: the API (restarted on change by tsx watch) and the Vite dev server side by side.
 * Vite proxies /api, /api3003 and /api3020 to the API, so the browser sees one origin as in production.
 * Only node:child_process, so it runs wherever Node does; Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, command: string, args: string[]): void {
  // npx resolves the project's own binaries; a shell is needed for npx.cmd on Windows.
  const child = spawn('npx', [command, ...args], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: process.env,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // One half without the other is useless: stop everything and report which one ended.
    console.error(`[dev] ${name} exited (${signal ?? code ?? 0}); stopping.`);
    stop('SIGTERM', typeof code === 'number' && code !== 0 ? code : 1);
  });
  children.push(child);
}

function stop(signal: NodeJS.Signals, exitCode: number): void {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  // Give both a moment to close their ports, then leave even if one hangs.
  setTimeout(() => process.exit(exitCode), 3000).unref();
  Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => c.once('exit', resolve)),
    ),
  ).then(() => process.exit(exitCode));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => stop(signal, 0));
}

start('api', 'tsx', ['watch', 'server/main.ts']);
start('vite', 'vite', []);
