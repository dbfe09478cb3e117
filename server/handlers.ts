import type { AnyCall } from '../contract';
import type { Ctx, HandlerMap, PublicHandlerMap } from './http/context';
import { authHandlers, authPublicHandlers } from './auth/handlers';
import { usersHandlers } from './domains/users/handlers';
import { lookupsHandlers } from './domains/lookups/handlers';
import { lookupOrderHandlers } from './domains/lookups/orders';
import { inspectionHandlers } from './domains/inspection';
import { customersHandlers } from './domains/customers/handlers';
import { collarCuffHandlers } from './domains/collarCuff';
import { knittingHandlers } from './domains/knitting';
import { dashboardHandlers } from './domains/dashboard';
import { productionHandlers } from './domains/production';
import { stockHandlers } from './domains/stock';
import { gateHandlers } from './domains/gate';
import { salesHandlers } from './domains/sales';
import { passportHandlers } from './domains/passport';
import { alertsHandlers } from './domains/alerts';
import { erpPushHandlers } from './domains/erpnext/push';
import { erpSyncHandlers } from './domains/erpnext/sync';

/**
 * Every implemented call, by name. A call of the contract missing here answers 501 naming itself,
 * and the conformance test counts how many remain.
 */
export const handlers: HandlerMap = {
  ...authHandlers,
  ...usersHandlers,
  ...lookupsHandlers,
  ...lookupOrderHandlers,
  ...inspectionHandlers,
  ...customersHandlers,
  ...collarCuffHandlers,
  ...knittingHandlers,
  ...dashboardHandlers,
  ...productionHandlers,
  ...stockHandlers,
  ...gateHandlers,
  ...salesHandlers,
  ...passportHandlers,
  ...alertsHandlers,
  ...erpPushHandlers,
  ...erpSyncHandlers,
};

export const publicHandlers: PublicHandlerMap = {
  ...authPublicHandlers,
};

type AnyHandler = (ctx: Ctx, input: unknown) => Promise<unknown>;

export function handlerFor(call: AnyCall): AnyHandler | undefined {
  const map = (call.access === 'public' ? publicHandlers : handlers) as Record<string, unknown>;
  // The HTTP layer has already checked the session for every non-public call, so a handler
  // declared with a signed-in context is only ever called with one.
  return map[call.name] as AnyHandler | undefined;
}

export const implementedCallNames = (): string[] => [
  ...Object.keys(handlers),
  ...Object.keys(publicHandlers),
];
