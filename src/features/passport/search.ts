import type { PassportKind } from '../../../contract/main/passport';

/** The passport's address: the roll number asked for and, when it matched several, which kind. */
export interface PassportSearch {
  rollNo?: string;
  kind?: PassportKind;
}
