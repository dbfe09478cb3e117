import type { CallOutput, Calls } from '@contract';

export type AuditEntry = CallOutput<Calls['getAuditLog']>[number];

const list = (v: unknown): string =>
  Array.isArray(v) && v.length > 0 ? v.map(String).join(', ') : 'none';

/** One sentence per audit entry, in the words of the screens where the change was made. */
export function auditText(e: AuditEntry): string {
  const d = e.details;
  switch (e.action) {
    case 'user.registered':
      return `${e.target} registered`;
    case 'user.roles':
      return `Roles of ${e.target}: ${list(d.before)} → ${list(d.after)}`;
    case 'user.disabled':
      return `${e.target} disabled`;
    case 'user.enabled':
      return `${e.target} enabled`;
    case 'role.pages':
      return `Role ${e.target}: granted ${list(d.added)}; removed ${list(d.removed)}`;
    case 'password.changed':
      return `${e.target} changed their password`;
    case 'password.reset':
      return `Password of ${e.target} reset`;
    case 'sessions.ended':
      return `${e.target} signed out other devices`;
    case 'settings.changed':
      return 'Mill settings changed';
    case 'user.registered_again':
      return `Someone tried to register ${e.target} again; no account was made`;
    case 'signin.throttled':
      return d.scope === 'address'
        ? `Sign-ins from ${e.target} paused after ${String(d.failures)} failures`
        : d.scope === 'account'
          ? `Sign-ins to ${e.target} slowed after ${String(d.failures)} failures from several addresses`
          : `Sign-ins to ${e.target} from ${String(d.address)} paused after ${String(d.failures)} failures`;
    case 'register.throttled':
      return `Registrations from ${e.target} paused after ${String(d.registrations)}`;
    case 'password.throttled':
      return `Password changes of ${e.target} paused after ${String(d.failures)} wrong current passwords`;
    default:
      return `${e.action} ${e.target}`;
  }
}
