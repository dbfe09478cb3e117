import { isIP } from 'node:net';
import { z } from 'zod';

/** Configuration comes from the environment only; this is the one place that reads it. */
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * Which proxies may tell the server the client's address and protocol (X-Forwarded-For/-Proto).
 * Unset or `false`: none, so a client cannot pick its own address and dodge the sign-in throttle.
 * A number: that many proxy hops in front of the server. A list: the proxies' addresses or CIDRs
 * (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). `true`: any sender (only when nothing
 * but the proxy can reach the server).
 */
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string): boolean => {
  if (proxyNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const wrong = entries.find((e) => !isProxyAddress(e));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong}" is not true/false, a hop count, an address or a CIDR`,
    });
    return z.NEVER;
  });

/**
 * The mail server visitor emails go through: `smtp://` (STARTTLS when the server offers it) or
 * `smtps://` (TLS from the start), with the account in the address when it needs one:
 * `smtps://user:password@smtp.example.com:465`. Nodemailer's options may follow as a query.
 */
const smtpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an smtp:// or smtps:// address, e.g. smtps://user:password@smtp.example.com:465');

const env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Bounds on every wait for PostgreSQL (server/db/client.ts says which is which). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(8_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(30_000),
  ADMIN_EMAIL: z.string().email().default('admin@greige.local'),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  DEMO_DATA: flag.optional(),
  SCALE: z.coerce.number().positive().max(10_000).default(1),
  // Set but empty is not set: email stays off rather than the server refusing to start.
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), smtpUrl.optional()),
  /** The sender of visitor emails; many mail servers accept only their own addresses. */
  SMTP_FROM: z.string().trim().min(3).default('Greige <greige@localhost>'),
  ERPNEXT_URL: z.string().url().optional(),
  ERPNEXT_API_KEY: z.string().optional(),
  ERPNEXT_API_SECRET: z.string().optional(),
  /** How often the mirror is pulled from the site, in seconds. */
  ERPNEXT_SYNC_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /**
   * The site's doctype for gate visitors, when the mill has one (ERPNext has none of its own):
   * unset, visitors stay in Greige and are not pushed.
   */
  ERPNEXT_VISITOR_DOCTYPE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().min(1).optional(),
  ),
  /**
   * The company the stock entries Greige sends are booked to (Stock Entry's `company` is
   * mandatory). Unset, the site fills it with the API user's default company, as ERPNext does for
   * a Link left empty: enough for a site with one company.
   */
  ERPNEXT_COMPANY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().min(1).optional(),
  ),
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Where scheduled backups go (server/backup/backups.ts); unset, none are made and Settings says
   * so. Every BACKUP_EVERY_HOURS one backup of the whole database; the newest BACKUP_KEEP stay.
   */
  BACKUP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 31)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
});

export type Config = z.infer<typeof env> & { demoData: boolean };

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // The embedded database is for trying Greige out, so it starts with a demo mill unless told not to;
  // a real PostgreSQL starts empty unless DEMO_DATA asks for it. With a site, the site fills the mirror.
  return { ...c, demoData: c.DEMO_DATA ?? (!c.DATABASE_URL && !c.ERPNEXT_URL) };
}
