// A light reader (no zod): the route hands the address over and the screen reads it here.
import { docNo, object, optional } from '@contract/search';
import type { PassportKind } from '../../../contract/main/passport';

/** The passport's address: the roll number asked for and, when it matched several, which kind. */
export interface PassportSearch {
  rollNo?: string;
  kind?: PassportKind;
}

// Every kind, checked against the contract's list by the type: a kind added there fails here.
const kinds = {
  greige: true,
  finish: true,
  ccBundle: true,
  ccFinish: true,
} as const satisfies Record<PassportKind, true>;

const isKind = (value: unknown): value is PassportKind =>
  typeof value === 'string' && Object.hasOwn(kinds, value);

const rollNoOnly = object({ rollNo: optional(docNo) });

/** The address as the screen reads it: a roll number that is not one reads as none. */
export function readPassportSearch(raw: unknown): PassportSearch {
  const { rollNo } = rollNoOnly.parse(raw);
  const kind = typeof raw === 'object' && raw !== null ? (raw as { kind?: unknown }).kind : null;
  return { rollNo, kind: rollNo !== undefined && isKind(kind) ? kind : undefined };
}
