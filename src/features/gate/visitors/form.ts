/** The visitor entry form's state, how a returning visitor fills it, and how it becomes the call's input. */
import type { CallInput, CallOutput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import type { IssueLike } from '../../../lib/errors';

export type VisitorInput = CallInput<Calls['postVistorDataToDB']>['jsonData'];
export type IdProofType = VisitorInput['idProofType'];
export type ReturningVisitor = CallOutput<Calls['getVistorDataFromERPNext']>[number];

export interface VisitorForm {
  name: string;
  phone: string;
  company: string;
  purpose: string;
  hostEmployee: string;
  idProofType: IdProofType | '';
  idProofNo: string;
  vehicleNo: string;
  /** A JPEG data URL, already resized on the phone (lib/photo.ts). */
  photo: string;
  remarks: string;
  /** A numbered badge handed over; empty, the server issues the pass number. */
  passNo: string;
}

export const emptyVisitor = (): VisitorForm => ({
  name: '',
  phone: '',
  company: '',
  purpose: '',
  hostEmployee: '',
  idProofType: '',
  idProofNo: '',
  vehicleNo: '',
  photo: '',
  remarks: '',
  passNo: '',
});

/**
 * A returning visitor's details over the form: who they are, their ID and vehicle, their last
 * photo. Purpose and host are today's, so they stay as typed.
 */
export const fromReturning = (f: VisitorForm, r: ReturningVisitor): VisitorForm => ({
  ...f,
  name: r.name,
  phone: r.phone,
  company: r.company,
  idProofType: r.idProofType,
  idProofNo: r.idProofNo,
  vehicleNo: r.vehicleNo ?? '',
  photo: r.photo ? asDataUrl(r.photo) : f.photo,
});

/** A stored photo may be bare base64 (older clients): shown and sent again as a data URL. */
const asDataUrl = (photo: string) =>
  photo.startsWith('data:') ? photo : `data:image/jpeg;base64,${photo}`;

/** Digits typed before a phone is worth looking up: fewer match half the visitors. */
export const LOOKUP_MIN_DIGITS = 6;
export const phoneToLookUp = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= LOOKUP_MIN_DIGITS ? digits : null;
};

const orUndefined = (s: string) => (s.trim() ? s.trim() : undefined);

export type VisitorIssue = IssueLike & { readonly path: readonly PropertyKey[] };

/**
 * Checks the form with the contract's own schema; `inTime` is the moment the guard saves, and
 * `clientId` the entry's own id, so an entry sent twice from the outbox registers one visitor.
 */
export async function toVisitorInput(
  f: VisitorForm,
  now: Date,
  clientId: string,
): Promise<{ input: VisitorInput | null; issues: VisitorIssue[] }> {
  const schema = (await loadCall('postVistorDataToDB')).input.shape.jsonData;
  const parsed = schema.safeParse({
    name: f.name,
    phone: f.phone,
    company: f.company,
    purpose: f.purpose,
    hostEmployee: f.hostEmployee,
    idProofType: f.idProofType || undefined,
    idProofNo: f.idProofNo,
    vehicleNo: orUndefined(f.vehicleNo),
    photo: f.photo || undefined,
    inTime: now.toISOString(),
    remarks: orUndefined(f.remarks),
    passNo: orUndefined(f.passNo),
    clientId,
  });
  if (parsed.success) return { input: parsed.data, issues: [] };
  return { input: null, issues: parsed.error.issues.map((i) => ({ ...i, path: [...i.path] })) };
}
