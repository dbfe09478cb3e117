import type { Doc } from '../pull/declare';

/**
 * Frappe's list parameters (`frappe.client.get_list` as `/api/resource/<DocType>` takes them):
 * `fields`, `filters`, `order_by`, `limit_start`, `limit_page_length` (20 when not given, 0 for all).
 * A parameter the site cannot read is a 417, as Frappe answers a bad query.
 */
export class QueryError extends Error {}

/**
 * A column MariaDB does not know, in `order_by`: Frappe checks fields and filters against the
 * doctype (417 above) but passes `order_by` to the database, which fails with error 1054 and the
 * site answers 500 OperationalError (frappe/database/database.py re-raises it).
 */
export class UnknownColumn extends Error {}

/** What the list checks its parameters against (schema.ts); absent, anything goes. */
export interface ListSchema {
  has(field: string): boolean;
  readable(field: string): boolean;
}

const notPermitted = (field: string) => new QueryError(`Field not permitted in query: ${field}`);

type Filter = [string, string, unknown];

const parseJson = (raw: string, what: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    throw new QueryError(`${what} is not valid JSON`);
  }
};

function readFilters(doctype: string, raw: string | null, schema?: ListSchema): Filter[] {
  if (!raw) return [];
  const v = parseJson(raw, 'filters');
  // A dict is Frappe's short form: {"field": value} or {"field": [op, value]}.
  const list: unknown[] =
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v).map(([f, x]) => (Array.isArray(x) ? [f, ...x] : [f, '=', x]))
      : Array.isArray(v)
        ? v
        : [];
  return list.map((f) => {
    if (!Array.isArray(f)) throw new QueryError('a filter is not a list');
    const parts = f.length === 4 ? f : f.length === 3 ? [doctype, ...f] : null;
    if (!parts) throw new QueryError('a filter has not 3 or 4 parts');
    const [dt, field, op, value] = parts as [unknown, unknown, unknown, unknown];
    if (dt !== doctype) throw new QueryError(`filters on ${String(dt)} are not supported here`);
    if (typeof field !== 'string' || typeof op !== 'string') throw new QueryError('bad filter');
    // reportview.validate_filters: a filter on a field the doctype lacks is refused.
    if (schema && !schema.has(field)) throw notPermitted(field);
    const lower = op.toLowerCase();
    // A list's members collated once, not once per document.
    const set = lower === 'in' || lower === 'not in' ? new Set(listOf(value).map(collated)) : value;
    return [field, lower, set];
  });
}

/**
 * Text compares as MariaDB's utf8mb4_unicode_ci does in the ways a sync meets: blind to case and
 * to trailing spaces (approximated by lower case; accents are not folded here).
 */
const collated = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : String(v as string)
        .toLowerCase()
        .trimEnd();

const comparable = (a: unknown, b: unknown): [string | number, string | number] => {
  if (typeof a === 'number' || typeof b === 'number') return [Number(a ?? 0), Number(b ?? 0)];
  return [collated(a), collated(b)];
};

const likeRe = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/%/g, '.*')
      .replace(/_/g, '.')}$`,
    'i',
  );

const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : String(v ?? '').split(',')).map((x) => String(x).trim());

function matches(doc: Doc, [field, op, value]: Filter): boolean {
  const [a, b] = comparable(doc[field], value);
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case 'like':
      return likeRe(String(b)).test(String(a));
    case 'not like':
      return !likeRe(String(b)).test(String(a));
    case 'in':
      return (value as Set<string>).has(collated(doc[field]));
    case 'not in':
      return !(value as Set<string>).has(collated(doc[field]));
    case 'is':
      return value === 'set' ? a !== '' : a === '';
    default:
      throw new QueryError(`operator ${op} is not supported`);
  }
}

function readOrder(raw: string | null, schema?: ListSchema): [string, 1 | -1][] {
  const text = raw?.trim() || 'modified desc';
  return text.split(',').map((part) => {
    const [field = '', dir = 'asc'] = part.trim().replace(/`/g, '').split(/\s+/);
    const plain = field.replace(/^tab[\w ]+\./, '');
    if (!/^\w+$/.test(plain)) throw new QueryError(`cannot order by ${part.trim()}`);
    if (schema && !schema.has(plain)) {
      throw new UnknownColumn(`(1054, "Unknown column '${plain}' in 'order clause'")`);
    }
    return [plain, dir.toLowerCase() === 'desc' ? -1 : 1];
  });
}

const intParam = (raw: string | null, fallback: number, what: string): number => {
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new QueryError(`${what} must be a whole number`);
  return n;
};

/** A list answer: the documents' top-level fields only, never child rows (as Frappe's list). */
export function runList(
  doctype: string,
  docs: Doc[],
  params: URLSearchParams,
  schema?: ListSchema,
): Doc[] {
  const fieldsRaw = params.get('fields');
  const asked = fieldsRaw ? parseJson(fieldsRaw, 'fields') : ['name'];
  if (!Array.isArray(asked) || asked.some((f) => typeof f !== 'string')) {
    throw new QueryError('fields must be a list of field names');
  }
  // reportview.validate_fields: a field the doctype lacks is refused; one the user may not read
  // is dropped without a word, and a list left with no field answers nothing.
  for (const f of asked as string[])
    if (f !== '*' && schema && !schema.has(f)) throw notPermitted(f);
  const fields = (asked as string[]).filter((f) => f === '*' || !schema || schema.readable(f));
  if (fields.length === 0) return [];
  const filters = readFilters(doctype, params.get('filters'), schema);
  const order = readOrder(params.get('order_by'), schema);
  const start = intParam(params.get('limit_start'), 0, 'limit_start');
  const length = intParam(
    params.get('limit_page_length') ?? params.get('limit'),
    20,
    'limit_page_length',
  );
  const rows = docs
    .filter((d) => filters.every((f) => matches(d, f)))
    .sort((x, y) => {
      for (const [f, dir] of order) {
        const [a, b] = comparable(x[f], y[f]);
        if (a < b) return -dir;
        if (a > b) return dir;
      }
      return 0;
    });
  const page = length === 0 ? rows.slice(start) : rows.slice(start, start + length);
  const all = fields.includes('*');
  return page.map((d) => {
    const out: Doc = {};
    for (const [k, v] of Object.entries(d)) {
      if (Array.isArray(v)) continue;
      if (all ? !schema || schema.readable(k) : fields.includes(k)) out[k] = v;
    }
    for (const f of fields) if (f !== '*' && !(f in out)) out[f] = null;
    return out;
  });
}
