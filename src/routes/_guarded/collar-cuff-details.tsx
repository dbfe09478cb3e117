import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object, optional } from '@contract/search';
import { CcRollDetails, LotDetails } from '../../features/collarCuff/details/CcRollDetails';
import { ccLotQuery, ccSheetQuery, warm } from '../../features/collarCuff/queries';

/** `rollNo` left out (a link to the lot): the lot's first roll still to be checked. */
const search = object({ reportNo: docNo, rollNo: optional(docNo) });

export const Route = createFileRoute('/_guarded/collar-cuff-details')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the record: say so and offer to pick it.
  errorComponent: needsRecord('collar-cuff-details', {
    shows: m.frame_missing_cc_roll,
    pick: m.frame_pick_lot,
  }),
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo, rollNo: s.rollNo }),
  loader: ({ context, deps }) =>
    warm(
      Promise.all([
        deps.rollNo
          ? context.queryClient.ensureQueryData(ccSheetQuery(deps.reportNo, deps.rollNo))
          : undefined,
        context.queryClient.ensureQueryData(ccLotQuery(deps.reportNo)),
      ]),
    ),
  component: function CollarCuffDetailsPage() {
    const { reportNo, rollNo } = Route.useSearch();
    return rollNo ? (
      <CcRollDetails reportNo={reportNo} rollNo={rollNo} />
    ) : (
      <LotDetails reportNo={reportNo} />
    );
  },
});
