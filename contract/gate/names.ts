/**
 * The Tamil names of the words the ERPNext mirror gives people: designations, departments and
 * shifts. ERPNext names them in English and knows no Tamil, so the mill keeps the Tamil beside
 * them here; a screen set to Tamil shows it where it has one, else the English name.
 */
import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { count, line, text } from '../core/fields';
import { adminPages } from '../main/users/fields';

export const namedKinds = ['designation', 'department', 'shift'] as const;
export type NamedKind = (typeof namedKinds)[number];

/** As long as a defect type's Tamil name: it shares a table cell with other words. */
export const PEOPLE_NAME_TA_MAX = 40;

/** A Tamil name beside an English one; null while no one has given it. */
export const tamilName = z.string().nullable();

export const peopleNameRow = z.object({
  kind: z.enum(namedKinds),
  /** The English name, as ERPNext has it: the identity the Tamil name is kept by. */
  name: z.string(),
  nameTa: tamilName,
  /** Active employees with this designation or department; null for a shift (people rotate). */
  people: count.nullable(),
});
export type PeopleNameRow = z.infer<typeof peopleNameRow>;

export const peopleNameInput = z.object({
  kind: z.enum(namedKinds),
  name: text(140),
  /** Empty removes the Tamil name: the English one is shown again. */
  nameTa: line(PEOPLE_NAME_TA_MAX),
});
export type PeopleNameInput = z.infer<typeof peopleNameInput>;

/**
 * A Tamil name another word of the same kind already has is refused (409 `conflict`, on
 * `jsonData.nameTa`) with this in the error's `detail`: which word has it.
 */
export const peopleNameTaken = z.object({ reason: z.literal('nameTaTaken'), name: z.string() });
export type PeopleNameTaken = z.infer<typeof peopleNameTaken>;

export const peopleNameCalls = defineCalls({
  getPeopleNames: defineCall({
    name: 'getPeopleNames',
    service: 'gate',
    kind: 'read',
    access: adminPages,
    summary:
      'Every designation, department and shift the mirror has, with its Tamil name if it has one.',
    input: z.object({}),
    output: z.array(peopleNameRow),
  }),
  savePeopleName: defineCall({
    name: 'savePeopleName',
    service: 'gate',
    kind: 'save',
    access: adminPages,
    summary: 'Give a designation, department or shift its Tamil name, or remove it.',
    input: z.object({ jsonData: peopleNameInput }),
    output: peopleNameRow,
  }),
});
