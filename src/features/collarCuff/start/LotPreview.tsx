import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { aqlPlan, ccRuleFor, defaultMillCcRules } from '@rules';
import { m } from '../../../i18n';
import { AqlPlanCard } from '../details/AqlPlanCard';
import { ccRulesQuery, type KnitReport } from '../queries';

/**
 * The plan the chosen knitting report's lot will be judged by, before it is started: its pieces
 * (those knitting passed on) and the item's or the mill's level and AQL, by the shared rules.
 */
export function LotPreview({ knit }: { knit: KnitReport }) {
  const rules = useQuery({ ...ccRulesQuery(), staleTime: 10 * 60_000 }).data;
  const lotSize = knit.pieces - knit.rejectedPieces;
  if (lotSize < 1) return <Text>{m.cc_lot_empty()}</Text>;
  const rule = ccRuleFor(rules ?? defaultMillCcRules, knit.itemCode);
  return (
    <AqlPlanCard
      plan={aqlPlan(lotSize, rule.level, rule.aql)}
      title={m.cc_plan_preview({ reportNo: knit.reportNo })}
    />
  );
}
