import type { HandlerMap } from '../../http/context';
import { alertActionHandlers } from './actions';
import { digestHandlers } from './digest';
import { machineHandlers } from './machine';
import { alertSettingsHandlers } from './settings';

/** Alerts (contract/main/alerts.ts, docs/decisions/052-defect-alerts.md). */
export const alertsHandlers = {
  ...alertActionHandlers,
  ...alertSettingsHandlers,
  ...machineHandlers,
  ...digestHandlers,
} satisfies HandlerMap;
