import { asc, eq } from 'drizzle-orm';
import { dayInZone } from '../../../../rules/periods';
import { employees } from '../../../db/schema';
import { demoShifts } from '../../catalogue/gate';
import { rngFor } from '../../random';
import type { DemoStep } from '../../step';
import { attendance } from './attendance';
import { days, shiftsAndHolidays } from './calendar';
import { customerDetails } from './customers';
import { peopleTamilNames } from './names';
import { scans } from './scans';
import { visitors } from './visitors';

/**
 * The gate and the people of the demo mill over the last 90 days, in mill time (UTC+05:30):
 * shift types and the holiday list; the Tamil names of designations, departments and shifts;
 * biometric punches and HR's marks (leave, half days, work from home) for every active employee;
 * visitors with their photo, pass, exit and the email to their host; and the guards' scans of
 * visitor passes and of the rolls, batches and documents leaving on the stock entries of the stock
 * step (which runs before). Today holds only what has happened by now. The addresses and contacts
 * of the demo customers come last.
 */

export const gateStep: DemoStep = {
  name: 'gate',
  run: async (db, rng, scale) => {
    // Each part draws from its own stream, so changing one leaves the others' rows as they were.
    const seed = rng.int(0, 2 ** 31 - 1);
    const today = dayInZone(new Date());
    const all = days(today);
    const guards = (
      await db
        .select({ name: employees.employeeName })
        .from(employees)
        .where(eq(employees.designation, 'Security Guard'))
        .orderBy(asc(employees.employeeId))
    ).map((g) => g.name);
    const festivals = await shiftsAndHolidays(db, all);
    let rows = demoShifts.length;
    rows += await peopleTamilNames(db);
    rows += await attendance(db, rngFor(seed, 'attendance'), all, festivals);
    const seen = await visitors(db, rngFor(seed, 'visitors'), all, festivals, guards, scale);
    rows += seen.rows;
    rows += await scans(db, rngFor(seed, 'scans'), all[0] ?? today, seen.visits, guards);
    rows += await customerDetails(db, rngFor(seed, 'customers'));
    return rows;
  },
};
