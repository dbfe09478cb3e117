import { Badge, Group, Stack, Title } from '@mantine/core';
import { PrintButton } from '../../components/PrintButton';
import { m } from '../../i18n';
import { Dyeing, Loss } from './Dyeing';
import { Inspections } from './Inspections';
import { Dispatch, Scans } from './Leaving';
import { Made } from './Made';
import type { Passport as PassportData } from './queries';
import { Facts } from './Step';
import { Moves, WhereNow } from './Stock';
import { kindWords } from './words';
import classes from './passport.module.css';

/** The roll itself: what it is and its numbers before and after dyeing. */
function RollFacts({ passport: p }: { passport: PassportData }) {
  const item = p.itemName ? `${p.itemName} (${p.itemCode})` : p.itemCode;
  return (
    <Facts
      facts={[
        [m.passport_item(), item],
        [m.passport_greige_no(), p.greigeRollNo],
        [m.passport_finish_no(), p.finishRollNo ?? m.passport_no_finish_yet()],
        [m.passport_colour(), p.colour],
        [
          m.passport_part(),
          p.ccKind && (p.ccKind === 'collar' ? m.passport_part_collar() : m.passport_part_cuff()),
        ],
        [m.passport_size(), p.size],
      ]}
    />
  );
}

/**
 * One roll's whole life as a timeline, in the order the mill works: made, inspected greige, dyed,
 * inspected finished, its process loss, its stock moves, where it lies, dispatch and the gate.
 * Every step is there; one the roll has not reached says so.
 */
export function Passport({ passport }: { passport: PassportData }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={2} size="h3">
            {m.passport_title({ rollNo: passport.rollNo })}
          </Title>
          <Badge variant="light" size="lg" miw="max-content">
            {kindWords[passport.kind]()}
          </Badge>
        </Group>
        <div className="no-print">
          <PrintButton />
        </div>
      </Group>
      <RollFacts passport={passport} />
      <ol className={classes.timeline} aria-label={m.passport_timeline()}>
        <Made origin={passport.origin} />
        <Inspections passport={passport} stage="greige" />
        <Dyeing batch={passport.batch} />
        <Inspections passport={passport} stage="finish" />
        <Loss passport={passport} />
        <Moves passport={passport} />
        <WhereNow passport={passport} />
        <Dispatch dispatch={passport.dispatch} />
        <Scans scans={passport.scans} />
      </ol>
    </Stack>
  );
}
