import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash would: no request finishes, nothing closes. */
  kill(): Promise<void>;
  /** Starts the same server again on the same port and data (after `stop`). */
  restart(): Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/**
 * Runs `server/main.ts` as a real process on the built PWA (dist/) and an embedded database: a new
 * one, or a copy of `dataFrom` (a stopped server's data folder, such as the run's demo mill).
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { dataFrom?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'greige-e2e-'));
  if (opts.dataFrom) cpSync(opts.dataFrom, dataDir, { recursive: true });
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;

  const start = async () => {
    // Already running: a second server on the same port would fail to listen and, replacing
    // `child`, leave this one running with nothing left to stop it.
    if (child && child.exitCode === null && child.signalCode === null) return;
    // Always the embedded database: an inherited DATABASE_URL is dropped, not set to '' (the
    // server's config rejects an empty URL).
    const { DATABASE_URL: _inherited, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    // Seeding the demo mill on a first start takes about 30 s alone, minutes on a loaded machine.
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not start in time:\n${output}`);
  };

  const end = async (signal: NodeJS.Signals) => {
    const c = child;
    // Ended already: by its own exit, or by a signal (then exitCode stays null).
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill(signal);
    });
  };

  await start();
  return {
    url,
    port,
    dataDir,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    restart: start,
  };
}

export const removeDataDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
