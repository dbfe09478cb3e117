import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { erpSiteDoctypes } from '../db/schema';
import { childTablesOf } from './pull/declare';
import { doctypes as pulled } from './pull/doctypes';
import { addressPush, contactPush, customerPush } from './push/doctypes/customers';
import { batchPush, stockEntryPush } from './push/doctypes/stock';
import { GREIGE_ID_FIELD } from './push/outbox';
import type { ErpLackingField as LackingField } from '../../contract/main/erpnext';
import type { SiteClient, SiteMeta } from './site/client';

/**
 * What Greige reads and writes on each doctype of the site, against what the site has. A real
 * site answers a list that names a field it lacks with 417 "Field not permitted in query"
 * (frappe/desk/reportview.py, validate_fields), drops an unknown key of a saved document without
 * a word (base_document.get_valid_dict) and leaves out of an answer a field the API user may not
 * read (db_query.apply_fieldlevel_read_permissions). So the connector reads each doctype's fields
 * first, asks only for those, never writes a column from a field the site did not send, and does
 * not push a document whose key field (custom_greige_id) the site would drop.
 */

export type { LackingField };

interface FieldSpec {
  label: string;
  fieldtype: string;
  options?: string;
  unique?: boolean;
}

/**
 * The mill's own fields Greige expects, as Custom Fields (frappe/custom/doctype/custom_field: an
 * explicit fieldname is kept as given, so `custom_…` is the field's name on the site).
 */
const customFields: Readonly<Record<string, FieldSpec>> = {
  [GREIGE_ID_FIELD]: { label: 'Greige ID', fieldtype: 'Data', unique: true },
  custom_quality: { label: 'Quality', fieldtype: 'Data' },
  custom_yarn_count: { label: 'Yarn Count', fieldtype: 'Data' },
  custom_composition: { label: 'Composition', fieldtype: 'Data' },
  custom_gsm: { label: 'GSM', fieldtype: 'Int' },
  custom_width_cm: { label: 'Width (cm)', fieldtype: 'Int' },
  custom_dia_in: { label: 'Dia (in)', fieldtype: 'Int' },
  custom_is_job_work: { label: 'Job Work', fieldtype: 'Check' },
  custom_colour: { label: 'Colour', fieldtype: 'Data' },
  custom_lot: { label: 'Lot', fieldtype: 'Data' },
  custom_warehouse: { label: 'Warehouse', fieldtype: 'Link', options: 'Warehouse' },
  custom_rolls: { label: 'Rolls', fieldtype: 'Int' },
  custom_shade: { label: 'Shade', fieldtype: 'Data' },
  custom_is_lab_order: { label: 'Lab Order', fieldtype: 'Check' },
  custom_commercial_name: { label: 'Commercial Name', fieldtype: 'Data' },
  // India Compliance's field on Customer and Address; a site without the app can add it alike.
  gstin: { label: 'GSTIN / UIN', fieldtype: 'Data' },
};

const specOf = (fieldname: string): FieldSpec =>
  customFields[fieldname] ?? {
    label: fieldname.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
    fieldtype: 'Data',
  };

/** Fields every document has, whatever its doctype (frappe/model/__init__.py, default_fields). */
export const standardColumns: readonly string[] = [
  'name',
  'owner',
  'creation',
  'modified',
  'modified_by',
  'docstatus',
  'idx',
];
/** What a child table's rows have besides (frappe/model/__init__.py, child_table_fields). */
export const childColumns: readonly string[] = ['parent', 'parentfield', 'parenttype'];
const standard = new Set(standardColumns);
const childStandard = new Set([...standardColumns, ...childColumns]);

export interface ExpectedFields {
  own: string[];
  /** Per table field of the doctype, the fields of its rows. */
  tables: Record<string, string[]>;
}

const add = (list: string[], field: string | undefined) => {
  if (field && !standard.has(field) && !list.includes(field)) list.push(field);
};

/** Every field Greige reads (the pull) or writes (the push) on `doctype`. */
export function expectedFields(doctype: string): ExpectedFields {
  const out: ExpectedFields = { own: [], tables: {} };
  for (const decl of pulled.filter((d) => d.doctype === doctype)) {
    decl.fields.forEach((f) => add(out.own, f));
    decl.map.forEach((f) => add(out.own, f.field ?? f.site));
    for (const [table, fields] of Object.entries(childTablesOf(decl))) {
      const rows = (out.tables[table] ??= []);
      fields.forEach((f) => add(rows, f));
    }
  }
  const pushed = [customerPush, addressPush, contactPush, batchPush, stockEntryPush(null)];
  for (const decl of pushed.filter((d) => d.doctype === doctype)) {
    Object.keys(decl.fields).forEach((f) => add(out.own, f));
    add(out.own, GREIGE_ID_FIELD);
  }
  return out;
}

/** What the site lacks of what Greige expects on `meta`'s doctype. */
export function lackingFields(meta: SiteMeta, expected = expectedFields(meta.doctype)) {
  const lacking: LackingField[] = [];
  const of = (doctype: string, fieldname: string): LackingField => {
    const spec = specOf(fieldname);
    return {
      doctype,
      fieldname,
      label: spec.label,
      fieldtype: spec.fieldtype,
      options: spec.options ?? null,
      unique: spec.unique ?? false,
    };
  };
  for (const f of expected.own) if (!meta.fields.includes(f)) lacking.push(of(meta.doctype, f));
  for (const [table, fields] of Object.entries(expected.tables)) {
    const child = meta.tables[table];
    // A table the site lacks is one field of the parent; its rows' fields are not asked for.
    if (!child) continue;
    for (const f of fields) {
      if (!childStandard.has(f) && !child.fields.includes(f)) lacking.push(of(child.doctype, f));
    }
  }
  return lacking;
}

/** Whether the site has `field` on a doctype (or child table) of `meta`: a standard column always. */
export const siteHas = (meta: Pick<SiteMeta, 'fields'>, field: string): boolean =>
  childStandard.has(field) || meta.fields.includes(field);

/** How long a meta read by one server serves the others before it is read again. */
const FRESH_MS = 10 * 60_000;

/**
 * The site's fields of `doctype`: read from the site (`fresh`, as each pull does) or taken from
 * what a server read in the last ten minutes, kept in the database with what the site lacks.
 */
export async function siteMetaOf(
  db: Db,
  client: SiteClient,
  doctype: string,
  opts: { fresh?: boolean; now?: Date } = {},
): Promise<{ meta: SiteMeta; lacking: LackingField[] }> {
  const now = opts.now ?? new Date();
  if (!opts.fresh) {
    const [kept] = await db
      .select()
      .from(erpSiteDoctypes)
      .where(eq(erpSiteDoctypes.doctype, doctype));
    if (kept && now.getTime() - kept.readAt.getTime() < FRESH_MS)
      return { meta: kept.meta, lacking: kept.lacking };
  }
  const meta = await client.meta(doctype);
  const lacking = lackingFields(meta);
  const row = { meta, lacking, readAt: now };
  await db
    .insert(erpSiteDoctypes)
    .values({ doctype, ...row })
    .onConflictDoUpdate({ target: erpSiteDoctypes.doctype, set: row });
  return { meta, lacking };
}

/** Everything the site lacks, by doctype, as the servers last read it (for Settings). */
export async function lackingOnSite(db: Db): Promise<LackingField[]> {
  const rows = await db.select().from(erpSiteDoctypes).orderBy(erpSiteDoctypes.doctype);
  return rows.flatMap((r) => r.lacking);
}
