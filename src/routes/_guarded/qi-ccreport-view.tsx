import { createFileRoute } from '@tanstack/react-router';
import { ccReportDefinition as def } from '../../features/reports/definitions/ccReports';
import { ccReportScreen as screen } from '../../features/reports/definitions/ccReportScreens';
import { ReportPage } from '../../features/reports/ReportPage';
import { reportRoute } from '../../features/reports/reportRoute';

export const Route = createFileRoute('/_guarded/qi-ccreport-view')({
  ...reportRoute(def),
  component: function Page() {
    return <ReportPage def={def} screen={screen} filters={Route.useSearch()} />;
  },
});
