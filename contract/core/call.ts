import type { z } from 'zod';
import type { PageName } from './pages';

/** The three services of the mill's legacy deployment, each under its own path prefix. */
export const services = {
  main: '/api/api/',
  stock: '/api3003/api/',
  gate: '/api3020/api/',
} as const;
export type Service = keyof typeof services;

/**
 * Who may make a call:
 * - `public`: anyone (register, login);
 * - `signedIn`: any signed-in user, whatever their roles (their own session and password);
 * - a list of pages: a signed-in user whose roles grant at least one of them (deny by default).
 */
export type Access = 'public' | 'signedIn' | readonly [PageName, ...PageName[]];

export interface CallDef<
  Name extends string = string,
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodType = z.ZodType,
> {
  readonly name: Name;
  readonly service: Service;
  /** `read` calls change nothing; `save` calls write in one transaction and accept POST too. */
  readonly kind: 'read' | 'save';
  /** The method older clients use: GET for everything except the seed's four POST calls. */
  readonly method: 'GET' | 'POST';
  /** Parameters under the seed's names; structured ones arrive JSON-encoded in a GET query. */
  readonly input: Input;
  readonly output: Output;
  readonly access: Access;
  readonly summary: string;
}

export type AnyCall = CallDef<string, z.ZodObject, z.ZodType>;
export type CallInput<C extends AnyCall> = z.input<C['input']>;
export type CallParsedInput<C extends AnyCall> = z.output<C['input']>;
export type CallOutput<C extends AnyCall> = z.output<C['output']>;

export function defineCall<
  Name extends string,
  Input extends z.ZodObject,
  Output extends z.ZodType,
>(
  def: Omit<CallDef<Name, Input, Output>, 'method'> & { method?: 'GET' | 'POST' },
): CallDef<Name, Input, Output> {
  return { ...def, method: def.method ?? 'GET' };
}

/** Declares a group of calls keyed by their names, so the name is written once. */
export function defineCalls<const T extends Record<string, AnyCall>>(calls: {
  [K in keyof T]: T[K] & { name: K };
}): T {
  return calls;
}

/** The path a call answers at, e.g. `/api/api/getAllItemsFromDB`. */
export const callPath = (call: Pick<AnyCall, 'service' | 'name'>): string =>
  `${services[call.service]}${call.name}`;

/**
 * A group of calls tagged with the domain that declares them (`inspection`, `users`, …), written
 * once per group in `contract/index.ts`. The domain is what a save invalidates on the client:
 * the reads of its own domain, not the whole service.
 */
export type InDomain<T extends Record<string, AnyCall>, D extends string> = {
  readonly [K in keyof T]: T[K] & { readonly domain: D };
};

export function inDomain<const D extends string, T extends Record<string, AnyCall>>(
  domain: D,
  group: T,
): InDomain<T, D> {
  const tagged = Object.entries(group).map(([name, call]) => [name, { ...call, domain }]);
  return Object.fromEntries(tagged) as InDomain<T, D>;
}
