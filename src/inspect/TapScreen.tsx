import { useCallback, useState } from 'react';
import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../components/ErrorState';
import { m } from '../i18n';
import { ClosedView } from './ClosedView';
import { useKeptCompletion } from './kept';
import type { DefectType, InspectedSheet, InspectionKind, Tally, TapData } from './kind';
import { mistakeMasterQuery } from './queries';
import { Tapping } from './Tapping';

/**
 * A kind's tap screen for one roll: its defect grid while the report is open; once the report is
 * completed (on the server, or on this tablet with the save still waiting), its result instead.
 */
export function TapScreen<
  S extends InspectedSheet,
  D extends TapData,
  Ty extends DefectType,
  Setup extends { types: readonly Ty[] },
  Tl extends Tally<Ty>,
>({
  kind,
  reportNo,
  rollNo,
}: {
  kind: InspectionKind<S, D, Ty, Setup, Tl>;
  reportNo: string;
  rollNo: string;
}) {
  const { useSheet, useSetup, words } = kind;
  const sheet = useSheet(reportNo, rollNo);
  const master = useQuery({ ...mistakeMasterQuery(), staleTime: 10 * 60_000 });
  // Read here, not by the tapping part: a query's hook does work on every render of its
  // component, and that one renders on every tap.
  const setup = useSetup(master.data);
  const kept = useKeptCompletion(kind.keptCompletion, reportNo);
  // The report completed from this screen a moment ago (its number, so another report's is not).
  const [completedHere, setCompletedHere] = useState<string | null>(null);
  const onCompleted = useCallback(() => setCompletedHere(reportNo), [reportNo]);
  const data = sheet.data;
  if (sheet.isError && !data) return <ErrorState title={words.notLoaded()} error={sheet.error} />;
  if (master.isError && !master.data)
    return <ErrorState title={m.defects_list_not_loaded()} error={master.error} />;
  if (!data || !master.data) return <Loader aria-label={words.loading()} />;
  const closed = data.report.status === 'completed' || data.roll.status === 'completed' || !!kept;
  return closed ? (
    <ClosedView
      kind={kind}
      sheet={data}
      setup={setup}
      kept={kept}
      justCompleted={completedHere === reportNo}
    />
  ) : (
    <Tapping kind={kind} sheet={data} setup={setup} onCompleted={onCompleted} />
  );
}
