import { Text } from '@mantine/core';
import { m } from '../../i18n';
import { formatDate, formatKg } from '../../i18n/format';
import type { Passport } from './queries';
import { movesOf, type MovePlace, type StockMove } from './moves';
import { NotYet, Step } from './Step';
import { moveWord, processWord } from './words';
import classes from './passport.module.css';

/** A side's places in words: a warehouse by its name, a process in words. */
const placesText = (places: readonly MovePlace[]): string =>
  places
    .map((p) => p.warehouse ?? (p.process ? processWord(p.process) : m.passport_place_unknown()))
    .join(', ');

/** From where to where the roll went, and its kg, or that it moved before it was weighed. */
function pathText(move: StockMove): string {
  const from = move.from.length ? placesText(move.from) : null;
  const to = move.to.length ? placesText(move.to) : null;
  if (move.kg === null) {
    if (from && to) return m.passport_move_unweighed_from_to({ from, to });
    if (to) return m.passport_move_unweighed_in({ place: to });
    if (from) return m.passport_move_unweighed_out({ place: from });
    return m.passport_move_unweighed();
  }
  const kg = formatKg(move.kg);
  if (from && to) return m.passport_move_from_to({ kg, from, to });
  if (from) return m.passport_move_out({ kg, place: from });
  return m.passport_move_in({ kg, place: to ?? m.passport_place_unknown() });
}

/** A move's path, its entry, and the roll number and order it moved under. */
const moveDetail = (move: StockMove, rollNo: string): string =>
  [
    pathText(move),
    m.passport_move_entry({ entryNo: move.entryNo }),
    move.rollNo === rollNo ? null : m.passport_move_roll({ rollNo: move.rollNo }),
    move.salesOrderNo ? m.passport_move_order({ salesOrderNo: move.salesOrderNo }) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');

/** One line per stock entry and roll number that moved the roll, oldest first. */
export function Moves({ passport }: { passport: Passport }) {
  const moves = movesOf(passport.moves);
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
          {moves.map((move) => (
            <li key={`${move.entryNo}|${move.rollNo}`}>
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
