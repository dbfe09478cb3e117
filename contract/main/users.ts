/** User administration: users, their roles, and which pages a role grants. */
import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { pageNames } from '../core/pages';
import { userAdminCalls } from './users/admin';
import { adminPages, roleName, timestamp, username } from './users/fields';
import { mistakeTypeCalls } from './users/mistakeTypes';
import { mySessionCalls } from './users/sessions';
import { millSettingsCalls } from './users/settings';

export * from './users/admin';
export * from './users/mistakeTypes';
export * from './users/sessions';
export * from './users/settings';

export const userRow = z.object({
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  active: z.boolean(),
  lastSignInAt: timestamp.nullable(),
  createdAt: timestamp,
  /** Registered but holds no role yet: an administrator should grant one. */
  waiting: z.boolean(),
});
export type UserRow = z.infer<typeof userRow>;

export const userRoles = z.object({ username: z.string(), roles: z.array(z.string()) });
export type UserRoles = z.infer<typeof userRoles>;

export const pagePermission = z.object({
  pageName: z.enum(pageNames),
  /** Whether the signed-in user may open the page. */
  allowed: z.boolean(),
  /** Every role that grants the page. */
  roles: z.array(z.string()),
});
export type PagePermission = z.infer<typeof pagePermission>;

const userRoleCalls = defineCalls({
  getUserData: defineCall({
    name: 'getUserData',
    service: 'main',
    kind: 'read',
    access: adminPages,
    summary: 'List every user with their roles and when they last signed in.',
    input: z.object({}),
    output: z.array(userRow),
  }),
  submitUserRoles: defineCall({
    name: 'submitUserRoles',
    service: 'main',
    kind: 'save',
    access: adminPages,
    summary: 'Replace a user’s roles with the given set (an empty set removes all access).',
    input: z.object({
      jsonData: z.object({
        username,
        roles: z
          .array(roleName)
          .max(20)
          .refine((r) => new Set(r).size === r.length, 'must not repeat a role'),
      }),
    }),
    output: userRoles,
  }),
  getUserRoles: defineCall({
    name: 'getUserRoles',
    service: 'main',
    kind: 'read',
    access: adminPages,
    summary: 'The roles a user holds.',
    input: z.object({ jsonUsername: username }),
    output: userRoles,
  }),
  getPagePermission: defineCall({
    name: 'getPagePermission',
    service: 'main',
    kind: 'read',
    access: 'signedIn',
    summary: 'Whether you may open a page, and which roles grant it.',
    input: z.object({ jsonPageName: z.enum(pageNames, { error: 'must be a page name' }) }),
    output: pagePermission,
  }),
});

export const usersCalls = {
  ...userRoleCalls,
  ...userAdminCalls,
  ...mySessionCalls,
  ...millSettingsCalls,
  ...mistakeTypeCalls,
} as const;
