import { Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { piecesPerKg } from '@rules';
import { ErrorState } from '../../../components/ErrorState';
import { LinkButton } from '../../../components/LinkButton';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { useKeptCcChecked } from '../kept';
import { LotRolls } from '../LotRolls';
import { ccLotQuery, ccSheetQuery } from '../queries';
import { AqlPlanCard } from './AqlPlanCard';
import { KgForm } from './KgForm';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * collar-cuff-details: one CC roll (a knitted bundle) of a lot, its pieces, weight, size and
 * colour, and the lot's sampling plan before the first piece is checked.
 */
export function CcRollDetails({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  const sheet = useQuery(ccSheetQuery(reportNo, rollNo));
  const keptChecked = useKeptCcChecked(reportNo, rollNo);
  if (sheet.isError && !sheet.data)
    return <ErrorState title={m.cc_roll_not_loaded()} error={sheet.error} />;
  if (sheet.isPending) return <Loader aria-label={m.cc_roll_loading()} />;
  const { report, roll } = sheet.data;
  const open = report.status === 'ongoing' && roll.status === 'ongoing';
  const checked = keptChecked ?? roll.piecesChecked;
  const search = { reportNo, rollNo };

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Paper withBorder p="md">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {m.cc_details_title({ rollNo: roll.rollNo })}
            </Title>
            <Text size="md" c="dimmed">
              {m.cc_details_lot({
                reportNo,
                stage:
                  report.stage === 'finish'
                    ? m.inspection_stage_finish()
                    : m.inspection_stage_greige(),
              })}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <Fact label={m.cc_fact_item()} value={report.itemName} />
            <Fact label={m.cc_fact_colour()} value={report.colour ?? '–'} />
            <Fact label={m.cc_fact_size()} value={roll.size ?? report.size ?? '–'} />
            <Fact label={m.cc_fact_pieces()} value={formatNumber(roll.pieces)} />
            <Fact label={m.cc_fact_kg()} value={formatKg(roll.kg, { max: 3 })} />
            <Fact
              label={m.cc_fact_per_kg()}
              value={formatNumber(roll.kg ? piecesPerKg(roll.pieces, roll.kg) : null)}
            />
            <Fact label={m.cc_fact_greige()} value={roll.greigeRollNo} />
            {roll.finishRollNo && <Fact label={m.cc_fact_finish()} value={roll.finishRollNo} />}
            {report.knitReportNo && (
              <Fact label={m.cc_fact_knit_report()} value={report.knitReportNo} />
            )}
            <Fact
              label={m.cc_fact_checked()}
              value={m.cc_checked_of({
                checked: formatNumber(checked),
                pieces: formatNumber(roll.pieces),
              })}
            />
          </SimpleGrid>
          {open && <KgForm sheet={sheet.data} />}
        </Stack>
      </Paper>
      {report.aql ? <AqlPlanCard plan={report.aql} /> : <Text>{m.cc_lot_empty()}</Text>}
      <LinkButton size="xl" mih={72} to="/collar-cuff-mistake-details" search={search}>
        {!open ? m.cc_see_result() : checked > 0 ? m.cc_go_on_counting() : m.cc_begin_count()}
      </LinkButton>
      <LotRolls reportNo={reportNo} rollNo={rollNo} to="/collar-cuff-details" />
    </Stack>
  );
}

/** A lot opened without naming a roll: its first roll not fully checked yet, else its first. */
export function LotDetails({ reportNo }: { reportNo: string }) {
  const lot = useQuery(ccLotQuery(reportNo));
  if (lot.isError && !lot.data)
    return <ErrorState title={m.cc_roll_not_loaded()} error={lot.error} />;
  if (lot.isPending) return <Loader aria-label={m.cc_roll_loading()} />;
  const rolls = lot.data.rollRows;
  const roll = rolls.find((r) => r.piecesChecked < r.pieces) ?? rolls[0];
  return roll ? (
    <CcRollDetails reportNo={reportNo} rollNo={roll.rollNo} />
  ) : (
    <Text>{m.cc_lot_empty()}</Text>
  );
}
