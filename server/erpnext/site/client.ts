/**
 * The HTTP client of a Frappe (ERPNext) site: token auth, the REST resource calls and Frappe's
 * error shapes decoded into one error type, so callers decide on a kind, not on a status code.
 */

export type FrappeErrorKind =
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'validation'
  | 'rate_limited'
  | 'unavailable'
  | 'network'
  | 'bad_answer';

export class FrappeError extends Error {
  readonly kind: FrappeErrorKind;
  readonly status: number | null;
  /** Decoded `_server_messages` or exception text, in the site's words. */
  readonly messages: string[];
  readonly retryAfterSeconds: number | null;

  constructor(
    kind: FrappeErrorKind,
    status: number | null,
    messages: string[],
    retryAfterSeconds: number | null = null,
  ) {
    super(messages.length > 0 ? messages.join('; ') : `${kind}${status ? ` (${status})` : ''}`);
    this.name = 'FrappeError';
    this.kind = kind;
    this.status = status;
    this.messages = messages;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type Filter = [string, string, string, unknown];

export interface ListQuery {
  fields: string[];
  /**
   * Listing a child doctype's rows (Sales Order Item): the parent doctype, whose read permission
   * the site checks (frappe/model/db_query.py, check_parent_permission).
   */
  parent?: string;
  filters?: Filter[];
  orderBy?: string;
  limitStart?: number;
  limitPageLength?: number;
}

/**
 * A doctype as the site declares it, custom fields included: its fields' names, and for each
 * table field the child doctype and that doctype's fields.
 */
export interface SiteMeta {
  readonly doctype: string;
  readonly fields: readonly string[];
  readonly tables: Readonly<Record<string, { doctype: string; fields: readonly string[] }>>;
}

export interface SiteClient {
  readonly url: string;
  loggedUser(): Promise<string>;
  /**
   * The doctype's fields, from `frappe.desk.form.load.getdoctype`: any signed-in user may call it
   * (frappe/desk/form/load.py), and unlike the DocType document it merges the custom fields in.
   */
  meta(doctype: string): Promise<SiteMeta>;
  /** The site's system time zone (`frappe.client.get_time_zone`, e.g. `Asia/Kolkata`). */
  timeZone(): Promise<string>;
  list(doctype: string, q: ListQuery): Promise<Record<string, unknown>[]>;
  get(doctype: string, name: string): Promise<Record<string, unknown>>;
  insert(doctype: string, doc: Record<string, unknown>): Promise<Record<string, unknown>>;
  update(
    doctype: string,
    name: string,
    doc: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
}

export interface SiteConfig {
  url: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
}

const kindOfStatus = (status: number): FrappeErrorKind => {
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 417 || status === 400 || status === 422) return 'validation';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'bad_answer';
};

/** Frappe's messages may carry HTML (links to documents); the words are what an administrator reads. */
const plain = (s: string): string =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * `_server_messages` is a JSON string holding a list of JSON strings, each an object with `message`
 * (or, from older sites, a bare string). `exception` / `exc` / `message` are the fallbacks.
 */
export function decodeMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  const out: string[] = [];
  if (typeof b._server_messages === 'string') {
    try {
      const list: unknown = JSON.parse(b._server_messages);
      for (const entry of Array.isArray(list) ? list : []) {
        let item: unknown = entry;
        if (typeof entry === 'string') {
          try {
            item = JSON.parse(entry);
          } catch {
            item = entry;
          }
        }
        if (typeof item === 'string') out.push(plain(item));
        else if (item && typeof item === 'object' && 'message' in item) {
          const m = (item as { message: unknown }).message;
          if (typeof m === 'string') out.push(plain(m));
        }
      }
    } catch {
      // An undecodable list still leaves the exception text below.
    }
  }
  if (out.length === 0 && typeof b.exception === 'string') {
    // "frappe.exceptions.ValidationError: Item Code is mandatory" -> the part after the class.
    const text = b.exception.replace(/^[\w.]+(Error|Exception)?:\s*/, '');
    out.push(plain(text));
  }
  if (out.length === 0 && typeof b.message === 'string') out.push(plain(b.message));
  return out.filter((m) => m.length > 0);
}

const retryAfter = (h: string | null): number | null => {
  if (!h) return null;
  const n = Number(h);
  if (Number.isFinite(n) && n >= 0) return n;
  const at = Date.parse(h);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

export function createSiteClient(cfg: SiteConfig): SiteClient {
  const base = cfg.url.replace(/\/+$/, '');
  const timeoutMs = cfg.timeoutMs ?? 30_000;
  const auth = `token ${cfg.apiKey}:${cfg.apiSecret}`;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: auth,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new FrappeError('network', null, [e instanceof Error ? e.message : String(e)]);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (e) {
      // The socket closed after the headers: the answer is lost, the write may have happened.
      throw new FrappeError('network', res.status, [e instanceof Error ? e.message : String(e)]);
    }
    let parsed: unknown;
    try {
      parsed = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a proxy's HTML page): kept as text for the message below.
    }
    if (!res.ok) {
      const messages = decodeMessages(parsed);
      if (messages.length === 0 && text && parsed === undefined)
        messages.push(plain(text).slice(0, 300));
      throw new FrappeError(
        kindOfStatus(res.status),
        res.status,
        messages,
        res.status === 429 ? retryAfter(res.headers.get('retry-after')) : null,
      );
    }
    if (parsed === undefined) throw new FrappeError('bad_answer', res.status, ['not JSON']);
    return parsed;
  }

  const dataOf = (body: unknown, status = 200): unknown => {
    if (!body || typeof body !== 'object' || !('data' in body)) {
      throw new FrappeError('bad_answer', status, ['no data in the answer']);
    }
    return (body as { data: unknown }).data;
  };
  const docOf = (body: unknown): Record<string, unknown> => {
    const d = dataOf(body);
    if (!d || typeof d !== 'object' || Array.isArray(d)) {
      throw new FrappeError('bad_answer', 200, ['the answer is not a document']);
    }
    return d as Record<string, unknown>;
  };
  const res = (doctype: string) => `/api/resource/${encodeURIComponent(doctype)}`;
  const method = (name: string, params: Record<string, string> = {}) => {
    const q = new URLSearchParams(params).toString();
    return `/api/method/${name}${q ? `?${q}` : ''}`;
  };

  return {
    url: base,
    async loggedUser() {
      const body = await call('GET', '/api/method/frappe.auth.get_logged_user');
      const m = body && typeof body === 'object' ? (body as { message?: unknown }).message : null;
      if (typeof m !== 'string')
        throw new FrappeError('bad_answer', 200, ['no user in the answer']);
      return m;
    },
    async meta(doctype) {
      const body = await call('GET', method('frappe.desk.form.load.getdoctype', { doctype }));
      return metaOf(doctype, body);
    },
    async timeZone() {
      const body = await call('GET', method('frappe.client.get_time_zone'));
      const m = body && typeof body === 'object' ? (body as { message?: unknown }).message : null;
      const zone =
        m && typeof m === 'object' ? (m as { time_zone?: unknown }).time_zone : undefined;
      if (typeof zone !== 'string' || zone === '')
        throw new FrappeError('bad_answer', 200, ['no time zone in the answer']);
      return zone;
    },
    async list(doctype, q) {
      const p = new URLSearchParams();
      p.set('fields', JSON.stringify(q.fields));
      if (q.filters && q.filters.length > 0) p.set('filters', JSON.stringify(q.filters));
      if (q.orderBy) p.set('order_by', q.orderBy);
      if (q.parent) p.set('parent', q.parent);
      if (q.limitStart !== undefined) p.set('limit_start', String(q.limitStart));
      if (q.limitPageLength !== undefined) p.set('limit_page_length', String(q.limitPageLength));
      const d = dataOf(await call('GET', `${res(doctype)}?${p.toString()}`));
      if (!Array.isArray(d)) throw new FrappeError('bad_answer', 200, ['the list is not a list']);
      return d as Record<string, unknown>[];
    },
    async get(doctype, name) {
      return docOf(await call('GET', `${res(doctype)}/${encodeURIComponent(name)}`));
    },
    async insert(doctype, doc) {
      return docOf(await call('POST', res(doctype), doc));
    },
    async update(doctype, name, doc) {
      return docOf(await call('PUT', `${res(doctype)}/${encodeURIComponent(name)}`, doc));
    },
  };
}

/** Fields that hold no value (layout), left out of a doctype's field list. */
const layout = new Set([
  'Section Break',
  'Column Break',
  'Tab Break',
  'HTML',
  'Button',
  'Fold',
  'Heading',
]);

/** A field list of one meta document of `getdoctype`'s `docs`. */
function fieldsOf(
  meta: Record<string, unknown>,
): { name: string; type: string; options: string }[] {
  const rows = Array.isArray(meta.fields) ? (meta.fields as unknown[]) : [];
  return rows.flatMap((f) => {
    if (!f || typeof f !== 'object') return [];
    const { fieldname, fieldtype, options } = f as Record<string, unknown>;
    if (typeof fieldname !== 'string' || fieldname === '') return [];
    const type = typeof fieldtype === 'string' ? fieldtype : 'Data';
    if (layout.has(type)) return [];
    return [{ name: fieldname, type, options: typeof options === 'string' ? options : '' }];
  });
}

/**
 * `getdoctype` answers `{docs: [meta of the doctype, metas of its child tables…]}` (not under
 * `message`): frappe/desk/form/load.py extends `frappe.response.docs`.
 */
export function metaOf(doctype: string, body: unknown): SiteMeta {
  const docs =
    body && typeof body === 'object' && Array.isArray((body as { docs?: unknown }).docs)
      ? ((body as { docs: unknown[] }).docs.filter((d) => d && typeof d === 'object') as Record<
          string,
          unknown
        >[])
      : [];
  const own = docs.find((d) => d.name === doctype);
  if (!own) throw new FrappeError('bad_answer', 200, [`no meta of ${doctype} in the answer`]);
  const fields = fieldsOf(own);
  const tables: Record<string, { doctype: string; fields: string[] }> = {};
  for (const f of fields) {
    if (f.type !== 'Table' && f.type !== 'Table MultiSelect') continue;
    const child = docs.find((d) => d.name === f.options);
    tables[f.name] = {
      doctype: f.options,
      fields: child ? fieldsOf(child).map((c) => c.name) : [],
    };
  }
  return { doctype, fields: fields.map((f) => f.name), tables };
}
