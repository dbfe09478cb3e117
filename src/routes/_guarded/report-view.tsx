import { createFileRoute } from '@tanstack/react-router';
import { reportViewDefinition as def } from '../../features/reports/definitions/qiReports';
import { reportViewScreen as screen } from '../../features/reports/definitions/qiReportScreens';
import { ReportPage } from '../../features/reports/ReportPage';
import { reportRoute } from '../../features/reports/reportRoute';

export const Route = createFileRoute('/_guarded/report-view')({
  ...reportRoute(def),
  component: function Page() {
    return <ReportPage def={def} screen={screen} filters={Route.useSearch()} />;
  },
});
