/**
 * Indian identifiers the customer and visitor forms take: the GSTIN with its check character and
 * the state it gives, the PIN code, and phone numbers. Pure functions, so the tablet checks a field
 * as it is typed with exactly the rule the server applies when it is saved.
 */

/** The alphabet a GSTIN is written in; a character's value is its position here. */
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GST state codes (the GSTIN's first two digits) and the state or union territory each names.
 * 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) still appear on older registrations; 97
 * and 99 are GSTN's codes for other territory and centre jurisdiction, never a postal address.
 */
export const gstStateCodes: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** Codes that are not a place an address can be in. */
const notAPlace = new Set(['97', '99']);

/** Every state and union territory an Indian address may name, each once, sorted. */
export const indianStates: readonly string[] = [
  ...new Set(
    Object.entries(gstStateCodes)
      .filter(([code]) => !notAPlace.has(code))
      .map(([, name]) => name),
  ),
].sort();

/** Older and common spellings people type, mapped to the table's names. */
const stateAliases: Readonly<Record<string, string>> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  tamilnadu: 'Tamil Nadu',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  uttaranchal: 'Uttarakhand',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  jammuandkashmirut: 'Jammu and Kashmir',
};

const stateKey = (name: string): string =>
  name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z]/g, '');

const statesByKey = new Map<string, string>([
  ...indianStates.map((s) => [stateKey(s), s] as const),
  ...Object.entries(stateAliases),
]);

/** The table's name of a state as typed (`tamil nadu`, `Orissa`), or null for no Indian state. */
export const indianStateNamed = (typed: string): string | null =>
  statesByKey.get(stateKey(typed)) ?? null;

/** The shape of a GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity, `Z`, check. */
export const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN from its first 14 characters (GSTN's mod-36 scheme): each
 * character's value is multiplied by 1 and 2 in turn, the product's base-36 digits are summed,
 * and the check character brings the sum up to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'shape' | 'stateCode' | 'checkCharacter';

/** Messages the server sends (and the tablet shows) for each problem, so both word them alike. */
export const gstinMessages: Readonly<Record<GstinProblem, string>> = {
  shape: 'must be a 15-character GSTIN',
  stateCode: 'does not start with a GST state code',
  checkCharacter: 'has a wrong check character (the last one): a character is mistyped',
};

/** What is wrong with a GSTIN (upper case, trimmed), or null when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'shape';
  if (!(gstin.slice(0, 2) in gstStateCodes)) return 'stateCode';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'checkCharacter';
  return null;
}

/** The state a valid GSTIN is registered in (its first two digits), or null. */
export const stateOfGstin = (gstin: string): string | null =>
  gstStateCodes[gstin.slice(0, 2)] ?? null;

/** An Indian PIN code: six digits, the first not 0. */
export const PIN_CODE = /^[1-9]\d{5}$/;
export const isPinCode = (pin: string): boolean => PIN_CODE.test(pin);
export const pinCodeMessage = 'must be a 6-digit Indian PIN code not starting with 0';

/**
 * A phone number as people write it (spaces, hyphens, brackets and dots between digits), in its
 * one comparable form, or null when it cannot be a phone:
 * - an Indian number: ten digits, the first not 0 (mobiles start 6–9, landlines with their STD
 *   code 1–8), optionally after `+91`, `91` or a trunk `0` — always answered as `+91` and the ten;
 * - any other country: `+`, its code and the number, 8 to 15 digits in all (E.164).
 */
export function normalPhone(typed: string): string | null {
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace('+', '');
  const indian = (ten: string) => (/^[1-9]\d{9}$/.test(ten) ? `+91${ten}` : null);
  if (compact.startsWith('+')) {
    if (digits.startsWith('91')) return indian(digits.slice(2));
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (digits.length === 10) return indian(digits);
  if (digits.length === 11 && digits.startsWith('0')) return indian(digits.slice(1));
  if (digits.length === 12 && digits.startsWith('91')) return indian(digits.slice(2));
  return null;
}

export const isPhone = (typed: string): boolean => normalPhone(typed) !== null;
export const phoneMessage = 'must be a phone number: 10 digits, or + and the country code';

/**
 * The first three digits of the PIN codes of each state, as India Compliance checks an Indian
 * address against its state (india_compliance/gst_india/constants/__init__.py,
 * STATE_PINCODE_MAPPING, after the e-Invoice master codes). Telangana, Ladakh and other territory
 * have no range there and are not checked.
 */
type PinRanges = readonly (readonly [number, number])[];
const damanAndDiu: PinRanges = [
  [362, 362],
  [396, 396],
];
const pinRanges: Readonly<Record<string, PinRanges>> = {
  'Jammu and Kashmir': [[180, 194]],
  'Himachal Pradesh': [[171, 177]],
  Punjab: [[140, 160]],
  Chandigarh: [[160, 160]],
  Uttarakhand: [[244, 263]],
  Haryana: [[121, 136]],
  Delhi: [[110, 110]],
  Rajasthan: [[301, 345]],
  'Uttar Pradesh': [[201, 285]],
  Bihar: [[800, 855]],
  Sikkim: [[737, 737]],
  'Arunachal Pradesh': [[790, 792]],
  Nagaland: [[797, 798]],
  Manipur: [[795, 795]],
  Mizoram: [[796, 796]],
  Tripura: [[799, 799]],
  Meghalaya: [[793, 794]],
  Assam: [[781, 788]],
  'West Bengal': [[700, 743]],
  Jharkhand: [[813, 835]],
  Odisha: [[751, 770]],
  Chhattisgarh: [[490, 497]],
  'Madhya Pradesh': [[450, 488]],
  Gujarat: [[360, 396]],
  'Dadra and Nagar Haveli and Daman and Diu': damanAndDiu,
  // The older name of the same union territory (code 25), as older registrations still give it.
  'Daman and Diu': damanAndDiu,
  Maharashtra: [[400, 445]],
  Karnataka: [[560, 591]],
  Goa: [[403, 403]],
  Lakshadweep: [[682, 682]],
  Kerala: [[670, 695]],
  'Tamil Nadu': [[600, 643]],
  Puducherry: [
    [533, 533],
    [605, 605],
    [607, 607],
    [609, 609],
    [673, 673],
  ],
  'Andaman and Nicobar Islands': [[744, 744]],
  'Andhra Pradesh': [[500, 535]],
};

/** Whether an Indian PIN code lies in the state (one of the table's names) by its first digits. */
export function pinCodeFitsState(pin: string, state: string): boolean {
  const ranges = pinRanges[state];
  if (!ranges || !isPinCode(pin)) return true;
  const first = Number(pin.slice(0, 3));
  return ranges.some(([low, high]) => first >= low && first <= high);
}

export const pinCodeStateMessage =
  'is not a PIN code of that state: its first three digits are another state’s';

/**
 * The state's name as India Compliance lists it (STATE_NUMBERS, compared exactly): the same as
 * the table's but for two.
 */
export const indiaComplianceState = (state: string): string =>
  ({
    Lakshadweep: 'Lakshadweep Islands',
    'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  })[state] ?? state;
