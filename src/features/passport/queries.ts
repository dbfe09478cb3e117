/** The passport's reads. */
import type { CallOutput, Calls } from '@contract';
import type { PassportKind } from '../../../contract/main/passport';
import { callQuery } from '../../lib/rpc';

export type PassportAnswer = CallOutput<Calls['getRollPassport']>;
export type Passport = Extract<PassportAnswer, { found: 'one' }>['passport'];
export type PassportInspection = Passport['inspections'][number];
export type PassportDefect = PassportInspection['defects'][number];
export type PhotoRef = PassportDefect['photos'][number];

/**
 * One roll's passport. Kept on the tablet like every read (src/app/queryPersist.ts), and for as
 * long as kept answers live (src/app/queryClient.ts), so a roll looked up once opens offline.
 */
export const passportQuery = (rollNo: string, kind?: PassportKind) =>
  callQuery('getRollPassport', kind ? { roll_no: rollNo, kind } : { roll_no: rollNo });

/**
 * A defect photo, read when it is opened. A photo does not change; dropped from memory soon
 * after it is closed, so its image (up to 250 KB) does not crowd the kept passports out of the
 * tablet's storage.
 */
export const photoQuery = (photoId: string) => ({
  ...callQuery('getDefectPhoto', { photo_id: photoId }),
  staleTime: Infinity,
  gcTime: 30_000,
});
