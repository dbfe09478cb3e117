import { InspectorHome } from '../../../inspect/home/InspectorHome';
import { ccHome } from './kind';

/**
 * The collar & cuff inspector's start: a big button to start a lot, today's figures, the lots on
 * the tables (to carry on) and the ones completed today (to read or print).
 */
export function CcInspectorHome({ date }: { date: string }) {
  return <InspectorHome kind={ccHome} date={date} />;
}
