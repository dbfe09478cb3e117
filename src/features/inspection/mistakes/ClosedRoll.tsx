import { useEffect, useRef } from 'react';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { storedVerdict, type MillGradeRules, type Verdict } from '@rules';
import { m as msg, useLocale } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import { pageTitle } from '../../../i18n/pages';
import { mayOpen } from '../../../lib/auth';
import { useSession } from '../../../lib/useSession';
import { LinkButton } from '../LinkButton';
import { mistakeNamesOf } from '../mistakeName';
import { today, type MistakeMaster, type RollSheet } from '../queries';
import { ScorePanel } from './ScorePanel';
import { TapList } from './TapList';
import { useTaps } from './useTaps';

const verdictWords: Record<Verdict, () => string> = {
  inspectOk: msg.defects_inspect_ok,
  inspectNotOk: msg.defects_inspect_not_ok,
};
/** The tab of the QI report list that holds a completed report of each verdict. */
const tabWords: Record<Verdict, () => string> = {
  inspectOk: msg.report_status_inspect_ok,
  inspectNotOk: msg.report_status_inspect_not_ok,
};

interface Props {
  sheet: RollSheet;
  master: readonly MistakeMaster[];
  /** The mill's bands and tolerances as last read (the defaults until they are). */
  rules: MillGradeRules | undefined;
  /** The inspector's verdict while the completion waits on this tablet, else null. */
  kept: Verdict | null;
  /** Completed here a moment ago: say so, and take the focus there. */
  justCompleted: boolean;
}

/**
 * mistake-details of a roll whose report is completed: the result and where the report now is,
 * with no defect buttons (the server takes no more mistakes on a completed report).
 */
export function ClosedRoll({ sheet, master, rules, kept, justCompleted }: Props) {
  // Taps still on their way count in the score shown, as they will on the server.
  const { entries, score } = useTaps(sheet, master, rules);
  const locale = useLocale();
  const nameOf = mistakeNamesOf(master, locale);
  const session = useSession().data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justCompleted) heading.current?.focus();
  }, [justCompleted]);

  const { report, roll } = sheet;
  // A completion not yet on the server: the verdict it will store, by the report's worst grade.
  const verdict: Verdict | null =
    report.verdict ??
    (kept ? storedVerdict([{ rollNo: roll.rollNo, grade: report.grade }], kept) : null);
  const list = pageTitle('qi-report-view');
  const words = { reportNo: report.reportNo, verdict: verdict ? verdictWords[verdict]() : '' };
  // The list opens on the report's day, under the tab of its verdict.
  const where =
    report.date === today()
      ? ({ preset: 'today' } as const)
      : ({ preset: 'custom', from: report.date, to: report.date } as const);

  return (
    <Stack gap="md" maw={960}>
      <Alert
        color={verdict === 'inspectNotOk' ? 'orange' : 'green'}
        variant="light"
        title={
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {justCompleted ? msg.tally_just_completed(words) : msg.tally_closed(words)}
          </Title>
        }
      >
        <Stack gap="sm">
          {kept && <Text fw={600}>{msg.tally_kept_on_tablet()}</Text>}
          {verdict && <Text>{msg.tally_now_under({ list, tab: tabWords[verdict]() })}</Text>}
          <Text>{msg.tally_no_more_taps()}</Text>
          <Group gap="sm">
            <LinkButton
              size="lg"
              mih={48}
              to="/report-view-detail"
              search={{ reportNo: report.reportNo }}
            >
              {msg.tally_open_report({ reportNo: report.reportNo })}
            </LinkButton>
            {verdict && mayOpen(session, 'qi-report-view') !== false && (
              <LinkButton
                size="lg"
                mih={48}
                variant="default"
                to="/qi-report-view"
                search={{ status: verdict, ...where }}
              >
                {msg.tally_list_tab({ list, tab: tabWords[verdict]() })}
              </LinkButton>
            )}
            {mayOpen(session, 'select-create-roll') !== false && (
              <LinkButton size="lg" mih={48} variant="default" to="/select-create-roll">
                {msg.tally_new_report()}
              </LinkButton>
            )}
          </Group>
        </Stack>
      </Alert>
      <Text size="lg" fw={700}>
        {msg.defects_roll_line({
          rollNo: roll.rollNo,
          item: report.itemName,
          kg: formatKg(roll.kg),
        })}
      </Text>
      <ScorePanel score={score} count={entries.length} />
      <TapList entries={entries} nameOf={nameOf} all title={msg.tally_roll_mistakes()} />
    </Stack>
  );
}
