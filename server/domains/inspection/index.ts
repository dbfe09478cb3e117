import type { HandlerMap } from '../../http/context';
import { rollCheckHandlers } from './checks';
import { mistakeListHandlers } from './mistakeList';
import { mistakeSaveHandlers } from './mistakeSaves';
import { mistakesHandlers } from './mistakes';
import { reportListHandlers } from './reports';
import { rollEditHandlers } from './rollEdits';
import { rollHandlers } from './rolls';
import { rollsToInspectHandlers } from './rollsToInspect';
import { startHandlers } from './start';
import { reportViewHandlers } from './views';

/** Every call of fabric roll inspection (contract/main/inspection) and the roll-number lookup. */
export const inspectionHandlers = {
  ...mistakesHandlers,
  ...mistakeListHandlers,
  ...mistakeSaveHandlers,
  ...startHandlers,
  ...rollHandlers,
  ...rollEditHandlers,
  ...rollCheckHandlers,
  ...rollsToInspectHandlers,
  ...reportListHandlers,
  ...reportViewHandlers,
} satisfies HandlerMap;
