/**
 * What the GSTIN field says while it is typed: nothing until 15 characters, then the state it
 * gives or what is wrong, by the very rule the server applies (rules/india.ts).
 */
import { gstinProblem, stateOfGstin, type GstinProblem } from '@rules/india';

export type GstinStatus =
  | { readonly kind: 'empty' }
  | { readonly kind: 'typing' }
  | { readonly kind: 'ok'; readonly gstin: string; readonly state: string }
  | { readonly kind: 'wrong'; readonly problem: GstinProblem };

/** The GSTIN as it is sent: trimmed, spaces dropped, upper case. */
export const cleanGstin = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

export function gstinStatus(typed: string): GstinStatus {
  const gstin = cleanGstin(typed);
  if (!gstin) return { kind: 'empty' };
  if (gstin.length < 15) return { kind: 'typing' };
  const problem = gstinProblem(gstin);
  if (problem) return { kind: 'wrong', problem };
  return { kind: 'ok', gstin, state: stateOfGstin(gstin) ?? '' };
}
