import { stringifySearchWith } from '@tanstack/react-router';

/**
 * Roll and report numbers are often all digits (`/roll-modal?rollNo=17`, typed or scanned). The
 * router's default reads every value as JSON, which turns them into numbers that the routes' text
 * schemas refuse. Only structured values (objects, arrays, quoted text) and booleans are read as
 * JSON here; everything else stays the text that is in the address.
 */
const looksLikeJson = /^(?:[[{"]|true$|false$|null$)/;

export const parseSearchValue = (value: string): unknown =>
  looksLikeJson.test(value) ? JSON.parse(value) : value;

/** The router's own decoder also turns digits into numbers, so the address is read here. */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    try {
      search[key] = parseSearchValue(value);
    } catch {
      search[key] = value;
    }
  }
  return search;
}

/**
 * The router quotes a text value whenever this reader takes it; it throws for text that reads back
 * as itself, so the address keeps `?preset=thisMonth&rollNo=17` bare and quotes only text that
 * would otherwise read as JSON (`"true"`, `"[1]"`).
 */
const quotedOnlyIfAmbiguous = (value: string): unknown => {
  if (!looksLikeJson.test(value)) throw new Error('reads back as text');
  return JSON.parse(value);
};

export const stringifySearch = stringifySearchWith(JSON.stringify, quotedOnlyIfAmbiguous);
