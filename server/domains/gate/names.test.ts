import { describe, expect, it } from 'vitest';
import { peopleNameTaken, type PeopleNameInput } from '../../../contract/gate/names';
import { createTestApp } from '../../../tests/support/app';
import { shiftTypes } from '../../db/schema';
import { host, seedGatePeople } from '../../../tests/support/domains/gate';

/**
 * An administrator names the mirror's designations, departments and shifts in Tamil; the gate's
 * lists answer the Tamil beside the English.
 */
const t = await createTestApp();
const db = t.database.db;
await seedGatePeople(db);
await db.insert(shiftTypes).values({ name: 'C', startTime: '22:00', endTime: '06:00' });
const admin = await t.userWithRoles('NamesAdmin', ['admin']);
const guard = await t.userWithRoles('NamesGuard', ['security']);

const save = (jsonData: PeopleNameInput, cookie = admin) =>
  t.call('savePeopleName', { jsonData }, cookie);

describe('the Tamil names of designations, departments and shifts', () => {
  it('lists every designation and department in use, and the shifts, with their Tamil names', async () => {
    expect(
      (await save({ kind: 'designation', name: 'Manager', nameTa: 'மேலாளர்' })).statusCode,
    ).toBe(200);
    const names = await t.callOk('getPeopleNames', {}, admin);
    expect(names).toContainEqual({
      kind: 'designation',
      name: 'Manager',
      nameTa: 'மேலாளர்',
      people: 1,
    });
    expect(names).toContainEqual({ kind: 'department', name: 'Knitting', nameTa: null, people: 1 });
    expect(names.filter((n) => n.kind === 'shift').map((n) => n.name)).toEqual(['C', 'General']);
    expect(names.map((n) => n.kind)).toEqual(
      [...names.map((n) => n.kind)].sort(
        (a, b) =>
          ['designation', 'department', 'shift'].indexOf(a) -
          ['designation', 'department', 'shift'].indexOf(b),
      ),
    );
  });

  it('shows the Tamil name in the host list of the visitor entry', async () => {
    await save({ kind: 'department', name: 'Sales', nameTa: 'விற்பனை' });
    const hosts = await t.callOk('getVisitorHostsFromDB', {}, guard);
    expect(hosts.find((h) => h.employeeId === host.employeeId)).toMatchObject({
      designation: 'Manager',
      designationTa: 'மேலாளர்',
      department: 'Sales',
      departmentTa: 'விற்பனை',
    });
  });

  it('removes a Tamil name saved empty, and refuses one another designation already reads as', async () => {
    await save({ kind: 'designation', name: 'Operator', nameTa: 'ஆப்பரேட்டர்' });
    const taken = await save({ kind: 'designation', name: 'Manager', nameTa: 'ஆப்பரேட்டர்' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.issues[0].path).toBe('jsonData.nameTa');
    expect(peopleNameTaken.parse(taken.json().error.detail).name).toBe('Operator');
    // The same word may name a shift: only one kind's words are told apart by it.
    const shift = await t.callOk(
      'savePeopleName',
      { jsonData: { kind: 'shift', name: 'C', nameTa: 'ஆப்பரேட்டர்' } },
      admin,
    );
    expect(shift).toEqual({ kind: 'shift', name: 'C', nameTa: 'ஆப்பரேட்டர்', people: null });
    const cleared = await t.callOk(
      'savePeopleName',
      { jsonData: { kind: 'designation', name: 'Manager', nameTa: '' } },
      admin,
    );
    expect(cleared).toEqual({ kind: 'designation', name: 'Manager', nameTa: null, people: 1 });
  });

  it('is for administrators only', async () => {
    expect((await t.call('getPeopleNames', {}, guard)).statusCode).toBe(403);
    expect((await save({ kind: 'shift', name: 'C', nameTa: 'சி' }, guard)).statusCode).toBe(403);
  });
});
