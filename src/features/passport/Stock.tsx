import { Text } from '@mantine/core';
import { m } from '../../i18n';
import { formatDate, formatKg } from '../../i18n/format';
import type { Passport } from './queries';
import { NotYet, Step } from './Step';
import { moveWord, processWord } from './words';
import classes from './passport.module.css';

type Move = Passport['moves'][number];

/** Where a line moved the roll's kg: in or out of a warehouse, or booked against a process. */
function placeText(move: Move): string {
  const place =
    move.warehouse ??
    (move.process ? processWord(move.process) : null) ??
    m.passport_place_unknown();
  const kg = formatKg(Math.abs(move.qtyKg));
  return move.qtyKg < 0 ? m.passport_move_out({ kg, place }) : m.passport_move_in({ kg, place });
}

/** A line's kg and place, its entry, and the roll number and order it moved under. */
const moveDetail = (move: Move, rollNo: string): string =>
  [
    placeText(move),
    m.passport_move_entry({ entryNo: move.entryNo }),
    move.rollNo === rollNo ? null : m.passport_move_roll({ rollNo: move.rollNo }),
    move.salesOrderNo ? m.passport_move_order({ salesOrderNo: move.salesOrderNo }) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');

/** Every line of the stock ledger that moved the roll, oldest first. */
export function Moves({ passport }: { passport: Passport }) {
  const moves = [...passport.moves].sort((a, b) => a.postingDate.localeCompare(b.postingDate));
  return (
    <Step
      title={m.passport_step_moves()}
      reached={moves.length > 0}
      when={moves.length ? formatDate(moves[moves.length - 1]!.postingDate) : null}
    >
      {moves.length === 0 ? (
        <NotYet>{m.passport_no_moves()}</NotYet>
      ) : (
        <ul className={classes.lines}>
          {moves.map((move, i) => (
            <li key={`${move.entryNo}|${i}`}>
              <Text span fw={600}>
                {`${formatDate(move.postingDate)} · ${moveWord(move.kind)}`}
              </Text>
              <Text span>{` · ${moveDetail(move, passport.rollNo)}`}</Text>
            </li>
          ))}
        </ul>
      )}
    </Step>
  );
}

/** Where the roll lies now; once it has left, said so. */
export function WhereNow({ passport }: { passport: Passport }) {
  const places = passport.whereNow;
  return (
    <Step title={m.passport_step_where()} reached={places.length > 0 || passport.dispatch !== null}>
      {places.length > 0 ? (
        <ul className={classes.lines}>
          {places.map((p) => (
            <li key={p.warehouse}>
              <Text fw={600}>
                {m.passport_where_line({ kg: formatKg(p.qtyKg), warehouse: p.warehouse })}
              </Text>
            </li>
          ))}
        </ul>
      ) : (
        <NotYet>{passport.dispatch ? m.passport_left_mill() : m.passport_not_in_stock()}</NotYet>
      )}
    </Step>
  );
}
