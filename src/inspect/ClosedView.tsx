import { useEffect, useMemo, useRef } from 'react';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { Verdict } from '@rules';
import { m, useLocale } from '../i18n';
import { mayOpen } from '../lib/auth';
import { mistakeNamesOf } from '../lib/mistakeName';
import { useSession } from '../lib/useSession';
import type { DefectType, InspectedSheet, InspectionKind, Tally, TapData } from './kind';
import { ActionButton, RollLine } from './parts';
import { TapList } from './TapList';
import { useTaps } from './useTaps';

const verdictWords: Record<Verdict, () => string> = {
  inspectOk: m.defects_inspect_ok,
  inspectNotOk: m.defects_inspect_not_ok,
};

interface Props<
  S extends InspectedSheet,
  D extends TapData,
  Ty extends DefectType,
  Setup extends { types: readonly Ty[] },
  Tl extends Tally<Ty>,
> {
  kind: InspectionKind<S, D, Ty, Setup, Tl>;
  sheet: S;
  setup: Setup;
  /** The inspector's verdict while the completion waits on this tablet, else null. */
  kept: Verdict | null;
  /** Completed here a moment ago: say so, and take the focus there. */
  justCompleted: boolean;
}

/**
 * The tap screen of a roll whose report (or lot) is completed: the result and where the report
 * now is, with no defect buttons (the server takes no more taps on a completed report).
 */
export function ClosedView<
  S extends InspectedSheet,
  D extends TapData,
  Ty extends DefectType,
  Setup extends { types: readonly Ty[] },
  Tl extends Tally<Ty>,
>({ kind, sheet, setup, kept, justCompleted }: Props<S, D, Ty, Setup, Tl>) {
  const { useTally, Figures, words } = kind;
  // Taps still on their way count in what is shown, as they will on the server.
  const tally = useTally(sheet, setup, useTaps(kind, sheet));
  const locale = useLocale();
  const nameOf = useMemo(() => mistakeNamesOf(setup.types, locale), [setup.types, locale]);
  const session = useSession().data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justCompleted) heading.current?.focus();
  }, [justCompleted]);

  const { report } = sheet;
  // A completion not yet on the server: the verdict it will store, by the kind's rules.
  const verdict: Verdict | null = report.verdict ?? (kept ? kind.storedVerdict(sheet, kept) : null);
  const said = { reportNo: report.reportNo, verdict: verdict ? verdictWords[verdict]() : '' };
  const links = kind
    .closedLinks(sheet, verdict)
    .filter((a) => !a.page || mayOpen(session, a.page) !== false);

  return (
    <Stack gap="md" maw={960}>
      <Alert
        color={verdict === 'inspectNotOk' ? 'orange' : 'green'}
        variant="light"
        title={
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {justCompleted ? words.closedJust(said) : words.closed(said)}
          </Title>
        }
      >
        <Stack gap="sm">
          {kept && <Text fw={600}>{words.closedKept()}</Text>}
          {verdict && words.closedWhere && <Text>{words.closedWhere(verdict)}</Text>}
          <Text>{words.noMore()}</Text>
          <Group gap="sm">
            {links.map((a) => (
              <ActionButton key={a.label} action={a} size="lg" mih={48} />
            ))}
          </Group>
        </Stack>
      </Alert>
      <RollLine line={words.rollLine(sheet)} />
      <Figures sheet={sheet} tally={tally} closed />
      <TapList entries={tally.entries} nameOf={nameOf} all words={words.list} />
    </Stack>
  );
}
