/**
 * The whole contract: every call of the app, declared once. Server routes, the typed client,
 * permission checks, query keys, the conformance test and the msw handlers all derive from `calls`.
 */
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
import type { AnyCall } from './core/call';

export const calls = {
  ...authCalls,
  ...usersCalls,
  ...lookupsCalls,
  ...inspectionCalls,
  ...collarCuffCalls,
  ...knittingCalls,
  ...dashboardCalls,
  ...productionCalls,
  ...salesCalls,
  ...ordersCalls,
  ...customersCalls,
  ...securityCalls,
  ...stockCalls,
  ...visitorsCalls,
  ...attendanceCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const callList: readonly AnyCall[] = Object.values(calls);

export * from './core/call';
export * from './core/pages';
export * from './core/errors';
export * from './core/fields';
export { sessionInfo, type SessionInfo } from './main/auth';
