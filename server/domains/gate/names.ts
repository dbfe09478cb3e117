import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { NamedKind, PeopleNameRow } from '../../../contract/gate/names';
import type { Db } from '../../db/client';
import { tamilNames } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { AppError } from '../../http/errors';
import { rowsOf } from '../../db/rows';
import { recordAudit } from '../../permissions/audit';
import { requireAdmin } from '../users/requireAdmin';
import { DEFAULT_SHIFT } from './attendance';

/**
 * The Tamil name of a designation, department or shift, for a query's select list: `kind` is one
 * of the contract's, `name` the English name's column.
 */
export const tamilNameOf = (kind: NamedKind, name: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select tn.name_ta from ${tamilNames} tn where tn.kind = ${kind} and tn.name = ${name})`;

/**
 * Every designation and department of the active employees (with how many have it), every shift
 * type and the day shift a punch without one counts as, and any word given a Tamil name before
 * (so it can be removed): designations first, then departments, then shifts, by name.
 */
async function peopleNames(db: Db, only?: { kind: NamedKind; name: string }) {
  const rows = await rowsOf<{
    kind: NamedKind;
    name: string;
    name_ta: string | null;
    people: number | null;
  }>(
    db,
    sql`with words as (
          select 'designation' as kind, e.designation as name, count(*)::int as people
            from employees e where e.active and e.designation <> '' group by e.designation
          union all
          select 'department', e.department, count(*)::int
            from employees e where e.active and e.department <> '' group by e.department
          union all
          select 'shift', s.name, null from shift_types s
          union all
          select 'shift', ${DEFAULT_SHIFT}, null
          union all
          select tn.kind, tn.name, case when tn.kind = 'shift' then null else 0 end
            from ${tamilNames} tn
        )
        select w.kind, w.name, tn.name_ta, max(w.people)::int as people
        from words w
        left join ${tamilNames} tn on tn.kind = w.kind and tn.name = w.name
        ${only ? sql`where w.kind = ${only.kind} and w.name = ${only.name}` : sql``}
        group by w.kind, w.name, tn.name_ta
        order by array_position(array['designation', 'department', 'shift'], w.kind),
          lower(w.name) collate "C", w.name`,
  );
  return rows.map((r): PeopleNameRow => ({
    kind: r.kind,
    name: r.name,
    nameTa: r.name_ta,
    people: r.people === null ? null : Number(r.people),
  }));
}

export const peopleNameHandlers = {
  getPeopleNames: async (ctx) => peopleNames(ctx.db),

  /** Gives the Tamil name, or removes it when empty; the English name is what it is kept by. */
  savePeopleName: async (ctx, { jsonData: { kind, name, nameTa } }) => {
    requireAdmin(ctx, 'name designations, departments and shifts in Tamil');
    const [before] = await ctx.db
      .select({ nameTa: tamilNames.nameTa })
      .from(tamilNames)
      .where(and(eq(tamilNames.kind, kind), eq(tamilNames.name, name)));
    if (nameTa) {
      const [other] = await ctx.db
        .select({ name: tamilNames.name })
        .from(tamilNames)
        .where(
          and(eq(tamilNames.kind, kind), eq(tamilNames.nameTa, nameTa), ne(tamilNames.name, name)),
        );
      if (other) {
        const message = `is already the Tamil name of ${other.name}`;
        const path = 'jsonData.nameTa';
        throw new AppError('conflict', `${path}: ${message}`, [{ path, message }], undefined, {
          reason: 'nameTaTaken',
          name: other.name,
        });
      }
      const values = { nameTa, updatedAt: new Date(), updatedBy: ctx.user.id };
      await ctx.db
        .insert(tamilNames)
        .values({ kind, name, ...values })
        .onConflictDoUpdate({ target: [tamilNames.kind, tamilNames.name], set: values });
    } else {
      await ctx.db
        .delete(tamilNames)
        .where(and(eq(tamilNames.kind, kind), eq(tamilNames.name, name)));
    }
    if ((before?.nameTa ?? '') !== nameTa) {
      await recordAudit(ctx.db, ctx.user.id, 'settings.changed', `${kind} ${name}`, {
        before: { nameTa: before?.nameTa ?? null },
        after: { nameTa: nameTa || null },
      });
    }
    const [row] = await peopleNames(ctx.db, { kind, name });
    return row ?? { kind, name, nameTa: null, people: 0 };
  },
} satisfies HandlerMap;
