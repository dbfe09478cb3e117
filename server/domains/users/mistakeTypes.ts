import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MistakeTypeInput, MistakeTypeRow } from '../../../contract/main/users';
import type { Db } from '../../db/client';
import { mistakeTypes } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { recordAudit } from '../../permissions/audit';
import { requireAdmin } from './requireAdmin';

const rowColumns = {
  name: mistakeTypes.name,
  nameTa: mistakeTypes.nameTa,
  defaultPoints: mistakeTypes.defaultPoints,
  continuous: mistakeTypes.continuous,
  isHole: mistakeTypes.isHole,
  sortOrder: mistakeTypes.sortOrder,
  appliesTo: mistakeTypes.appliesTo,
  active: mistakeTypes.active,
};

/** A 409 that names the field holding the taken value, so the form can point at it. */
const taken = (path: string, message: string): AppError =>
  new AppError('conflict', `${path}: ${message}`, [{ path, message }]);

/**
 * The type whose English name matches, whatever its case: taps find their type that way
 * (inspection/mistakeSaves.ts), so two names differing only in case could not be told apart.
 */
async function typeNamed(db: Db, name: string): Promise<MistakeTypeRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(mistakeTypes)
    .where(sql`lower(${mistakeTypes.name}) = lower(${name})`)
    .orderBy(asc(mistakeTypes.name))
    .limit(1);
  return row;
}

/** Another type already showing this Tamil name would leave a Tamil reader two equal buttons. */
async function assertTamilNameFree(db: Db, nameTa: string, except?: string): Promise<void> {
  const [other] = await db
    .select({ name: mistakeTypes.name })
    .from(mistakeTypes)
    .where(
      and(
        sql`lower(btrim(${mistakeTypes.nameTa})) = lower(${nameTa})`,
        except === undefined ? undefined : ne(mistakeTypes.name, except),
      ),
    )
    .limit(1);
  if (other) throw taken('jsonData.nameTa', `is already the Tamil name of ${other.name}`);
}

/** Gaps of 10, as the catalogue has them, leave room to slot a type in between later. */
async function afterTheLast(db: Db): Promise<number> {
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${mistakeTypes.sortOrder}), 0)::int` })
    .from(mistakeTypes);
  return (last?.n ?? 0) + 10;
}

type Edit = Extract<MistakeTypeInput, { action: 'edit' }>;
type Add = Extract<MistakeTypeInput, { action: 'add' }>;

async function editType(db: Db, actor: number, input: Edit): Promise<MistakeTypeRow> {
  const before = await typeNamed(db, input.name);
  if (!before) throw notFound(`No mistake type ${input.name}.`);
  await assertTamilNameFree(db, input.nameTa, before.name);
  const changes = {
    nameTa: input.nameTa,
    defaultPoints: input.defaultPoints,
    sortOrder: input.sortOrder,
    active: input.active,
  };
  const [after] = await db
    .update(mistakeTypes)
    .set(changes)
    .where(eq(mistakeTypes.name, before.name))
    .returning(rowColumns);
  if (!after) throw notFound(`No mistake type ${input.name}.`);
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
    (k) => before[k] !== after[k],
  );
  await recordAudit(db, actor, 'mistakeType.changed', after.name, {
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]])),
  });
  return after;
}

async function addType(db: Db, actor: number, input: Add): Promise<MistakeTypeRow> {
  const existing = await typeNamed(db, input.name);
  if (existing) throw taken('jsonData.name', `is already a mistake type (${existing.name})`);
  await assertTamilNameFree(db, input.nameTa);
  const sortOrder = input.sortOrder ?? (await afterTheLast(db));
  const [row] = await db
    .insert(mistakeTypes)
    .values({
      name: input.name,
      nameTa: input.nameTa,
      defaultPoints: input.defaultPoints,
      continuous: input.continuous,
      isHole: input.isHole,
      sortOrder,
      appliesTo: input.appliesTo,
      active: input.active,
    })
    .returning(rowColumns);
  if (!row) throw new Error(`mistake type ${input.name} was not stored`);
  await recordAudit(db, actor, 'mistakeType.added', row.name, { ...row });
  return row;
}

export const mistakeTypeHandlers = {
  /** Every type, in the master's order, inactive ones too, so an administrator can revive them. */
  getMistakeTypes: async (ctx) =>
    ctx.db
      .select(rowColumns)
      .from(mistakeTypes)
      .orderBy(asc(mistakeTypes.sortOrder), asc(mistakeTypes.name)),

  saveMistakeType: async (ctx, { jsonData }) => {
    requireAdmin(ctx, 'change the mistake types');
    return jsonData.action === 'add'
      ? addType(ctx.db, ctx.user.id, jsonData)
      : editType(ctx.db, ctx.user.id, jsonData);
  },
} satisfies HandlerMap;
