import { Badge, Group, Text, Title } from '@mantine/core';
import { GradeBadge } from '../../components/GradeBadge';
import { gradeWhy } from '../../components/gradeWhy';
import { LinkButton } from '../../components/LinkButton';
import { m } from '../../i18n';
import { formatDate, formatKg, formatMetres, formatNumber } from '../../i18n/format';
import { Defects } from './Defects';
import type { Passport, PassportInspection } from './queries';
import { Facts, IfAllowed, known, linkLook, NotYet, Step } from './Step';

type Stage = PassportInspection['stage'];

const titleOf = (collarCuff: boolean, stage: Stage): string =>
  collarCuff
    ? stage === 'greige'
      ? m.passport_step_cc_inspection()
      : m.passport_step_cc_finish_inspection()
    : stage === 'greige'
      ? m.passport_step_greige_inspection()
      : m.passport_step_finish_inspection();

/** Where an inspection is seen whole: its roll's sheet and its report. */
function InspectionLinks({ inspection: i }: { inspection: PassportInspection }) {
  if (i.kind === 'collarCuff')
    return (
      <IfAllowed page="cc-report-view-detail">
        <LinkButton {...linkLook} to="/cc-report-view-detail" search={{ reportNo: i.reportNo }}>
          {m.passport_open_report({ reportNo: i.reportNo })}
        </LinkButton>
      </IfAllowed>
    );
  return (
    <>
      <IfAllowed page="roll-view">
        <LinkButton
          {...linkLook}
          to="/roll-view"
          search={{ reportNo: i.reportNo, rollNo: i.rollNo, date: i.date }}
        >
          {m.passport_open_roll_sheet()}
        </LinkButton>
      </IfAllowed>
      <IfAllowed page="report-view-detail">
        <LinkButton
          {...linkLook}
          to="/report-view-detail"
          search={{ reportNo: i.reportNo, date: i.date }}
        >
          {m.passport_open_report({ reportNo: i.reportNo })}
        </LinkButton>
      </IfAllowed>
    </>
  );
}

function Inspection({ inspection: i, rollNo }: { inspection: PassportInspection; rollNo: string }) {
  const why = gradeWhy(i.grade, i.gradeReasons);
  const result = i.passed === null ? null : i.passed ? m.passport_passed() : m.passport_failed();
  return (
    <Step
      title={titleOf(i.kind === 'collarCuff', i.stage)}
      when={formatDate(i.date)}
      replaced={i.earlier}
      badges={
        <>
          {i.earlier && (
            <Badge color="gray" variant="outline" size="lg" miw="max-content">
              {m.passport_replaced()}
            </Badge>
          )}
          {i.status === 'ongoing' && (
            <Badge color="blue" variant="light" size="lg" miw="max-content">
              {m.passport_being_inspected()}
            </Badge>
          )}
        </>
      }
      links={<InspectionLinks inspection={i} />}
    >
      <Facts
        facts={[
          [m.passport_report(), i.reportNo],
          [m.passport_inspector(), i.inspector],
          [m.passport_table(), i.tableName],
          [m.passport_roll_in_report(), i.rollNo === rollNo ? null : i.rollNo],
          [m.passport_weight(), known(i.kg, (kg) => formatKg(kg))],
          [m.passport_length(), known(i.lengthM, (len) => formatMetres(len))],
          [m.passport_shade(), i.shade],
          [m.passport_points(), known(i.points, (n) => formatNumber(n))],
          [m.passport_points100(), known(i.points100m2, (n) => formatNumber(n, { max: 2 }))],
          [m.passport_checked(), known(i.piecesChecked, (n) => formatNumber(n))],
          [m.passport_rejected(), known(i.piecesRejected, (n) => formatNumber(n))],
          [m.passport_result(), result],
        ]}
      />
      {(i.kind === 'fabric' || i.grade !== null) && (
        <Group gap="xs" wrap="wrap" align="center">
          <GradeBadge grade={i.grade} size="md" />
          {why && <Text size="sm">{why}</Text>}
        </Group>
      )}
      <Title order={4} size="h5">
        {m.passport_defects()}
      </Title>
      <Defects defects={i.defects} />
    </Step>
  );
}

/** The inspections at one stage, in the order they were made; or, when none, the words why. */
export function Inspections({ passport, stage }: { passport: Passport; stage: Stage }) {
  const collarCuff = passport.kind === 'ccBundle' || passport.kind === 'ccFinish';
  const inspections = passport.inspections
    .filter((i) => i.stage === stage)
    .sort((a, b) => a.date.localeCompare(b.date));
  if (inspections.length === 0)
    return (
      <Step title={titleOf(collarCuff, stage)} reached={false}>
        <NotYet>
          {stage === 'greige' ? m.passport_not_inspected() : m.passport_not_inspected_finish()}
        </NotYet>
      </Step>
    );
  return inspections.map((i, n) => (
    <Inspection key={`${i.reportNo}|${i.rollNo}|${n}`} inspection={i} rollNo={passport.rollNo} />
  ));
}
