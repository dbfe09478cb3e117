import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/rows';
import { visitor } from '../../support/domains/gate';
import { db, holds, manager, pick, saved, t, todayRange, type Step } from './world';

/** The gate's steps: visitors in and out. */
class RegisterVisitor implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const hosts = await rowsOf<{ employee_id: string }>(
      db,
      sql`select employee_id from employees where active order by employee_id limit 20`,
    );
    const host = pick(hosts, this.n);
    if (!host) return;
    await saved('postVistorDataToDB', {
      jsonData: visitor({ name: `Visitor ${this.n}`, hostEmployee: host.employee_id }),
    });
    await holds(this.toString());
  }
  toString = () => `register a visitor at the gate (${this.n})`;
}

class MarkOut implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const inside = await t.callOk(
      'getVisitorReportFromDBAllData',
      { ...todayRange, status: 'in' },
      manager,
    );
    const one = pick(inside.rows, this.n);
    if (!one) return;
    await saved('setVisitorReportExit', { rowData: { visitorId: one.visitorId } });
    await holds(this.toString());
  }
  toString = () => `mark a visitor out (${this.n})`;
}

const index = fc.nat({ max: 1000 });

export const gateSteps = [
  index.map((n) => new RegisterVisitor(n)),
  index.map((n) => new MarkOut(n)),
];
