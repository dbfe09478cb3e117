import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { callQuery } from '../../../lib/rpc';
import { ErrorState } from '../ErrorState';
import { rollSheetQuery, useReport } from '../queries';
import { EditRollForm } from './EditRollForm';
import { NewRollForm } from './NewRollForm';
import { widthSpecOf } from './widthUnit';

export interface RollDetailsSearch {
  reportNo: string;
  date?: string;
  /** A roll already in the report: correct it. */
  rollNo?: string;
  /** A roll that passed the checks: enter its data. */
  greigeRollNo?: string;
  finishRollNo?: string;
  /** The reason a roll inspected at this stage already is inspected again. */
  reinspect?: string;
}

function EditRoll({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  const sheet = useQuery(rollSheetQuery(reportNo, rollNo));
  const itemCode = sheet.data?.roll.itemCode ?? '';
  const item = useQuery({
    ...callQuery('getItemsDetailsFromDB', { jsonData: itemCode }),
    enabled: !!itemCode,
  });
  if (sheet.isError && !sheet.data)
    return <ErrorState title={m.inspection_roll_failed()} error={sheet.error} />;
  // The width is corrected in the item's unit; without the item (offline, unknown) in cm.
  if (sheet.isPending || (item.isPending && item.fetchStatus === 'fetching'))
    return <Loader aria-label={m.inspection_roll_loading()} />;
  return <EditRollForm sheet={sheet.data} widthUnit={widthSpecOf(item.data).unit} />;
}

function NewRoll({
  reportNo,
  greigeRollNo,
  finishRollNo,
  reinspect,
}: RollDetailsSearch & { greigeRollNo: string }) {
  const { report, error, notFound } = useReport(reportNo);
  if (error) return <ErrorState title={m.inspection_report_failed()} error={error} />;
  if (notFound)
    return (
      <Alert color="yellow" title={m.inspection_report_not_found()}>
        {m.inspection_report_not_recent({ reportNo })}
      </Alert>
    );
  if (!report) return <Loader aria-label={m.inspection_report_loading()} />;
  return (
    <NewRollForm
      report={report}
      greigeRollNo={greigeRollNo}
      finishRollNo={finishRollNo}
      reinspect={reinspect}
    />
  );
}

/** roll-details: a new roll's data after the checks, or corrections to a roll already inspected. */
export function RollDetails(search: RollDetailsSearch) {
  if (search.rollNo) return <EditRoll reportNo={search.reportNo} rollNo={search.rollNo} />;
  if (search.greigeRollNo) return <NewRoll {...search} greigeRollNo={search.greigeRollNo} />;
  return (
    <Alert color="yellow" title={m.inspection_no_roll()}>
      {m.inspection_no_roll_hint()}
    </Alert>
  );
}
