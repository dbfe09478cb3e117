import { createFileRoute } from '@tanstack/react-router';
import { needsRecord } from '../../components/RouteError';
import { m } from '../../i18n';
// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object } from '@contract/search';
import { KnitDetails } from '../../features/knitting/details/KnitDetails';
import { warmKnitReport } from '../../features/knitting/routes';

const search = object({ reportNo: docNo });

export const Route = createFileRoute('/_guarded/knit-collar-cuff-details')({
  validateSearch: search,
  // An old link, a bookmark or a typed address without the record: say so and offer to pick it.
  errorComponent: needsRecord('knit-collar-cuff-details', {
    shows: m.frame_missing_knitting_report,
    pick: m.frame_pick_knitting_report,
  }),
  loaderDeps: ({ search: s }) => ({ reportNo: s.reportNo }),
  loader: (ctx) => warmKnitReport(ctx, ctx.deps.reportNo),
  component: function KnitCollarCuffDetails() {
    return <KnitDetails reportNo={Route.useSearch().reportNo} />;
  },
});
