import { TapScreen } from '../../../inspect/TapScreen';
import { ccKind } from './kind';

/**
 * collar-cuff-mistake-details: one tap per rejected piece of a CC roll, with the lot's live count;
 * once the lot is completed (on the server, or on this tablet with the save still waiting), its
 * result instead.
 */
export function CcMistakeDetails({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  return <TapScreen kind={ccKind} reportNo={reportNo} rollNo={rollNo} />;
}
