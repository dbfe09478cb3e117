import { pinCodeFitsState } from '../../../rules/india';
import type { Doc } from '../pull/declare';

/**
 * What a real site checks when an Address or a Contact is saved, beyond its fields: India
 * Compliance's address rules (india_compliance/gst_india/overrides/address.py, validate) and
 * Frappe's own Contact Phone rows (frappe/contacts/doctype/contact_phone: the number is
 * mandatory). Each answers the site's words, or null.
 */

/** india_compliance/gst_india/constants/__init__.py, STATE_NUMBERS: compared exactly. */
const stateNumbers: Readonly<Record<string, string>> = {
  'Andaman and Nicobar Islands': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chhattisgarh: '22',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu and Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Ladakh: '38',
  'Lakshadweep Islands': '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  'Other Countries': '96',
  'Other Territory': '97',
  Puducherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** validate_state, validate_pincode and the GSTIN's state digits, for an address in India. */
export function indiaComplianceAddress(doc: Doc): string | null {
  if (text(doc.country) !== 'India') return null;
  const state = text(doc.state);
  if (!state) return 'State is a required field for Indian Address';
  const number = stateNumbers[state];
  if (number === undefined) return 'Please select a valid State from available options';
  const gstin = text(doc.gstin).toUpperCase();
  if (gstin && gstin.slice(0, 2) !== number) {
    return `First 2 digits of GSTIN should match with State Number for ${state} (${number})`;
  }
  const pincode = text(doc.pincode);
  if (!pincode) return null;
  if (!/^[1-9][0-9]{5}$/.test(pincode)) {
    return `Postal Code for Address ${text(doc.name)} must be a 6-digit number and cannot start with 0`;
  }
  // STATE_PINCODE_MAPPING: the same table rules/india.ts keeps, by India Compliance's one
  // spelling that differs from it.
  const ours = state === 'Lakshadweep Islands' ? 'Lakshadweep' : state;
  if (!pinCodeFitsState(pincode, ours)) {
    return `Postal Code ${pincode} for address ${text(doc.name)} is not associated with ${state}. Ensure the initial three digits of your postal code align correctly with the state as per the e-Invoice Master Codes.`;
  }
  return null;
}

/** Contact Phone rows: the number is mandatory and must look like one (PHONE_NUMBER_PATTERN). */
export function contactPhones(doc: Doc): { exc: string; message: string } | null {
  const rows = Array.isArray(doc.phone_nos) ? (doc.phone_nos as Doc[]) : [];
  for (const [i, row] of rows.entries()) {
    const phone = text(row.phone);
    if (!phone) {
      return {
        exc: 'MandatoryError',
        message: `Error: <strong>Contact Phone</strong> Row #${i + 1}: Value missing for: Number`,
      };
    }
    if (!/^([0-9 +_\-,.*#()]){1,20}$/.test(phone)) {
      return { exc: 'InvalidPhoneNumberError', message: `${phone} is not a valid Phone Number` };
    }
  }
  return null;
}

/**
 * A Stock Entry without `set_posting_time` is posted now, whatever date it was sent with
 * (erpnext/utilities/transaction_base.py, validate_posting_time, run on every save and submit).
 * `now` is the site's `YYYY-MM-DD HH:MM:SS[.ffffff]`.
 */
export function postingTime(doc: Doc, now: string): Doc {
  if (Number(doc.set_posting_time ?? 0) === 1) return doc;
  return { ...doc, posting_date: now.slice(0, 10), posting_time: now.slice(11) };
}
