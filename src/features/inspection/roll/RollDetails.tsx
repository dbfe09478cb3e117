import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../ErrorState';
import { rollSheetQuery, useReport } from '../queries';
import { EditRollForm } from './EditRollForm';
import { NewRollForm } from './NewRollForm';

export interface RollDetailsSearch {
  reportNo: string;
  date?: string;
  /** A roll already in the report: correct it. */
  rollNo?: string;
  /** A roll that passed the checks: enter its data. */
  greigeRollNo?: string;
  finishRollNo?: string;
}

function EditRoll({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  const sheet = useQuery(rollSheetQuery(reportNo, rollNo));
  if (sheet.isError && !sheet.data)
    return <ErrorState title="The roll could not be loaded" error={sheet.error} />;
  if (sheet.isPending) return <Loader aria-label="Loading the roll" />;
  return <EditRollForm sheet={sheet.data} />;
}

function NewRoll({
  reportNo,
  greigeRollNo,
  finishRollNo,
}: RollDetailsSearch & { greigeRollNo: string }) {
  const { report, error, notFound } = useReport(reportNo);
  if (error) return <ErrorState title="The report could not be loaded" error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title="Report not found">
        Report {reportNo} is not among the recent reports.
      </Alert>
    );
  if (!report) return <Loader aria-label="Loading the report" />;
  return <NewRollForm report={report} greigeRollNo={greigeRollNo} finishRollNo={finishRollNo} />;
}

/** roll-details: a new roll's data after the checks, or corrections to a roll already inspected. */
export function RollDetails(search: RollDetailsSearch) {
  if (search.rollNo) return <EditRoll reportNo={search.reportNo} rollNo={search.rollNo} />;
  if (search.greigeRollNo) return <NewRoll {...search} greigeRollNo={search.greigeRollNo} />;
  return (
    <Alert color="yellow" title="No roll chosen">
      Add a roll from its report first.
    </Alert>
  );
}
