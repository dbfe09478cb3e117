import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, items, machines, operators } from '../../db/schema';
import { badInput } from '../../http/errors';

/** Checks of the masters a collar & cuff document names, each a 400 on the field that named it. */

const kindOfGroup = { Collar: 'collar', Cuff: 'cuff' } as const;

/** An enabled collar or cuff item whose kind is the one given. */
export async function ccItemFor(
  db: Db,
  itemCode: string,
  kind: 'collar' | 'cuff',
  path: string,
): Promise<{ itemCode: string; itemName: string }> {
  const [item] = await db
    .select({ itemName: items.itemName, group: items.itemGroup, disabled: items.disabled })
    .from(items)
    .where(eq(items.itemCode, itemCode));
  if (!item) throw badInput(`${path}.itemCode`, `no item ${itemCode}`);
  if (item.group !== 'Collar' && item.group !== 'Cuff') {
    throw badInput(`${path}.itemCode`, `${itemCode} is a ${item.group} item, not a collar or cuff`);
  }
  if (item.disabled) throw badInput(`${path}.itemCode`, `${itemCode} is disabled in the ERP`);
  const itemKind = kindOfGroup[item.group];
  if (itemKind !== kind)
    throw badInput(`${path}.kind`, `${itemCode} is a ${itemKind}, not a ${kind}`);
  return { itemCode, itemName: item.itemName };
}

/** An active flat knitting machine of the master, in the master's spelling. */
export async function flatMachineFor(db: Db, name: string, path: string): Promise<string> {
  const [machine] = await db
    .select({ name: machines.name, kind: machines.kind, active: machines.active })
    .from(machines)
    .where(sql`lower(${machines.name}) = ${name.toLowerCase()}`)
    .limit(1);
  if (!machine) throw badInput(path, `no machine ${name}`);
  if (machine.kind !== 'flat')
    throw badInput(path, `${machine.name} is not a flat knitting machine`);
  if (!machine.active) throw badInput(path, `${machine.name} is not in use`);
  return machine.name;
}

/** An active knitting operator of the master, in the master's spelling. */
export async function operatorFor(db: Db, name: string, path: string): Promise<string> {
  const [operator] = await db
    .select({ name: operators.name })
    .from(operators)
    .where(and(sql`lower(${operators.name}) = ${name.toLowerCase()}`, eq(operators.active, true)))
    .limit(1);
  if (!operator) throw badInput(path, `no knitting operator ${name}`);
  return operator.name;
}

/** A customer of the mirror, by its id (CUST-00001) or its name; answers the id. */
export async function customerFor(db: Db, key: string, path: string): Promise<string> {
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(
      sql`${customers.name} = ${key} or lower(${customers.customerName}) = ${key.toLowerCase()}`,
    )
    .orderBy(sql`${customers.name} = ${key} desc`)
    .limit(1);
  if (!customer) throw badInput(path, `no customer ${key}`);
  return customer.name;
}
