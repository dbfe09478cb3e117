import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';

/**
 * The mail server of the browser tests: a real SMTP server (smtp-server) in the process that runs
 * the suite, which the app server sends visitor emails to. The test files run in other processes,
 * so each message it takes is written to a directory of its own, one JSON file a message: the
 * envelope's recipients and the raw message as it arrived.
 */

export interface MailServer {
  /** The app's SMTP_URL. */
  url: string;
  /** Where the messages are written (handed to the test files as `mailDir`). */
  dir: string;
  stop(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'greige-e2e-mail-'));
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received += 1;
        const name = `${String(received).padStart(5, '0')}.json`;
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        // Written aside, then renamed: a reader never sees half a message.
        writeFileSync(path.join(dir, `.${name}`), JSON.stringify(message));
        renameSync(path.join(dir, `.${name}`), path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const message = z.object({ to: z.array(z.string()), raw: z.string() });
export type ReceivedMail = z.infer<typeof message>;

/** Every message the mail server has taken so far, oldest first. */
export function receivedMail(dir: string): ReceivedMail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((f) => message.parse(JSON.parse(readFileSync(path.join(dir, f), 'utf8'))));
}
