import type { CallOutput, Calls } from '@contract';
import { m } from '../../i18n';
import { formatNumber, MISSING } from '../../i18n/format';

export type AuditEntry = CallOutput<Calls['getAuditLog']>[number];

const list = (v: unknown): string =>
  Array.isArray(v) && v.length > 0 ? v.map(String).join(', ') : m.users_audit_none();

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const text = (v: unknown): string =>
  typeof v === 'number' ? formatNumber(v) : typeof v === 'string' && v !== '' ? v : MISSING;

/**
 * What a change of a mistake type changed, one phrase per field: the server records only the
 * fields that differ (server/domains/users/mistakeTypes.ts), before and after.
 */
function defectChanges(details: Record<string, unknown>): string[] {
  const before = record(details.before);
  const after = record(details.after);
  const phrases: string[] = [];
  if ('nameTa' in after) {
    phrases.push(
      m.users_audit_defect_name_ta({ before: text(before.nameTa), after: text(after.nameTa) }),
    );
  }
  if ('defaultPoints' in after) {
    phrases.push(
      m.users_audit_defect_points({
        before: text(before.defaultPoints),
        after: text(after.defaultPoints),
      }),
    );
  }
  if ('sortOrder' in after) {
    phrases.push(
      m.users_audit_defect_order({ before: text(before.sortOrder), after: text(after.sortOrder) }),
    );
  }
  if ('active' in after) {
    phrases.push(
      after.active === true ? m.users_audit_defect_offered() : m.users_audit_defect_withdrawn(),
    );
  }
  return phrases;
}

/**
 * One sentence per audit entry, in the words of the screens where the change was made, in the
 * current language. Names, addresses and emails stay as recorded.
 */
export function auditText(e: AuditEntry): string {
  const d = e.details;
  const target = e.target;
  switch (e.action) {
    case 'user.registered':
      return m.users_audit_registered({ target });
    case 'user.roles':
      return m.users_audit_roles({ target, before: list(d.before), after: list(d.after) });
    case 'user.disabled':
      return m.users_audit_disabled({ target });
    case 'user.enabled':
      return m.users_audit_enabled({ target });
    case 'role.pages':
      return m.users_audit_role_pages({ target, added: list(d.added), removed: list(d.removed) });
    case 'password.changed':
      return m.users_audit_password_changed({ target });
    case 'password.reset':
      return m.users_audit_password_reset({ target });
    case 'sessions.ended':
      return m.users_audit_sessions_ended({ target });
    case 'settings.changed':
      return m.users_audit_settings();
    case 'mistakeType.changed': {
      const changes = defectChanges(d);
      return changes.length > 0
        ? m.users_audit_defect_changed({ name: target, changes: changes.join('; ') })
        : m.users_audit_defect_unchanged({ name: target });
    }
    case 'mistakeType.added':
      return m.users_audit_defect_added({
        name: target,
        nameTa: text(d.nameTa),
        points:
          typeof d.defaultPoints === 'number'
            ? m.users_audit_points({ count: d.defaultPoints })
            : MISSING,
      });
    case 'user.registered_again':
      return m.users_audit_registered_again({ target });
    case 'signin.throttled': {
      const failures = String(d.failures);
      return d.scope === 'address'
        ? m.users_audit_signin_address({ target, failures })
        : d.scope === 'account'
          ? m.users_audit_signin_account({ target, failures })
          : m.users_audit_signin_account_address({
              target,
              address: String(d.address),
              failures,
            });
    }
    case 'register.throttled':
      return m.users_audit_register_throttled({
        target,
        registrations: String(d.registrations),
      });
    case 'password.throttled':
      return m.users_audit_password_throttled({ target, failures: String(d.failures) });
    default:
      // An action this version does not know: its code and target, as recorded.
      return `${e.action} ${target}`;
  }
}
