import { m } from '../../../i18n';
import type { IdProofType } from './form';

/**
 * The ID proofs a guard picks from, in the screen's language. A `Record` over the contract's type:
 * a proof the contract adds without words here is a compile error.
 */
export const idProofWords: Readonly<Record<IdProofType, () => string>> = {
  Aadhaar: m.gate_id_aadhaar,
  PAN: m.gate_id_pan,
  'Driving licence': m.gate_id_driving,
  'Voter ID': m.gate_id_voter,
  Passport: m.gate_id_passport,
  'Company ID': m.gate_id_company,
  Other: m.gate_id_other,
};

export const idProofTypes = Object.keys(idProofWords) as IdProofType[];
