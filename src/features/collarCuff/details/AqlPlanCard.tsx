import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import type { CcAql } from '../queries';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={800} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

type Plan = Pick<
  CcAql,
  | 'lotSize'
  | 'level'
  | 'aql'
  | 'codeLetter'
  | 'planLetter'
  | 'sampleSize'
  | 'acceptNo'
  | 'rejectNo'
  | 'inspectAll'
>;

/**
 * The lot's sampling plan (ISO 2859-1, single sampling, normal inspection), told before the first
 * piece: how many pieces to check, and how many rejected pieces accept or reject the lot.
 */
export function AqlPlanCard({ plan, title }: { plan: Plan; title?: string }) {
  const n = formatNumber;
  const letter =
    plan.codeLetter === plan.planLetter
      ? plan.codeLetter
      : m.cc_plan_letter_moved({ letter: plan.codeLetter, plan: plan.planLetter });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cc-plan-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cc-plan-title">
          {title ?? m.cc_plan_title()}
        </Title>
        <Text size="lg" data-testid="plan-sentence">
          {plan.inspectAll
            ? m.cc_plan_sentence_all({
                lot: n(plan.lotSize),
                ac: n(plan.acceptNo),
                re: n(plan.rejectNo),
              })
            : m.cc_plan_sentence({
                sample: n(plan.sampleSize),
                lot: n(plan.lotSize),
                ac: n(plan.acceptNo),
                re: n(plan.rejectNo),
              })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={m.cc_plan_sample()} value={n(plan.sampleSize)} testId="plan-sample" />
          <Fact label={m.cc_plan_accept()} value={n(plan.acceptNo)} testId="plan-accept" />
          <Fact label={m.cc_plan_reject()} value={n(plan.rejectNo)} testId="plan-reject" />
          <Fact label={m.cc_plan_lot()} value={n(plan.lotSize)} />
          <Fact label={m.cc_plan_letter()} value={letter} />
          <Fact label={m.cc_plan_level()} value={plan.level} />
          <Fact label={m.cc_plan_aql()} value={n(plan.aql, { min: 1 })} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
