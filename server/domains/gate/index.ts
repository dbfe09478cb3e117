import type { HandlerMap } from '../../http/context';
import { attendanceHandlers } from './attendance';
import { emailHandlers } from './email/handlers';
import { peopleNameHandlers } from './names';
import { visitorReportHandlers } from './report';
import { scanHandlers } from './scans';
import { settingsHandlers } from './settingsCalls';
import { visitorHandlers } from './visitors';

/**
 * Every call of the gate: visitors and their emails, security scans, attendance, visitor settings
 * and the Tamil names of designations, departments and shifts.
 */
export const gateHandlers = {
  ...visitorHandlers,
  ...visitorReportHandlers,
  ...emailHandlers,
  ...scanHandlers,
  ...attendanceHandlers,
  ...settingsHandlers,
  ...peopleNameHandlers,
} satisfies HandlerMap;
