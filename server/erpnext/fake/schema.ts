import { expectedFields, lackingFields } from '../fields';
import type { Doc } from '../pull/declare';
import type { SiteMeta } from '../site/client';
import { childColumns, doctypeSchemas, standardColumns } from './doctypes';

/**
 * The test site's doctypes as a real site holds them: ERPNext's own fields (doctypes/), the
 * fields India Compliance adds, and the Custom Fields the mill added. A doctype the site does not
 * declare (a mill's own, such as a visitor doctype) keeps what it is given.
 */

export interface CustomField {
  /** The doctype it is added to (`dt` of Frappe's Custom Field). */
  dt: string;
  fieldname: string;
  label?: string;
  fieldtype?: string;
  unique?: boolean;
}

export interface SchemaOptions {
  /**
   * The mill's Custom Fields. By default every field Greige expects that ERPNext lacks, as a mill
   * that followed Settings' list has them; `[]` is a stock site.
   */
  customFields?: readonly CustomField[];
  /** India Compliance installed (its GSTIN fields on Customer and Address). Default true. */
  indiaCompliance?: boolean;
  /**
   * Fields the API user may not read (a permlevel its roles lack): left out of every answer
   * without a word (frappe/model/db_query.py, apply_fieldlevel_read_permissions).
   */
  hidden?: Readonly<Record<string, readonly string[]>>;
  /** The mill's own doctypes (a visitor register) with their fields. */
  ownDoctypes?: Readonly<Record<string, readonly string[]>>;
}

/** india_compliance/gst_india/constants/custom_fields.py: the party and address GST fields. */
const indiaComplianceFields: readonly CustomField[] = [
  { dt: 'Customer', fieldname: 'gstin' },
  { dt: 'Customer', fieldname: 'gst_category', fieldtype: 'Select' },
  { dt: 'Customer', fieldname: 'pan' },
  { dt: 'Address', fieldname: 'gstin' },
  { dt: 'Address', fieldname: 'gst_state', fieldtype: 'Select' },
  { dt: 'Address', fieldname: 'gst_state_number' },
  { dt: 'Address', fieldname: 'gst_category', fieldtype: 'Select' },
];

/** What Greige expects that a stock ERPNext with India Compliance lacks: the mill's fields. */
export function greigeCustomFields(): CustomField[] {
  const out: CustomField[] = [];
  const ic = indiaComplianceFields;
  for (const [doctype, schema] of Object.entries(doctypeSchemas)) {
    if (schema.istable) continue;
    const meta = baseMeta(doctype, ic);
    for (const f of lackingFields(meta, expectedFields(doctype))) {
      if (!out.some((c) => c.dt === f.doctype && c.fieldname === f.fieldname)) {
        out.push({
          dt: f.doctype,
          fieldname: f.fieldname,
          label: f.label,
          fieldtype: f.fieldtype,
          unique: f.unique,
        });
      }
    }
  }
  return out;
}

function ownFields(doctype: string, custom: readonly CustomField[]): string[] | null {
  const schema = doctypeSchemas[doctype];
  if (!schema) return null;
  return [...schema.fields, ...custom.filter((c) => c.dt === doctype).map((c) => c.fieldname)];
}

function baseMeta(doctype: string, custom: readonly CustomField[]): SiteMeta {
  const schema = doctypeSchemas[doctype];
  const tables: Record<string, { doctype: string; fields: string[] }> = {};
  for (const [field, child] of Object.entries(schema?.tables ?? {})) {
    tables[field] = { doctype: child, fields: ownFields(child, custom) ?? [] };
  }
  return { doctype, fields: ownFields(doctype, custom) ?? [], tables };
}

export class SiteSchema {
  private readonly custom: CustomField[];
  private readonly hidden: Readonly<Record<string, readonly string[]>>;
  private readonly own: Readonly<Record<string, readonly string[]>>;

  constructor(opts: SchemaOptions = {}) {
    this.custom = [
      ...(opts.indiaCompliance === false ? [] : indiaComplianceFields),
      ...(opts.customFields ?? greigeCustomFields()),
    ];
    this.hidden = opts.hidden ?? {};
    this.own = opts.ownDoctypes ?? {};
  }

  /** The doctype's own fields (not the standard columns), or null for one the site lacks. */
  private fieldsOf(doctype: string): string[] | null {
    const own = this.own[doctype];
    if (own)
      return [...own, ...this.custom.filter((c) => c.dt === doctype).map((c) => c.fieldname)];
    return ownFields(doctype, this.custom);
  }

  /** A Custom Field added on the site (Customize Form), as a mill does after reading Settings. */
  addCustomField(field: CustomField): void {
    this.custom.push(field);
  }

  /** Whether the site declares the doctype (its fields are then checked). */
  declares(doctype: string): boolean {
    return doctype in doctypeSchemas || doctype in this.own;
  }

  /** Whether `field` is a column of the doctype: one of its fields or a standard column. */
  has(doctype: string, field: string): boolean {
    const fields = this.fieldsOf(doctype);
    if (fields === null) return true;
    if (standardColumns.includes(field)) return true;
    if (doctypeSchemas[doctype]?.istable && childColumns.includes(field)) return true;
    return fields.includes(field);
  }

  /** Whether the API user may read the field. */
  readable(doctype: string, field: string): boolean {
    return !(this.hidden[doctype] ?? []).includes(field);
  }

  /**
   * A unique field of the doctype that `doc` gives a value another document holds: the label of
   * Frappe's refusal, UniqueValidationError (417) "<Label> must be unique". Empty values are
   * stored as NULL and never clash (frappe/model/base_document.py, get_valid_dict).
   */
  uniqueClash(doctype: string, doc: Doc, others: readonly Doc[]): string | null {
    const unique = [
      ...(doctypeSchemas[doctype]?.unique ?? []).map((f) => ({ fieldname: f, label: f })),
      ...this.custom
        .filter((c) => c.dt === doctype && c.unique)
        .map((c) => ({ fieldname: c.fieldname, label: c.label ?? c.fieldname })),
    ];
    const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : String(v));
    for (const f of unique) {
      const v = doc[f.fieldname];
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
      if (others.some((o) => o.name !== doc.name && norm(o[f.fieldname]) === norm(v))) {
        return f.label;
      }
    }
    return null;
  }

  /** Whether the doctype is a child table's (its rows live in their parents). */
  isTable(doctype: string): boolean {
    return doctypeSchemas[doctype]?.istable ?? false;
  }

  /** The doctype's fields that are child tables, with their doctypes. */
  tables(doctype: string): Readonly<Record<string, string>> {
    return doctypeSchemas[doctype]?.tables ?? {};
  }

  /**
   * What `frappe.desk.form.load.getdoctype` answers: the doctype's meta, then its child tables'
   * (frappe/desk/form/meta.py; custom fields merged in with `is_custom_field`).
   */
  getdoctype(doctype: string): Doc {
    const metaDoc = (dt: string): Doc => {
      const schema = doctypeSchemas[dt];
      const custom = this.custom.filter((c) => c.dt === dt);
      const fields = [
        ...(schema?.fields ?? this.own[dt] ?? []).map((fieldname) => ({
          fieldname,
          fieldtype: schema?.tables[fieldname] ? 'Table' : 'Data',
          options: schema?.tables[fieldname] ?? schema?.links[fieldname] ?? null,
          reqd: schema?.reqd.includes(fieldname) ? 1 : 0,
          unique: schema?.unique.includes(fieldname) ? 1 : 0,
        })),
        ...custom.map((c) => ({
          fieldname: c.fieldname,
          fieldtype: c.fieldtype ?? 'Data',
          unique: c.unique ? 1 : 0,
          is_custom_field: 1,
        })),
      ];
      return {
        doctype: 'DocType',
        name: dt,
        istable: schema?.istable ? 1 : 0,
        is_submittable: schema?.submittable ? 1 : 0,
        autoname: schema?.autoname ?? null,
        fields,
      };
    };
    const children = Object.values(this.tables(doctype));
    return { docs: [metaDoc(doctype), ...children.map(metaDoc)], user_settings: '{}' };
  }

  /**
   * A document as the site stores it: keys that are not columns dropped without a word
   * (frappe/model/base_document.py, get_valid_dict), child rows alike.
   */
  clean(doctype: string, doc: Doc): Doc {
    if (!this.declares(doctype)) return doc;
    const tables = this.tables(doctype);
    const out: Doc = {};
    for (const [k, v] of Object.entries(doc)) {
      if (k === 'doctype' || k.startsWith('__')) out[k] = v;
      else if (!this.has(doctype, k)) continue;
      else if (tables[k] && Array.isArray(v))
        out[k] = v.map((row: unknown) =>
          row && typeof row === 'object' ? this.clean(tables[k]!, row as Doc) : row,
        );
      else out[k] = v;
    }
    return out;
  }

  /** A document as the API user reads it: fields above its permlevel left out. */
  visible(doctype: string, doc: Doc): Doc {
    const hidden = this.hidden[doctype];
    if (!hidden || hidden.length === 0) return doc;
    return Object.fromEntries(Object.entries(doc).filter(([k]) => !hidden.includes(k)));
  }
}
