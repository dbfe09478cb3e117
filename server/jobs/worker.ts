import type { FastifyBaseLogger } from 'fastify';

/**
 * The server's one worker: every background round (the gate's email retries and data purge, the
 * ERPNext pull and push, the backups) runs on it, now and then every `everyMs`. Each server of a
 * cluster runs all of them; what keeps the work single is in the database, not here: a queue's
 * jobs are taken under a lease (queue.ts), and a round meant to run once per interval across the
 * cluster says so in its own table (the ERPNext pull, the backup schedule).
 */
export interface Round {
  /** What the log calls it when it fails. */
  readonly name: string;
  readonly everyMs: number;
  /** `signal` is aborted when the server stops: a long round ends after its current step. */
  run(signal: AbortSignal): Promise<void>;
}

export interface Worker {
  /** Stops the timers and waits for the rounds in progress. */
  stop(): Promise<void>;
}

export function startWorker(log: FastifyBaseLogger, rounds: readonly Round[]): Worker {
  const stopping = new AbortController();
  const inFlight = new Map<string, Promise<void>>();
  const start = (round: Round) => {
    // A slow round is not overtaken by its next tick, and none starts once the server stops.
    if (stopping.signal.aborted || inFlight.has(round.name)) return;
    const running = round
      .run(stopping.signal)
      .catch((err: unknown) => log.error({ err }, `${round.name} failed`))
      .finally(() => inFlight.delete(round.name));
    inFlight.set(round.name, running);
  };
  const timers = rounds.map((round) => {
    start(round);
    const timer = setInterval(() => start(round), round.everyMs);
    // The timers alone never keep the process alive: it ends when the server closes.
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      stopping.abort();
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
