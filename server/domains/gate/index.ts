import type { HandlerMap } from '../../http/context';
import { attendanceHandlers } from './attendance';
import { emailHandlers } from './email/handlers';
import { visitorReportHandlers } from './report';
import { scanHandlers } from './scans';
import { settingsHandlers } from './settingsCalls';
import { visitorHandlers } from './visitors';

/** Every call of the gate: visitors and their emails, security scans, attendance, visitor settings. */
export const gateHandlers = {
  ...visitorHandlers,
  ...visitorReportHandlers,
  ...emailHandlers,
  ...scanHandlers,
  ...attendanceHandlers,
  ...settingsHandlers,
} satisfies HandlerMap;
