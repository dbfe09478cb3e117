import { sql } from 'drizzle-orm';
import { employees, operators } from '../../db/schema';
import { insertInBatches } from '../batch';
import { femaleNames, initials, maleNames, staffing, withEmail } from '../catalogue/people';
import type { Rng } from '../random';
import { demoDate, pad, scaled, uniqueNames, type DemoStep } from '../step';

/** `Senthil R`: given name and father's initial, as Tamil Nadu payrolls write it. */
export const personName = (rng: Rng): string =>
  `${rng.chance(0.65) ? rng.pick(maleNames) : rng.pick(femaleNames)} ${rng.pick(initials)}`;

export const employeesStep: DemoStep = {
  name: 'employees',
  run: (db, rng, scale) => {
    const roles = staffing.flatMap(([designation, department, count]) =>
      Array.from({ length: scaled(count, scale) }, () => ({ designation, department })),
    );
    const uniqueName = uniqueNames();
    // Shuffled, because employee numbers follow joining order, not departments.
    const rows = rng.shuffle(roles).map(({ designation, department }, i) => {
      const employeeId = `HR-EMP-${pad(i + 1, 5)}`;
      const employeeName = uniqueName(() => personName(rng));
      const firstName = employeeName.split(' ')[0]?.toLowerCase() ?? 'staff';
      return {
        employeeId,
        employeeName,
        designation,
        department,
        companyEmail: withEmail.has(designation)
          ? `${firstName}.${pad(i + 1, 5)}@greige.example`
          : null,
        active: rng.chance(0.96),
        modified: demoDate(rng),
      };
    });
    return insertInBatches(db, employees, rows);
  },
};

/** The knitting operators are the employees with that designation, so both lists agree. */
export const operatorsStep: DemoStep = {
  name: 'operators',
  run: async (db) => {
    // Drizzle's insert-select wants every column, the serial id too; plain SQL lets it default.
    const col = (c: { name: string }) => sql.identifier(c.name);
    await db.execute(sql`
      insert into ${operators} (${col(operators.name)}, ${col(operators.employeeCode)}, ${col(operators.active)})
      select ${employees.employeeName}, ${employees.employeeId}, ${employees.active}
      from ${employees}
      where ${employees.designation} = 'Operator'
      order by ${employees.employeeId}`);
    // The result shape of execute differs per driver; counting is driver-neutral.
    return db.$count(operators);
  },
};
