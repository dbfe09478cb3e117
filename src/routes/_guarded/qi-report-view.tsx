import { createFileRoute } from '@tanstack/react-router';
import { ReportView } from '../../features/reports/ReportView';
import { reportQuery } from '../../features/reports/definition';
import { qiReportDefinition as def } from '../../features/reports/definitions/qiReports';
import { prefetchReport } from '../../features/reports/prefetch';

export const Route = createFileRoute('/_guarded/qi-report-view')({
  validateSearch: def.filterSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchReport(context.queryClient, reportQuery(def, deps)),
  component: QiReportView,
});

function QiReportView() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportView
      def={def}
      filters={filters}
      onFiltersChange={(search) => void navigate({ search, replace: true })}
      onOpen={(row) => def.detail && void navigate(def.detail(row))}
    />
  );
}
