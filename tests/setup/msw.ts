/**
 * msw handlers made from the contract: `handle('getbatchFromDB', rows)` answers at the call's own
 * path and method, and the answer is typed as the call's output, so a stand-in server cannot drift
 * from the real one. A resolver gets the parsed input (body or query) and may answer an error.
 */
import { http, HttpResponse } from 'msw';
import {
  callPath,
  calls,
  type CallInput,
  type CallName,
  type CallOutput,
  type Calls,
  type ErrorBody,
  type ErrorCode,
} from '@contract';

type Output<K extends CallName> = CallOutput<Calls[K]>;
type Resolver<K extends CallName> = (call: {
  readonly input: CallInput<Calls[K]>;
  readonly request: Request;
}) => Output<K> | Response | undefined | Promise<Output<K> | Response | undefined>;

/** The client sends saves (and the seed's POST calls) as POST, reads as GET: see src/lib/rpc.ts. */
const sentAsPost = (name: CallName) => calls[name].method === 'POST' || calls[name].kind === 'save';

/** Query parameters back to the input: text as it is when the schema takes it, else JSON. */
function fromQuery(name: CallName, url: URL): Record<string, unknown> {
  const shape: Record<string, { safeParse(v: unknown): { success: boolean } }> =
    calls[name].input.shape;
  const input: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (shape[key]?.safeParse(raw).success) input[key] = raw;
    else {
      try {
        input[key] = JSON.parse(raw);
      } catch {
        input[key] = raw;
      }
    }
  }
  return input;
}

async function inputOf(name: CallName, request: Request): Promise<unknown> {
  if (!sentAsPost(name)) return fromQuery(name, new URL(request.url));
  const text = await request.text();
  return text ? JSON.parse(text) : {};
}

/**
 * A handler for one call. `answer` is its output, or a resolver returning the output, a Response
 * (an error: see `problem`) or undefined (falls through to the next handler).
 */
export function handle<K extends CallName>(name: K, answer: Output<K> | Resolver<K>) {
  const method = sentAsPost(name) ? http.post : http.get;
  return method(`*${callPath(calls[name])}`, async ({ request }) => {
    if (typeof answer !== 'function') return HttpResponse.json(answer);
    const input = (await inputOf(name, request)) as CallInput<Calls[K]>;
    const result = await (answer as Resolver<K>)({ input, request });
    if (result === undefined || result instanceof Response) return result;
    return HttpResponse.json(result);
  });
}

/** An error answer as the server sends it (contract/core/errors.ts). */
export function problem(
  status: number,
  code: ErrorCode,
  message: string,
  extra: Omit<ErrorBody['error'], 'code' | 'message'> = {},
): Response {
  const body: ErrorBody = { error: { code, message, ...extra } };
  return HttpResponse.json(body, { status });
}
