import { Badge, Group, Text } from '@mantine/core';
import { LinkButton } from '../../components/LinkButton';
import { m } from '../../i18n';
import { formatDate, formatDateTime } from '../../i18n/format';
import { isoDay } from '../../lib/datePresets';
import type { Passport } from './queries';
import { Facts, IfAllowed, linkLook, NotYet, Step } from './Step';
import { scanKindWords, scanStatusWords } from './words';
import classes from './passport.module.css';

type Scan = Passport['scans'][number];

/** The sales order and stock entry the roll left the mill on. */
export function Dispatch({ dispatch }: { dispatch: Passport['dispatch'] }) {
  if (!dispatch)
    return (
      <Step title={m.passport_step_dispatch()} reached={false}>
        <NotYet>{m.passport_still_in_mill()}</NotYet>
      </Step>
    );
  const so = dispatch.salesOrderNo;
  return (
    <Step
      title={m.passport_step_dispatch()}
      when={formatDate(dispatch.postingDate)}
      links={
        <IfAllowed page="sales-order-item-view">
          <LinkButton {...linkLook} to="/sales-order-item-view" search={{ so }}>
            {m.passport_open_order({ salesOrderNo: so })}
          </LinkButton>
        </IfAllowed>
      }
    >
      <Facts
        facts={[
          [m.passport_sales_order(), so],
          [m.passport_stock_entry(), dispatch.entryNo],
        ]}
      />
    </Step>
  );
}

const statusColor: Record<Scan['status'], string> = {
  ok: 'green',
  duplicate: 'yellow',
  notFound: 'gray',
  rejected: 'red',
};

/** Every scan of the roll's label at the gate, and the days' scan reports. */
export function Scans({ scans }: { scans: readonly Scan[] }) {
  const sorted = [...scans].sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
  // One report link per day the roll was scanned on (the device's day, as the report reads it).
  const days = [...new Set(sorted.map((s) => isoDay(new Date(s.scannedAt))))];
  return (
    <Step
      title={m.passport_step_scans()}
      reached={sorted.length > 0}
      links={
        days.length > 0 && (
          <IfAllowed page="security-scan">
            {days.map((day) => (
              <LinkButton
                key={day}
                {...linkLook}
                to="/security-scan"
                search={{ preset: 'custom', from: day, to: day }}
              >
                {m.passport_open_scans({ date: formatDate(day) })}
              </LinkButton>
            ))}
          </IfAllowed>
        )
      }
    >
      {sorted.length === 0 ? (
        <NotYet>{m.passport_no_scans()}</NotYet>
      ) : (
        <ul className={classes.lines}>
          {sorted.map((s) => (
            <li key={s.scanId}>
              <Group gap="xs" wrap="wrap">
                <Badge color={statusColor[s.status]} variant="light" size="lg" miw="max-content">
                  {scanStatusWords[s.status]()}
                </Badge>
                <Text span>
                  {`${m.passport_scan_line({
                    when: formatDateTime(s.scannedAt),
                    gate: s.gate,
                    guard: s.guard,
                  })} · ${scanKindWords[s.kind]()}`}
                </Text>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Step>
  );
}
