import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema';
import { badInput } from '../../http/errors';

/** A supplier a report names must be one of the mirror's: a 400 on the field otherwise. */
export async function assertSupplier(db: Db, name: string, path: string): Promise<void> {
  const [known] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.name, name));
  if (!known) throw badInput(path, `no supplier ${name}`);
}
