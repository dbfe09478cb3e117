import { asc, isNotNull, sql } from 'drizzle-orm';
import { normalPhone } from '../../../../rules/india';
import { dayInZone } from '../../../../rules/periods';
import type { Db } from '../../../db/client';
import { dailyNo } from '../../../db/numbering';
import { customers, employees, gateVisitors, suppliers, visitorEmails } from '../../../db/schema';
import { DAY_MS, millDate, millTimeOn } from '../../../domains/gate/time';
import { insertInBatches } from '../../batch';
import { demoVisitorPhoto, serviceCompanies, visitPurposes } from '../../catalogue/gate';
import type { Rng } from '../../random';
import { scaled } from '../../step';
import { personName } from '../people';
import { digits, letter, minutes, weekday } from './calendar';

interface Person {
  name: string;
  phone: string;
  company: string;
  idProofType: (typeof gateVisitors.$inferInsert)['idProofType'];
  idProofNo: string;
  vehicleNo: string | null;
}

function person(rng: Rng, companies: readonly string[]): Person {
  const kind = rng.weighted([
    ['Aadhaar', 6],
    ['Driving licence', 3],
    ['PAN', 1],
    ['Company ID', 2],
  ] as const);
  const idProofNo =
    kind === 'Aadhaar'
      ? `${rng.int(2, 9)}${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)}`
      : kind === 'Driving licence'
        ? `TN${rng.int(10, 99)} ${rng.int(2005, 2023)}${digits(rng, 7)}`
        : kind === 'PAN'
          ? `${letter(rng)}${letter(rng)}${letter(rng)}P${letter(rng)}${digits(rng, 4)}${letter(rng)}`
          : `EMP${digits(rng, 5)}`;
  return {
    name: personName(rng),
    phone: `+91 ${rng.int(6, 9)}${digits(rng, 4)} ${digits(rng, 5)}`,
    company: rng.pick(companies),
    idProofType: kind,
    idProofNo,
    vehicleNo: rng.chance(0.5)
      ? `TN ${rng.int(10, 99)} ${letter(rng)}${letter(rng)} ${digits(rng, 4)}`
      : null,
  };
}

export interface Visit {
  visitorId: string;
  name: string;
  inTime: Date;
  outTime: Date | null;
}

export async function visitors(
  db: Db,
  rng: Rng,
  all: string[],
  festivals: Set<string>,
  guards: string[],
  scale: number,
): Promise<{ rows: number; visits: Visit[] }> {
  const companies = [
    ...(await db.select({ n: customers.customerName }).from(customers)).map((c) => c.n),
    ...(await db.select({ n: suppliers.name }).from(suppliers)).map((s) => s.n),
    ...serviceCompanies,
  ].sort();
  const hosts = await db
    .select({
      id: employees.employeeId,
      name: employees.employeeName,
      email: employees.companyEmail,
    })
    .from(employees)
    .where(sql`${employees.active} and ${isNotNull(employees.companyEmail)}`)
    .orderBy(asc(employees.employeeId));
  if (hosts.length === 0 || guards.length === 0) return { rows: 0, visits: [] };
  const people = Array.from({ length: scaled(150, scale) }, () => person(rng, companies));
  // A few people come often (suppliers' agents, the service engineer); most once or twice.
  const regulars = people.slice(0, Math.max(1, Math.round(people.length / 5)));
  const now = Date.now();
  const today = all[all.length - 1] ?? dayInZone(new Date());
  const planned: { who: Person; inTime: number; stay: number }[] = [];
  for (const day of all) {
    if (festivals.has(day)) continue;
    const count = weekday(day) === 0 ? rng.int(0, 2) : scaled(rng.int(5, 14), scale);
    for (let n = 0; n < count; n++) {
      const who = rng.chance(0.45) ? rng.pick(regulars) : rng.pick(people);
      const inTime =
        day === today
          ? now - minutes(rng.int(5, 420))
          : millTimeOn(day, '09:00').getTime() + minutes(rng.int(0, 8 * 60));
      const stay = rng.chance(0.04) ? rng.int(300, 600) : rng.int(15, 200);
      planned.push({ who, inTime, stay });
    }
  }
  planned.sort((a, b) => a.inTime - b.inTime);
  const perDay = new Map<string, number>();
  const rows: (typeof gateVisitors.$inferInsert)[] = [];
  const emails: (typeof visitorEmails.$inferInsert)[] = [];
  const visits: Visit[] = [];
  // One visitor three days ago was never marked out: the report shows them overstaying.
  const forgottenDay = millDate(Date.parse(today) - 3 * DAY_MS);
  let forgotten = false;
  for (const p of planned) {
    const day = millDate(p.inTime);
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    const visitorId = dailyNo('VIS', day, n);
    const host = rng.pick(hosts);
    const outAt = p.inTime + minutes(p.stay);
    const forget: boolean = !forgotten && day === forgottenDay;
    forgotten ||= forget;
    const outTime = forget || outAt > now ? null : new Date(outAt);
    const inTime = new Date(p.inTime);
    const emailed = host.email !== null && rng.chance(0.85);
    const emailedAt = emailed ? new Date(Math.min(now, p.inTime + minutes(rng.int(1, 3)))) : null;
    rows.push({
      visitorId,
      passNo: visitorId,
      name: p.who.name,
      phone: p.who.phone,
      phoneKey: normalPhone(p.who.phone) ?? p.who.phone,
      company: p.who.company,
      purpose: rng.pick(visitPurposes),
      hostEmployee: host.name,
      hostEmployeeId: host.id,
      idProofType: p.who.idProofType,
      idProofNo: p.who.idProofNo,
      vehicleNo: p.who.vehicleNo,
      photo: demoVisitorPhoto,
      photoType: 'image/jpeg',
      inTime,
      outTime,
      emailedAt,
      createdBy: rng.pick(guards),
      exitedBy: outTime ? rng.pick(guards) : null,
      createdAt: inTime,
    });
    if (emailedAt && host.email) {
      emails.push({
        visitorId,
        recipient: host.email,
        status: 'sent',
        attempts: 1,
        nextAttemptAt: inTime,
        createdAt: inTime,
        sentAt: emailedAt,
      });
    }
    visits.push({ visitorId, name: p.who.name, inTime, outTime });
  }
  const written =
    (await insertInBatches(db, gateVisitors, rows)) +
    (await insertInBatches(db, visitorEmails, emails));
  return { rows: written, visits };
}
