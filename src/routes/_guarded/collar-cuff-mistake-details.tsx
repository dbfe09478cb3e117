import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object } from '@contract/search';
import { CcMistakeDetails } from '../../features/collarCuff/mistakes/CcMistakeDetails';
import {
  ccLotQuery,
  ccSheetQuery,
  mistakeMasterQuery,
  warm,
} from '../../features/collarCuff/queries';

const search = object({ reportNo: docNo, rollNo: docNo });

export const Route = createFileRoute('/_guarded/collar-cuff-mistake-details')({
  validateSearch: search,
  errorComponent: needsRecord('collar-cuff-mistake-details', {
    shows: m.frame_missing_cc_mistakes,
    pick: m.frame_pick_lot,
  }),
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo, rollNo: s.rollNo }),
  loader: ({ context, deps }) =>
    warm(
      Promise.all([
        context.queryClient.ensureQueryData(ccSheetQuery(deps.reportNo, deps.rollNo)),
        context.queryClient.ensureQueryData(mistakeMasterQuery()),
        context.queryClient.ensureQueryData(ccLotQuery(deps.reportNo)),
      ]),
    ),
  component: function CollarCuffMistakeDetailsPage() {
    const { reportNo, rollNo } = Route.useSearch();
    return <CcMistakeDetails reportNo={reportNo} rollNo={rollNo} />;
  },
});
