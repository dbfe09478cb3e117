import type { AlertRow } from '../../../contract/main/alerts';
import { m, type Locale } from '../../i18n';
import { formatDateTime, formatTime, MISSING } from '../../i18n/format';
import { mistakeName } from '../../lib/mistakeName';

/** What happened, in a sentence of the screen's language; the defect by its Tamil name in Tamil. */
export function alertSummary(alert: AlertRow, locale: Locale): string {
  const count = alert.rollCount;
  switch (alert.rule) {
    case 'repeatDefect':
      return m.alerts_rule_repeat({
        count,
        machine: alert.subject,
        defect: alert.defect ? mistakeName(alert.defect, alert.defectTa, locale) : MISSING,
      });
    case 'grade3':
      // A grade 3 alert is raised by one roll; it gathers the next ones while it stays open.
      return m.alerts_rule_grade3({ count: Math.max(count, 1), machine: alert.subject });
    case 'supplierLot':
      return m.alerts_rule_supplier_lot({
        count,
        supplier: alert.subject,
        lot: alert.lot ?? MISSING,
      });
    case 'ccLotRejected':
      return m.alerts_rule_cc_rejected({ reportNo: alert.subject });
  }
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** A moment as the floor reads it: "today 08:05", else "23-11-2026 08:05". */
export function whenText(at: string, now: Date = new Date()): string {
  const date = new Date(at);
  return sameDay(date, now) ? m.alerts_today_at({ time: formatTime(date) }) : formatDateTime(date);
}

/** Who acknowledged or resolved the alert, when, and their note; null while it is open. */
export function stateLine(alert: AlertRow): string | null {
  if (alert.state === 'resolved') {
    const name = alert.resolvedBy ?? MISSING;
    const when = alert.resolvedAt ? whenText(alert.resolvedAt) : MISSING;
    return alert.resolveNote
      ? m.alerts_resolved_note({ name, when, note: alert.resolveNote })
      : m.alerts_resolved_by({ name, when });
  }
  if (alert.state === 'acknowledged') {
    const name = alert.acknowledgedBy ?? MISSING;
    const when = alert.acknowledgedAt ? whenText(alert.acknowledgedAt) : MISSING;
    return alert.acknowledgeNote
      ? m.alerts_acknowledged_note({ name, when, note: alert.acknowledgeNote })
      : m.alerts_acknowledged_by({ name, when });
  }
  return null;
}

/** The state's word for its badge, and the badge's colour (never the only signal: the word is). */
export const stateBadge = {
  open: { word: () => m.alerts_state_open(), color: 'red' },
  acknowledged: { word: () => m.alerts_state_acknowledged(), color: 'yellow' },
  resolved: { word: () => m.alerts_state_resolved(), color: 'green' },
} as const satisfies Record<AlertRow['state'], { word: () => string; color: string }>;
