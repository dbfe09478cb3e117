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
      },
    };
  }
}

/** Bad input that names the field, e.g. `badInput('jsonData.kg', 'must not be negative')`. */
export const badInput = (path: string, message: string): AppError =>
  new AppError('bad_input', `${path}: ${message}`, [{ path, message }]);

export const notFound = (message: string): AppError => new AppError('not_found', message);
export const conflict = (message: string): AppError => new AppError('conflict', message);
export const forbidden = (message = 'You do not have access to this.'): AppError =>
  new AppError('forbidden', message);
