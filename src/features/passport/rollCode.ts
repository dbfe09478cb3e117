import { docNo } from '@contract/search';

/**
 * The roll number in what was typed or scanned. A label's QR code may carry the app's address
 * (`https://…/roll-passport?rollNo=R-17`): its `rollNo` is the number. Light (no zod), as the
 * header's search uses it on every screen.
 */
export function rollNoOfCode(code: string): string {
  const text = code.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  let value: string | null;
  try {
    value = new URL(text).searchParams.get('rollNo');
  } catch {
    return text;
  }
  return value ? unquoted(value.trim()) : text;
}

/** The router quotes a value that would read as JSON (`"true"`): the number is what is inside. */
function unquoted(value: string): string {
  if (!(value.startsWith('"') && value.endsWith('"'))) return value;
  try {
    const inner: unknown = JSON.parse(value);
    return typeof inner === 'string' ? inner : value;
  } catch {
    return value;
  }
}

/** Whether a roll number can be looked up: one line of at most DOC_NO_MAX characters. */
export const isRollNo = (rollNo: string): boolean => !docNo['~standard'].validate(rollNo).issues;
