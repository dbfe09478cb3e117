import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { formatKg, formatNumber, formatPercent } from '../../../i18n/format';
import { isBeyond, lossState, type LossRollRow, type LossRow, type LossState } from './loss';

/** A line with its state, and how much it calls for attention (to sort by). */
export type LossLine = LossRow & { state: LossState; severity: number; back: string };
export type RollLine = LossRollRow & { state: LossState; severity: number };

const severityOf = (state: LossState) => (isBeyond(state) ? 2 : state === 'waiting' ? 0 : 1);

export const toLines = (rows: readonly LossRow[]): LossLine[] =>
  rows.map((r) => {
    const state = lossState(r);
    return {
      ...r,
      state,
      severity: severityOf(state),
      back: m.loss_rolls_back({
        back: formatNumber(r.rollsReceived),
        issued: formatNumber(r.rollsIssued),
      }),
    };
  });

export const toRollLines = (rows: readonly LossRollRow[]): RollLine[] =>
  rows.map((r) => {
    const state = lossState(r);
    return { ...r, state, severity: severityOf(state) };
  });

/** A line's state in words: the table says it in text, never by colour alone. */
export const stateWords: Readonly<Record<LossState, () => string>> = {
  waiting: m.loss_state_waiting,
  loss: m.loss_state_loss,
  gain: m.loss_state_gain,
  lossBeyond: m.loss_state_loss_beyond,
  gainBeyond: m.loss_state_gain_beyond,
};

/** Loss in kg as read: a gain shows as "2.1 kg gain", not as a minus sign to decode. */
export const lossKgText = (lossKg: number | null): string =>
  lossKg !== null && lossKg < 0 ? m.loss_gain_kg({ kg: formatKg(-lossKg) }) : formatKg(lossKg);

export const lossPercentText = (pct: number | null): string =>
  pct !== null && pct < 0 ? m.loss_gain_pct({ pct: formatPercent(-pct) }) : formatPercent(pct);

/** Loss kg, loss % and its state in words: the same three columns for a batch and for a roll. */
const lossFigures = <R extends LossLine | RollLine>(kgWidth: number, kgPriority: number) =>
  [
    {
      key: 'lossKg',
      label: m.loss_col_loss_kg,
      format: 'kg',
      width: kgWidth,
      priority: kgPriority,
      display: (r: R) => lossKgText(r.lossKg),
    },
    {
      key: 'lossPercent',
      label: m.loss_col_loss_pct,
      // "Loss (%)" in a CSV, beside "Loss (kg)".
      csvLabel: m.loss_col_loss_kg,
      unit: 'percent',
      format: 'number',
      width: 1,
      priority: 1,
      display: (r: R) => lossPercentText(r.lossPercent),
    },
    {
      key: 'severity',
      label: m.loss_col_state,
      format: 'text',
      width: 1.4,
      priority: 1,
      display: (r: R) => stateWords[r.state](),
    },
  ] satisfies TableColumn<R>[];

/**
 * A PO's batches: item, loss % and state stay on a phone; batch and loss kg on a tablet; kg in
 * and out, rolls back and the processor in the row's details.
 */
export const lossColumns = (): TableColumn<LossLine>[] => [
  { key: 'itemName', label: m.loss_col_item, format: 'text', width: 2, priority: 1 },
  { key: 'batchNo', label: m.loss_col_batch, format: 'text', width: 1.3, priority: 2 },
  { key: 'greigeKgIn', label: m.loss_col_in, format: 'kg', width: 1.1, priority: 3 },
  { key: 'finishKgOut', label: m.loss_col_out, format: 'kg', width: 1.1, priority: 3 },
  ...lossFigures<LossLine>(1.2, 2),
  { key: 'back', label: m.loss_col_rolls_back, format: 'text', width: 1.1, priority: 4 },
  { key: 'pendingKg', label: m.loss_col_pending, format: 'kg', width: 1.1, priority: 4 },
  { key: 'colour', label: m.loss_col_colour, format: 'text', width: 1.1, priority: 5 },
  { key: 'processor', label: m.loss_col_processor, format: 'text', width: 1.5, priority: 5 },
];

/** One batch's rolls: greige roll, loss % and state on a phone; the rest in the details. */
export const rollColumns = (): TableColumn<RollLine>[] => [
  { key: 'greigeRollNo', label: m.loss_col_greige_roll, format: 'text', width: 1.4, priority: 1 },
  { key: 'finishRollNo', label: m.loss_col_finish_roll, format: 'text', width: 1.4, priority: 3 },
  { key: 'greigeKg', label: m.loss_col_in, format: 'kg', width: 1, priority: 2 },
  { key: 'finishKg', label: m.loss_col_out, format: 'kg', width: 1, priority: 2 },
  ...lossFigures<RollLine>(1.1, 3),
];
