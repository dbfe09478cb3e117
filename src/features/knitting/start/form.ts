/** The start-a-knitting-report form's state and how it becomes the contract's input. */
import type { CallInput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import type { KnitShift } from '../labels';
import type { KnitIssue } from '../issues';

export type KnitInput = CallInput<Calls['postKnitCCData']>['jsonData'];

export interface KnitStartForm {
  date: string;
  machine: string;
  operator: string;
  shift: KnitShift | '';
  itemCode: string;
  kind: 'collar' | 'cuff' | '';
  colour: string;
  size: string;
  jobCardNo: string;
  remarks: string;
}

export const emptyKnitStart = (
  date: string,
  last: { machine?: string; shift?: KnitShift } = {},
): KnitStartForm => ({
  date,
  machine: last.machine ?? '',
  operator: '',
  shift: last.shift ?? '',
  itemCode: '',
  kind: '',
  colour: '',
  size: '',
  jobCardNo: '',
  remarks: '',
});

/** The item's kind from its group: only collar and cuff items can be knitted here. */
export const kindOfGroup = (group: string): 'collar' | 'cuff' | null =>
  group === 'Collar' ? 'collar' : group === 'Cuff' ? 'cuff' : null;

const orUndefined = (s: string) => (s.trim() ? s.trim() : undefined);

/** The knitting domain's schemas load on the first submit (the save needs them then anyway). */
const inputSchema = async () => (await loadCall('postKnitCCData')).input.shape.jsonData;

/** Checks the form with the contract's own schema; issues keep their paths for the fields. */
export async function toKnitInput(
  f: KnitStartForm,
  clientId: string,
): Promise<{ input: KnitInput | null; issues: (KnitIssue & { path: PropertyKey[] })[] }> {
  const raw = {
    date: f.date,
    machine: f.machine,
    operator: f.operator,
    shift: f.shift || undefined,
    itemCode: f.itemCode,
    kind: f.kind || undefined,
    colour: f.colour.trim(),
    size: f.size.trim(),
    jobCardNo: orUndefined(f.jobCardNo),
    remarks: orUndefined(f.remarks),
    clientId,
  };
  const parsed = (await inputSchema()).safeParse(raw);
  if (parsed.success) return { input: parsed.data, issues: [] };
  return {
    input: null,
    issues: parsed.error.issues.map((i) => ({ ...i, path: [...i.path] })),
  };
}
