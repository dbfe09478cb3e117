import { m } from '../../../i18n';

interface Knitted {
  machine: string | null;
  operator: string | null;
  shift: string | null;
  supplier: string | null;
}

/**
 * Where the mirror says a roll was knitted, as a sentence: only what is known is said, and a roll
 * bought in names where it came from rather than an "unknown" machine and operator.
 */
export function knittedLine({ machine, operator, shift, supplier }: Knitted): string {
  const line =
    machine && operator
      ? m.start_knitted_on_by({ machine, operator })
      : machine
        ? m.start_knitted_on({ machine })
        : operator
          ? m.start_knitted_by({ operator })
          : supplier
            ? m.start_from_supplier({ supplier })
            : m.start_knitting_not_recorded();
  return shift ? `${line} · ${m.start_shift({ shift })}` : line;
}
