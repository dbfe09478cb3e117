import type { AnyCall } from './call';

/**
 * Older clients post a call's one object parameter as the body itself (login's body is
 * `{email, password}`), where the app wraps it under the parameter's name
 * (`{credentials: {email, password}}`). A call declared with `withBareBody` takes both: a body
 * without that name is read as the parameter, so both shapes parse alike and a refusal still
 * names `credentials.email`.
 */
export function withBareBody<C extends AnyCall, const P extends keyof C['input']['shape'] & string>(
  call: C,
  parameter: P,
): C & { readonly bareBody: P } {
  return { ...call, bareBody: parameter };
}

/** The parameter a call's body may stand for on its own, if the call was declared so. */
export const bareBodyOf = (call: AnyCall): string | undefined => {
  const parameter = (call as { readonly bareBody?: unknown }).bareBody;
  return typeof parameter === 'string' ? parameter : undefined;
};

/** A POST body in the wrapped shape the call's input declares, whichever shape it came in. */
export function wrapBareBody(call: AnyCall, body: unknown): unknown {
  const parameter = bareBodyOf(call);
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  if (parameter === undefined || !isObject || Object.hasOwn(body, parameter)) return body;
  return { [parameter]: body };
}
