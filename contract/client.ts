/**
 * The app's light entry into the contract: what the browser needs at start without a single
 * schema. Every call's name, service, domain, kind and method (`callMeta`, generated from the
 * full contract and checked against it by `src/lib/callMeta.test.ts`), the pages and the wire's
 * names. A call's schemas load with its domain's module, on first use (`loadCall`): the first
 * screen does not pay for the schemas of the 240 calls it does not make. Types still come from
 * the full contract (`import type … from '@contract'`), so nothing changes at compile time.
 *
 * Nothing here may import zod, `./index` (except for types) or a domain module statically.
 */
import type { AnyCall, CallName, Calls, Domain } from './index';
import { callPath } from './core/call';
import type { CallMeta } from './meta';
import { callMeta as generated } from './meta.gen';

export { callPath, services } from './core/call';
export * from './core/pages';
export * from './core/wire';
export type { CallMeta } from './meta';

/** Every call's metadata by name; a call's domain is the very one `Calls` gives it. */
type CallMetaTable = {
  readonly [K in CallName]: CallMeta & { readonly domain: Calls[K]['domain'] };
};
// The generated table is read from a compact form, so its types are the test's to vouch for.
export const callMeta = generated as unknown as CallMetaTable;

/** The path a call answers at, from its name alone. */
export const pathOf = (name: CallName): string =>
  callPath({ name, service: callMeta[name].service });

/**
 * Each domain's module, loaded on demand: one chunk per domain (zod in a shared one). The keys
 * must be exactly the domains of `contract/index.ts` (checked here by the type, and call by call
 * by `src/lib/callMeta.test.ts`).
 */
const domainModules: { readonly [D in Domain]: () => Promise<Record<string, AnyCall>> } = {
  auth: () => import('./main/auth').then((m) => m.authCalls),
  users: () => import('./main/users').then((m) => m.usersCalls),
  lookups: () => import('./main/lookups').then((m) => m.lookupsCalls),
  inspection: () => import('./main/inspection').then((m) => m.inspectionCalls),
  collarCuff: () => import('./main/collarCuff').then((m) => m.collarCuffCalls),
  knitting: () => import('./main/knitting').then((m) => m.knittingCalls),
  dashboard: () => import('./main/dashboard').then((m) => m.dashboardCalls),
  production: () => import('./main/production').then((m) => m.productionCalls),
  sales: () => import('./main/sales').then((m) => m.salesCalls),
  orders: () => import('./main/orders').then((m) => m.ordersCalls),
  customers: () => import('./main/customers').then((m) => m.customersCalls),
  security: () => import('./main/security').then((m) => m.securityCalls),
  stock: () => import('./stock/stock').then((m) => m.stockCalls),
  visitors: () => import('./gate/visitors').then((m) => m.visitorsCalls),
  attendance: () => import('./gate/attendance').then((m) => m.attendanceCalls),
  passport: () => import('./main/passport').then((m) => m.passportCalls),
  alerts: () => import('./main/alerts').then((m) => m.alertsCalls),
  erpnext: () => import('./main/erpnext').then((m) => ({ ...m.erpSyncCalls, ...m.erpPushCalls })),
};

/** A call with its schemas, as its domain declares it (without the domain tag). */
export type LoadedCall<K extends CallName> = Omit<Calls[K], 'domain'>;

/**
 * A call's full definition, schemas included, loading its domain's module the first time. Offline
 * this still works: the service worker precaches every chunk, these included.
 */
export async function loadCall<K extends CallName>(name: K): Promise<LoadedCall<K>> {
  const group = await domainModules[callMeta[name].domain]();
  const call = group[name];
  if (!call) throw new Error(`The contract has no call "${name}" in ${callMeta[name].domain}`);
  // The domain's module declares this very call: its schemas are those `Calls[K]` describes.
  return call as unknown as LoadedCall<K>;
}

/** The error body's schema, for an answer that failed: loaded with the first failure. */
export const loadErrorBody = () => import('./core/errors').then((m) => m.errorBody);
