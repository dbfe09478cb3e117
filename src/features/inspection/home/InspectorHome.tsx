import { InspectorHome as Home } from '../../../inspect/home/InspectorHome';
import { fabricHome } from './kind';

/** The inspector's start: a big button to start, what is ongoing today, today's totals, recent reports. */
export function InspectorHome({ date }: { date: string }) {
  return <Home kind={fabricHome} date={date} />;
}
