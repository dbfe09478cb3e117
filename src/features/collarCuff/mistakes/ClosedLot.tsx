import { useEffect, useMemo, useRef } from 'react';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { ccVerdictFor, type Verdict } from '@rules';
import { LinkButton } from '../../../components/LinkButton';
import { m, useLocale } from '../../../i18n';
import { mayOpen } from '../../../lib/auth';
import { useSession } from '../../../lib/useSession';
import { mistakeNamesOf } from '../../../lib/mistakeName';
import { liveLot } from '../liveLot';
import type { CcRollSheet, MistakeType } from '../queries';
import { CcTapList } from './CcTapList';
import { LotPanel } from './LotPanel';
import { RollLine } from './RollLine';
import { useCcTaps } from './useCcTaps';

const verdictWords: Record<Verdict, () => string> = {
  inspectOk: m.defects_inspect_ok,
  inspectNotOk: m.defects_inspect_not_ok,
};

interface Props {
  sheet: CcRollSheet;
  types: readonly MistakeType[];
  /** The inspector's verdict while the completion waits on this tablet, else null. */
  kept: Verdict | null;
  /** Completed here a moment ago: say so, and take the focus there. */
  justCompleted: boolean;
}

/**
 * collar-cuff-mistake-details of a roll whose lot is completed: the result, read-only, and where
 * the report now is (the server takes no more taps on a completed lot).
 */
export function ClosedLot({ sheet, types, kept, justCompleted }: Props) {
  // Taps still on their way count, as they will on the server.
  const { entries, tapped, checked } = useCcTaps(sheet);
  const lot = liveLot(sheet, checked, tapped);
  const locale = useLocale();
  const nameOf = useMemo(() => mistakeNamesOf(types, locale), [types, locale]);
  const session = useSession().data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justCompleted) heading.current?.focus();
  }, [justCompleted]);

  const { report, roll } = sheet;
  const verdict: Verdict | null =
    report.verdict ?? (kept ? ccVerdictFor(report.aql?.accepted ?? null, kept) : null);
  const words = { reportNo: report.reportNo, verdict: verdict ? verdictWords[verdict]() : '' };

  return (
    <Stack gap="md" maw={960}>
      <Alert
        color={verdict === 'inspectNotOk' ? 'orange' : 'green'}
        variant="light"
        title={
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {justCompleted ? m.cc_closed_just(words) : m.cc_closed(words)}
          </Title>
        }
      >
        <Stack gap="sm">
          {kept && <Text fw={600}>{m.cc_closed_kept()}</Text>}
          <Text>{m.cc_closed_no_more()}</Text>
          <Group gap="sm">
            {mayOpen(session, 'cc-report-view-detail') !== false && (
              <LinkButton
                size="lg"
                mih={48}
                to="/cc-report-view-detail"
                search={{ reportNo: report.reportNo }}
              >
                {m.cc_open_report({ reportNo: report.reportNo })}
              </LinkButton>
            )}
            {mayOpen(session, 'select-create-collar-cuff') !== false && (
              <LinkButton size="lg" mih={48} variant="default" to="/select-create-collar-cuff">
                {m.cc_new_lot()}
              </LinkButton>
            )}
          </Group>
        </Stack>
      </Alert>
      <RollLine report={report} roll={roll} />
      {lot && <LotPanel lot={lot} />}
      <CcTapList entries={entries} nameOf={nameOf} all />
    </Stack>
  );
}
