/** Administrators: user status, the audit log, and what each role grants. */
import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { isoDate } from '../../core/fields';
import { pageNames } from '../../core/pages';
import { adminPages, roleName, timestamp, username } from './fields';

export const roleRow = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** The pages the role grants; the admin role always lists every page. */
  pages: z.array(z.enum(pageNames)),
  /** How many users hold the role. */
  users: z.number().int().nonnegative(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const auditRow = z.object({
  id: z.number().int(),
  at: timestamp,
  /** Who made the change; null for a self-registration or a deleted account. */
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditRow = z.infer<typeof auditRow>;

/** The newest entries only: the panel is for "what changed lately", not an export. */
export const AUDIT_LOG_LIMIT = 200;

export const userAdminCalls = defineCalls({
  setUserActive: defineCall({
    name: 'setUserActive',
    service: 'main',
    kind: 'save',
    access: adminPages,
    summary: 'Enable or disable a user; disabling ends their sessions at once.',
    input: z.object({ jsonData: z.object({ username, active: z.boolean() }) }),
    output: z.object({
      username: z.string(),
      active: z.boolean(),
      endedSessions: z.number().int(),
    }),
  }),
  getAuditLog: defineCall({
    name: 'getAuditLog',
    service: 'main',
    kind: 'read',
    access: adminPages,
    summary: 'Changes of roles, permissions, passwords and user status, newest first.',
    input: z
      .object({ jsonStartDate: isoDate.optional(), jsonEndDate: isoDate.optional() })
      .refine((r) => (r.jsonStartDate === undefined) === (r.jsonEndDate === undefined), {
        path: ['jsonEndDate'],
        error: 'give both dates or neither',
      })
      .refine((r) => !r.jsonStartDate || !r.jsonEndDate || r.jsonStartDate <= r.jsonEndDate, {
        path: ['jsonEndDate'],
        error: 'must not be before jsonStartDate',
      }),
    output: z.array(auditRow),
  }),
  getRoles: defineCall({
    name: 'getRoles',
    service: 'main',
    kind: 'read',
    access: adminPages,
    summary: 'Every role with its title and the pages it grants.',
    input: z.object({}),
    output: z.array(roleRow),
  }),
  saveRolePages: defineCall({
    name: 'saveRolePages',
    service: 'main',
    kind: 'save',
    access: adminPages,
    summary: 'Replace the pages a role grants; takes effect on its users’ next call.',
    input: z.object({
      jsonData: z.object({
        role: roleName,
        pages: z
          .array(z.enum(pageNames, { error: 'must be a page name' }))
          .max(pageNames.length)
          .refine((p) => new Set(p).size === p.length, 'must not repeat a page'),
      }),
    }),
    output: roleRow,
  }),
});
