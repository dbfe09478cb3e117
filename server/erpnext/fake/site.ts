import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Doc } from '../pull/declare';
import { contactPhones, indiaComplianceAddress, postingTime } from './checks';
import { nameOnInsert, type Named, type Names } from './naming';
import { QueryError, runList, UnknownColumn } from './query';
import { SiteSchema, type CustomField, type SchemaOptions } from './schema';
import { SiteStore } from './store';
import {
  batchOfItem,
  batchStock,
  invalidLinks,
  missingMandatory,
  updateAfterSubmit,
  type Refusal,
} from './validate';

/**
 * A Frappe-compatible site for tests and for trying Greige without an ERPNext: the REST resource
 * API, token auth, Frappe's error shapes, and faults a real site shows (lost answers, a sync dying
 * midway, rate limits, validation refusals).
 */

export interface FakeSite {
  url: string;
  apiKey: string;
  apiSecret: string;
  close(): Promise<void>;
  docs(doctype: string): Doc[];
  put(doctype: string, doc: Doc): void;
  cancel(doctype: string, name: string): void;
  /** Adds a Custom Field to a doctype, as a mill does in Customize Form. */
  addCustomField(field: CustomField): void;
  /** Seeds documents keeping their own `modified` (a site with history). */
  load(doctype: string, docs: Doc[]): void;
  faults: {
    dropAnswers(rate: number, seed?: number): void;
    failAfterRequests(n: number): void;
    rateLimit(n: number, retryAfterSeconds?: number): void;
    /**
     * The site's own rate limit (site_config `rate_limit`, frappe/rate_limiter.py): `limitSeconds`
     * of request time per fixed `windowSeconds` window, counted for the whole site; each request
     * costs `costMs`. Over it, 429 with Retry-After until the window ends, as JSON under /api/.
     */
    rateLimitWindow(opts: { limitSeconds: number; windowSeconds: number; costMs?: number }): void;
    validate(doctype: string, check: (doc: Doc) => string | null): void;
    /** Answers 403 for a doctype, as a site does when the API user lacks the role. */
    forbid(doctype: string): void;
    /** Answers 500 for one doctype's requests, as a site whose query of it breaks does. */
    failDoctype(doctype: string): void;
    clear(): void;
  };
  requests: number;
  /** Requests answered 429 by the site's rate limit window. */
  limited: number;
}

const messages = (...ms: string[]) => JSON.stringify(ms.map((m) => JSON.stringify({ message: m })));

function answer(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const refuse = (res: ServerResponse, status: number, exc: string, ...ms: string[]) =>
  answer(res, status, {
    exc_type: exc,
    exception: `frappe.exceptions.${exc}: ${ms.join(' ')}`,
    _server_messages: messages(...ms),
  });

/** mulberry32: the same seed loses the same answers. */
const rngOf = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

export interface FakeSiteOptions extends SchemaOptions {
  apiKey?: string;
  apiSecret?: string;
  port?: number;
  host?: string;
  /** The site's system time zone (System Settings); Frappe's default is Asia/Kolkata. */
  timeZone?: string;
  /** The site's clock in milliseconds (a benchmark's virtual time); the real one by default. */
  clock?: () => number;
}

export async function startFakeSite(opts: FakeSiteOptions = {}): Promise<FakeSite> {
  const apiKey = opts.apiKey ?? 'greige-key';
  const apiSecret = opts.apiSecret ?? 'greige-secret';
  const schema = new SiteSchema(opts);
  const store = new SiteStore(undefined, opts.timeZone);
  let drop: { rate: number; rng: () => number } | null = null;
  let failAfter: number | null = null;
  let limited = { n: 0, seconds: 1 };
  let window: {
    limitUs: number;
    windowS: number;
    costUs: number;
    at: number;
    spent: number;
  } | null = null;
  const clock = opts.clock ?? Date.now;
  const checks = new Map<string, (doc: Doc) => string | null>();
  const forbidden = new Set<string>();
  const failing = new Set<string>();

  const namesOf = (doctype: string): Names => {
    const all = () => store.peek(doctype).map((d) => String(d.name));
    return {
      all,
      taken: (n) => all().some((x) => x.toLowerCase() === n.toLowerCase()),
      next: (key) => store.nextInSeries(key),
    };
  };

  /** A document by name as MariaDB finds it: case-blind. */
  const lookup = (doctype: string, name: string): Doc | undefined =>
    store.find(doctype, name) ??
    store.peek(doctype).find((d) => String(d.name).toLowerCase() === name.toLowerCase());

  /**
   * The checks of a document being saved, in Frappe's order (validate.ts): links, the
   * controller's rules (a test's own, India Compliance's, a Contact's phones, a Batch's item, a
   * Stock Entry's batches), then mandatory fields and unique ones.
   */
  const refusalOf = (doctype: string, doc: Doc): Refusal | null => {
    if (!schema.declares(doctype)) {
      const refusal = checks.get(doctype)?.(doc);
      return refusal ? { exc: 'ValidationError', messages: [refusal] } : null;
    }
    const links = invalidLinks(doctype, doc, lookup);
    if (links) return links;
    const refusal = checks.get(doctype)?.(doc);
    if (refusal) return { exc: 'ValidationError', messages: [refusal] };
    if (doctype === 'Address' && opts.indiaCompliance !== false) {
      const message = indiaComplianceAddress(doc);
      if (message) return { exc: 'ValidationError', messages: [message] };
    }
    if (doctype === 'Contact') {
      const phones = contactPhones(doc);
      if (phones) return { exc: phones.exc, messages: [phones.message] };
    }
    if (doctype === 'Batch') {
      const batch = batchOfItem(doc, lookup);
      if (batch) return batch;
    }
    if (doctype === 'Stock Entry') {
      const submitted = store.peek(doctype).filter((d) => d.docstatus === 1 && d.name !== doc.name);
      const stock = batchStock(doc, submitted);
      if (stock) return stock;
    }
    const missing = missingMandatory(doctype, doc);
    if (missing) return missing;
    const unique = schema.uniqueClash(doctype, doc, store.peek(doctype));
    return unique ? { exc: 'UniqueValidationError', messages: [`${unique} must be unique`] } : null;
  };
  const refuseWith = (res: ServerResponse, r: Refusal) => refuse(res, 417, r.exc, ...r.messages);

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
      req.on('error', reject);
    });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    site.requests += 1;
    const body = await readBody(req);
    if (failAfter !== null) {
      if (failAfter <= 0) return refuse(res, 500, 'InternalServerError', 'The site is down');
      failAfter -= 1;
    }
    if (window) {
      const nowS = clock() / 1000;
      const number = Math.floor(nowS / window.windowS);
      if (number !== window.at) window = { ...window, at: number, spent: 0 };
      if (window.spent > window.limitUs) {
        site.limited += 1;
        const reset = Math.ceil(window.windowS - (nowS % window.windowS));
        return answer(
          res,
          429,
          { exception: 'frappe.exceptions.TooManyRequestsError', exc_type: 'TooManyRequestsError' },
          { 'Retry-After': String(reset), 'X-RateLimit-Reset': String(reset) },
        );
      }
      window.spent += window.costUs;
    }
    if (limited.n > 0) {
      limited.n -= 1;
      return answer(
        res,
        429,
        { exc_type: 'RateLimitExceededError', _server_messages: messages('Too many requests') },
        { 'Retry-After': String(limited.seconds) },
      );
    }
    const url = new URL(req.url ?? '/', 'http://site');
    // frappe/client.py: whitelisted with allow_guest, so asked before any sign-in.
    if (url.pathname === '/api/method/frappe.client.get_time_zone') {
      return answer(res, 200, { message: { time_zone: opts.timeZone ?? 'Asia/Kolkata' } });
    }
    if (req.headers.authorization !== `token ${apiKey}:${apiSecret}`) {
      return refuse(res, 401, 'AuthenticationError', 'Invalid login credentials');
    }
    if (url.pathname === '/api/method/frappe.auth.get_logged_user') {
      return answer(res, 200, { message: 'greige@mill.example' });
    }
    if (url.pathname === '/api/method/frappe.desk.form.load.getdoctype') {
      const doctype = url.searchParams.get('doctype') ?? '';
      if (!schema.declares(doctype) && !store.has(doctype)) {
        return refuse(res, 404, 'DoesNotExistError', `DocType ${doctype} not found`);
      }
      return answer(res, 200, schema.getdoctype(doctype));
    }
    const m = /^\/api\/resource\/([^/]+)(?:\/(.+))?$/.exec(url.pathname);
    if (!m) return refuse(res, 404, 'DoesNotExistError', 'Page not found');
    const doctype = decodeURIComponent(m[1] ?? '');
    const name = m[2] === undefined ? null : decodeURIComponent(m[2]);
    if (forbidden.has(doctype)) {
      return refuse(res, 403, 'PermissionError', `No permission for ${doctype}`);
    }
    if (failing.has(doctype)) {
      return answer(res, 500, {
        exception: `pymysql.err.OperationalError: (1054, "Unknown column 'x' in 'where clause'")`,
        exc_type: 'OperationalError',
      });
    }
    const checksOf = (dt: string) =>
      schema.declares(dt)
        ? { has: (f: string) => schema.has(dt, f), readable: (f: string) => schema.readable(dt, f) }
        : undefined;
    if (req.method === 'GET' && name === null && schema.isTable(doctype)) {
      // A child doctype's rows are listed with `parent`, the parent doctype, whose permission is
      // checked (frappe/model/db_query.py, check_parent_permission): without it, 403.
      const parent = url.searchParams.get('parent') ?? '';
      const fields = Object.entries(schema.tables(parent)).filter(([, dt]) => dt === doctype);
      if (fields.length === 0 || forbidden.has(parent)) {
        return refuse(res, 403, 'PermissionError', `No permission for ${parent || doctype}`);
      }
      const rows = store
        .all(parent)
        .flatMap((d) => fields.flatMap(([f]) => (Array.isArray(d[f]) ? (d[f] as Doc[]) : [])));
      try {
        return answer(res, 200, {
          data: runList(doctype, rows, url.searchParams, checksOf(doctype)),
        });
      } catch (e) {
        if (e instanceof QueryError) return refuse(res, 417, 'DataError', e.message);
        throw e;
      }
    }
    if (!store.has(doctype) && req.method !== 'POST') {
      return refuse(res, 404, 'DoesNotExistError', `DocType ${doctype} not found`);
    }
    const lose = () => drop !== null && drop.rng() < drop.rate;

    if (req.method === 'GET' && name === null) {
      try {
        const data = runList(doctype, store.all(doctype), url.searchParams, checksOf(doctype));
        return answer(res, 200, { data });
      } catch (e) {
        if (e instanceof QueryError) return refuse(res, 417, 'DataError', e.message);
        if (e instanceof UnknownColumn) {
          return answer(res, 500, {
            exception: `pymysql.err.OperationalError: ${e.message}`,
            exc_type: 'OperationalError',
          });
        }
        throw e;
      }
    }
    if (req.method === 'GET' && name !== null) {
      const doc = store.find(doctype, name);
      if (!doc) return refuse(res, 404, 'DoesNotExistError', `${doctype} ${name} not found`);
      return answer(res, 200, { data: schema.visible(doctype, doc) });
    }
    let input: Doc;
    try {
      const parsed: unknown = JSON.parse(body || '{}');
      input = (
        parsed && typeof parsed === 'object' && 'data' in parsed && typeof parsed.data === 'string'
          ? JSON.parse(parsed.data)
          : parsed
      ) as Doc;
      if (!input || typeof input !== 'object' || Array.isArray(input)) throw new Error('not a doc');
      input = schema.clean(doctype, input);
    } catch {
      return refuse(res, 417, 'ValidationError', 'The document is not valid JSON');
    }
    if (req.method === 'POST' && name === null) {
      let named: Named | null;
      try {
        named = schema.declares(doctype) ? nameOnInsert(doctype, input, namesOf(doctype)) : null;
      } catch (e) {
        if (e instanceof QueryError) return refuse(res, 417, 'MandatoryError', e.message);
        throw e;
      }
      const clash = named && 'clash' in named ? named.clash : null;
      if (clash !== null || (!schema.declares(doctype) && store.exists(doctype, input))) {
        // frappe/model/base_document.py, db_insert: a taken primary key.
        const taken = clash ?? String(input.name);
        return refuse(
          res,
          409,
          'DuplicateEntryError',
          `${doctype} <strong>${taken}</strong> already exists`,
        );
      }
      const refusal = refusalOf(doctype, {
        ...input,
        name: named && 'name' in named ? named.name : '',
      });
      if (refusal) return refuseWith(res, refusal);
      if (doctype === 'Stock Entry') input = postingTime(input, store.now());
      const { name: _given, ...rest } = input;
      const doc = store.insert(
        doctype,
        named && 'name' in named
          ? { ...rest, name: named.name }
          : schema.declares(doctype)
            ? rest
            : input,
      );
      if (lose()) return void res.socket?.destroy();
      return answer(res, 200, { data: schema.visible(doctype, doc) });
    }
    if (req.method === 'PUT' && name !== null) {
      const doc = store.find(doctype, name);
      if (!doc) return refuse(res, 404, 'DoesNotExistError', `${doctype} ${name} not found`);
      if (doc.docstatus === 2) {
        return refuse(res, 417, 'ValidationError', `Cannot edit cancelled ${doctype} ${name}`);
      }
      const submitted = schema.declares(doctype) ? updateAfterSubmit(doc, input) : null;
      if (submitted) return refuseWith(res, submitted);
      const refusal = refusalOf(doctype, { ...doc, ...input });
      if (refusal) return refuseWith(res, refusal);
      const saved = store.update(doctype, name, input);
      if (lose()) return void res.socket?.destroy();
      return answer(res, 200, { data: schema.visible(doctype, saved) });
    }
    return refuse(res, 405, 'ValidationError', `${req.method ?? ''} is not allowed here`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) =>
      refuse(res, 500, 'InternalServerError', e instanceof Error ? e.message : String(e)),
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;

  const site: FakeSite = {
    url: `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'}:${address.port}`,
    apiKey,
    apiSecret,
    requests: 0,
    limited: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    docs: (doctype) => store.all(doctype),
    put: (doctype, given) => {
      const doc = schema.clean(doctype, given);
      if (typeof doc.name === 'string' && store.find(doctype, doc.name))
        store.update(doctype, doc.name, doc);
      else store.insert(doctype, doc);
    },
    cancel: (doctype, name) => {
      const doc = store.find(doctype, name);
      const changes: Doc = doc && 'status' in doc ? { status: 'Cancelled' } : {};
      store.update(doctype, name, { ...changes, docstatus: 2 });
    },
    addCustomField: (field) => schema.addCustomField(field),
    load: (doctype, docs) =>
      docs.forEach((d) => store.insert(doctype, schema.clean(doctype, d), true)),
    faults: {
      dropAnswers: (rate, seed = 1) => void (drop = { rate, rng: rngOf(seed) }),
      failAfterRequests: (n) => void (failAfter = n),
      rateLimit: (n, seconds = 1) => void (limited = { n, seconds }),
      rateLimitWindow: ({ limitSeconds, windowSeconds, costMs = 100 }) =>
        void (window = {
          limitUs: limitSeconds * 1e6,
          windowS: windowSeconds,
          costUs: costMs * 1000,
          at: -1,
          spent: 0,
        }),
      validate: (doctype, check) => void checks.set(doctype, check),
      forbid: (doctype) => void forbidden.add(doctype),
      failDoctype: (doctype) => void failing.add(doctype),
      clear: () => {
        failing.clear();
        drop = null;
        failAfter = null;
        limited = { n: 0, seconds: 1 };
        window = null;
        checks.clear();
        forbidden.clear();
      },
    },
  };
  return site;
}
