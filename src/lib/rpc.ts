import { FetchError, ofetch } from 'ofetch';
import { queryOptions } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput, Calls, ErrorBody, ErrorCode } from '@contract';
import { callMeta, CLIENT_HEADER, loadCall, loadErrorBody, pathOf } from '@contract/client';
import { codeOf } from './errorCode';
import { takeHeadStart } from './headStart';
import { parseAnswer } from './parseAnswer';

export { CLIENT_HEADER };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody['error'] | null,
    message: string,
  ) {
    super(message);
  }
  /** No answer at all (network down, server stopped): worth retrying later. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
  /** What the failure means: the server's code, else what the status stands for. */
  get code(): ErrorCode {
    return codeOf({ status: this.status, code: this.body?.code });
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();
/** The server is the authority on sessions: any 401 signs the user out on this device. */
export const onUnauthorized = (listener: Listener): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

/** Query parameters as older clients send them: text as is, anything structured JSON-encoded. */
function toQuery(input: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    query[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return query;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls the server by the contract's name; input and output are typed and the output is parsed.
 * The call's schemas load with its domain (contract/client.ts), alongside the request. Reads call
 * it directly; saves go through save.ts, which names their mode and gives them their key.
 */
export async function rpc<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  options: CallOptions = {},
): Promise<CallOutput<Calls[K]>> {
  const call = callMeta[name];
  const asPost = call.method === 'POST' || call.kind === 'save';
  const schemas = loadCall(name);
  // Awaited below; a failed request must not leave this promise's rejection unheard meanwhile.
  schemas.catch(() => undefined);
  try {
    const data: unknown =
      (!asPost && (await headStartAnswer(name, input as Record<string, unknown>))) ||
      (await ofetch(pathOf(name), {
        method: asPost ? 'POST' : 'GET',
        credentials: 'same-origin',
        headers: { [CLIENT_HEADER]: '1', ...options.headers },
        signal: options.signal,
        retry: 0,
        ...(asPost
          ? { body: input as Record<string, unknown> }
          : { query: toQuery(input as Record<string, unknown>) }),
      }));
    return (await parseAnswer((await schemas).output, data)) as CallOutput<Calls[K]>;
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * The answer index.html's start frame asked for this read (src/lib/headStart.ts), when it came
 * back whole and good: else null, and the read asks the server itself, so that a failure reads
 * as any other.
 */
async function headStartAnswer(name: CallName, input: Record<string, unknown>): Promise<unknown> {
  const answer = takeHeadStart(name, input);
  if (!answer) return null;
  try {
    const res = await answer;
    return res.ok ? ((await res.json()) as unknown) : null;
  } catch {
    return null;
  }
}

/** Any failure of a call as an ApiError; the error body's schema loads with the first failure. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? 0;
    const parsed = (await loadErrorBody()).safeParse(error.data);
    const body = parsed.success ? parsed.data.error : null;
    const apiError = new ApiError(
      status,
      body,
      body?.message ??
        (status === 0 ? 'No connection to the server.' : `The server answered ${status}.`),
    );
    if (status === 401) unauthorizedListeners.forEach((l) => l(apiError));
    return apiError;
  }
  return new ApiError(0, null, error instanceof Error ? error.message : String(error));
}

/**
 * Query keys are `['api', service, domain, call, input]`, all from the contract, so invalidating a
 * service, a domain or one call is a prefix match.
 */
export const callKey = <K extends CallName>(name: K, input?: CallInput<Calls[K]>) => {
  const { service, domain } = callMeta[name];
  return input === undefined
    ? (['api', service, domain, name] as const)
    : (['api', service, domain, name, input] as const);
};

/** The reads a save of `name` may have changed: those of its own domain, not the whole service. */
export const savedKey = (name: CallName) => {
  const { service, domain } = callMeta[name];
  return ['api', service, domain] as const;
};

/** TanStack Query options for a read call: `useQuery(callQuery('getAllItemsFromDB', {}))`. */
export const callQuery = <K extends CallName>(name: K, input: CallInput<Calls[K]>) =>
  queryOptions({
    queryKey: callKey(name, input),
    queryFn: ({ signal }) => rpc(name, input, { signal }),
  });
