/**
 * The whole contract: every call of the app, declared once. Server routes, the typed client,
 * permission checks, query keys, the conformance test and the msw handlers all derive from `calls`.
 */
// First, so that every schema below is built under it.
import './core/jitless';
import { authCalls } from './main/auth';
import { usersCalls } from './main/users';
import { lookupsCalls } from './main/lookups';
import { inspectionCalls } from './main/inspection';
import { collarCuffCalls } from './main/collarCuff';
import { knittingCalls } from './main/knitting';
import { dashboardCalls } from './main/dashboard';
import { productionCalls } from './main/production';
import { salesCalls } from './main/sales';
import { ordersCalls } from './main/orders';
import { customersCalls } from './main/customers';
import { securityCalls } from './main/security';
import { stockCalls } from './stock/stock';
import { visitorsCalls } from './gate/visitors';
import { attendanceCalls } from './gate/attendance';
import { passportCalls } from './main/passport';
import { alertsCalls } from './main/alerts';
import { erpPushCalls, erpSyncCalls } from './main/erpnext';
import { inDomain, type AnyCall } from './core/call';

export const calls = {
  ...inDomain('auth', authCalls),
  ...inDomain('users', usersCalls),
  ...inDomain('lookups', lookupsCalls),
  ...inDomain('inspection', inspectionCalls),
  ...inDomain('collarCuff', collarCuffCalls),
  ...inDomain('knitting', knittingCalls),
  ...inDomain('dashboard', dashboardCalls),
  ...inDomain('production', productionCalls),
  ...inDomain('sales', salesCalls),
  ...inDomain('orders', ordersCalls),
  ...inDomain('customers', customersCalls),
  ...inDomain('security', securityCalls),
  ...inDomain('stock', stockCalls),
  ...inDomain('visitors', visitorsCalls),
  ...inDomain('attendance', attendanceCalls),
  ...inDomain('passport', passportCalls),
  ...inDomain('alerts', alertsCalls),
  ...inDomain('erpnext', { ...erpSyncCalls, ...erpPushCalls }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** The domain a call belongs to: its group above. */
export type Domain = Calls[CallName]['domain'];
export const callList: readonly (AnyCall & { readonly domain: Domain })[] = Object.values(calls);

export * from './core/call';
export * from './core/pages';
export * from './core/errors';
export * from './core/fields';
export * from './core/wire';
export * from './core/paging';
export { sessionInfo, type SessionInfo } from './main/auth';
