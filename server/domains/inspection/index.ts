import type { HandlerMap } from '../../http/context';
import { rollCheckHandlers } from './checks';
import { discardHandlers } from './discard';
import { mistakeListHandlers } from './mistakeList';
import { mistakeSaveHandlers } from './mistakeSaves';
import { mistakesHandlers } from './mistakes';
import { photoHandlers } from './photos';
import { reportListHandlers } from './reports';
import { rollEditHandlers } from './rollEdits';
import { rollHandlers } from './rolls';
import { rollsToInspectHandlers } from './rollsToInspect';
import { startHandlers } from './start';
import { reportViewHandlers } from './views';
import { waitingHandlers } from './waiting';

/** Every call of fabric roll inspection (contract/main/inspection) and the roll-number lookup. */
export const inspectionHandlers = {
  ...mistakesHandlers,
  ...mistakeListHandlers,
  ...mistakeSaveHandlers,
  ...startHandlers,
  ...discardHandlers,
  ...rollHandlers,
  ...rollEditHandlers,
  ...rollCheckHandlers,
  ...rollsToInspectHandlers,
  ...waitingHandlers,
  ...reportListHandlers,
  ...reportViewHandlers,
  ...photoHandlers,
} satisfies HandlerMap;
