import type { ErrorBody, ErrorCode } from '../../contract';
import { statusOf } from '../../contract';

type Issue = { path: string; message: string };

/** The one error type handlers throw; the HTTP layer turns it into the contract's error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
    readonly retryAfterSeconds?: number,
    readonly detail?: Record<string, string>,
  ) {
    super(message);
  }
  get status(): number {
    return statusOf[this.code];
  }
  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: this.retryAfterSeconds }
          : {}),
        ...(this.detail ? { detail: this.detail } : {}),
      },
    };
  }
}

/** Bad input that names the field, e.g. `badInput('jsonData.kg', 'must not be negative')`. */
export const badInput = (path: string, message: string): AppError =>
  new AppError('bad_input', `${path}: ${message}`, [{ path, message }]);

export const notFound = (message: string): AppError => new AppError('not_found', message);
/** A refusal; `detail` carries its reason and values for the client to word (contract errors.ts). */
export const conflict = (message: string, detail?: Record<string, string>): AppError =>
  new AppError('conflict', message, undefined, undefined, detail);
export const forbidden = (message = 'You do not have access to this.'): AppError =>
  new AppError('forbidden', message);

/**
 * A database error that the request's own values caused, as the contract's error. The schema
 * catches bad input first; this is the net under it, so a value the schema let through but the
 * database refuses (a text it cannot store, a number beyond a column, a duplicate) is the client's
 * 400 or 409 and never a 500. Returns null for errors that are the server's own.
 *
 * SQLSTATE classes: 22 data exception, 23 integrity constraint violation, 54 program limit
 * exceeded (a statement too complex or too deep), 40 transaction rollback (a deadlock or
 * serialisation failure between concurrent saves: trying again succeeds). PostgreSQL and PGlite
 * report the same codes; drizzle wraps them, so the cause chain is searched.
 */
export function fromDatabaseError(error: unknown): AppError | null {
  const code = sqlStateOf(error);
  if (!code) return null;
  if (code === '23505') {
    return conflict('This was already saved (a value that must be unique is taken).');
  }
  // 40: deadlock or serialisation failure; 55P03: a lock not granted in time (a repeat of a save
  // still running). Either way, the same save sent again succeeds.
  if (code.startsWith('40') || code === '55P03') {
    return new AppError(
      'busy',
      'Another save changed the same record at the same moment. Try again.',
    );
  }
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('54')) {
    return new AppError(
      'bad_input',
      `The database refused a value in this request: ${reasonOf(code)}.`,
    );
  }
  return null;
}

/**
 * The database cannot be reached or is not answering, as the contract's 503 with a message that
 * says so; null for any other error. The driver's own errors (refused, reset, timed out, the
 * database gone or shutting down, too many connections) are looked for along the cause chain,
 * since drizzle wraps them.
 */
export function unavailableFrom(error: unknown): AppError | null {
  for (const e of causesOf(error)) {
    const why = downReason(e as { code?: unknown; message?: unknown });
    if (why) return new AppError('unavailable', why, undefined, 5);
  }
  return null;
}

const notReachable =
  'The database is not reachable just now. Nothing was lost; try again in a minute.';
const notAnswering =
  'The database did not answer in time. Nothing was lost; try again in a minute.';

function downReason(e: { code?: unknown; message?: unknown }): string | null {
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  // Network: refused, reset, unreachable, a name that does not resolve.
  if (/^(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)$/.test(code))
    return notReachable;
  if (code === 'ETIMEDOUT') return notAnswering;
  // SQLSTATE 08 connection exception, 57P01–57P05 shut down or crashed, 53300 too many
  // connections, 3D000 the database does not exist, 28 the account is refused.
  if (/^(08...|57P0[1-5]|53300|3D000|28...)$/.test(code)) return notReachable;
  // 57014: statement_timeout cancelled the statement.
  if (code === '57014') return notAnswering;
  // node-postgres's own, which carry no code.
  if (
    /timeout exceeded when trying to connect|Query read timeout|Connection terminated/.test(message)
  )
    return notAnswering;
  if (/Cannot use a pool after calling end|not queryable|Client was closed/.test(message))
    return notReachable;
  return null;
}

/** Plain words for the refusal; the database's own message may name tables and constraints. */
function reasonOf(code: string): string {
  if (code === '22021' || code === '22P05') return 'text with a character it cannot store';
  if (code === '22003') return 'a number out of range';
  if (code === '22008' || code === '22007') return 'a date or time out of range';
  if (code === '22001') return 'a text too long';
  if (code === '23503') return 'it refers to something that does not exist';
  if (code === '23502') return 'a required value is missing';
  if (code.startsWith('54')) return 'it is too large or too deeply nested';
  return 'a value it cannot accept';
}

/** The five-character SQLSTATE of a database error, looked for along the `cause` chain. */
export function sqlStateOf(error: unknown): string | null {
  for (const e of causesOf(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** An error and its causes, a few deep: drizzle wraps the driver's error in its own. */
function* causesOf(error: unknown): Generator<object> {
  for (let e = error, hops = 0; e && typeof e === 'object' && hops < 5; hops++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}
