import { TapScreen } from '../../../inspect/TapScreen';
import { fabricKind } from './kind';

/**
 * mistake-details: the defect-tapping screen of one roll; once its report is completed (on the
 * server, or on this tablet with the save still waiting), its result instead.
 */
export function MistakeDetails({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  return <TapScreen kind={fabricKind} reportNo={reportNo} rollNo={rollNo} />;
}
