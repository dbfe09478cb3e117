import { z } from 'zod';
import { withBareBody } from '../core/body';
import { defineCall, defineCalls } from '../core/call';
import { pageNames } from '../core/pages';
import { email, line, okResult } from '../core/fields';

/** Long passphrases welcome; 10 characters is the floor (ASVS 2.1.1 asks for at least 12 from new users, 10 keeps legacy accounts valid). */
const password = z.string().min(10, 'must be at least 10 characters').max(256);
const username = line(60).min(2, 'must be at least 2 characters');

export const sessionInfo = z.object({
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** The pages this user may open: the menu and the route guard show exactly these. */
  pages: z.array(z.enum(pageNames)),
  isAdmin: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const authCalls = defineCalls({
  // Older clients post the credentials as the body itself: both shapes are taken.
  register: withBareBody(
    defineCall({
      name: 'register',
      service: 'main',
      kind: 'save',
      method: 'POST',
      access: 'public',
      summary: 'Create an account; it has no role until an administrator grants one.',
      input: z.object({
        signcredentials: z.object({ username, email, password }),
      }),
      // The same answer whether or not the email already had an account (see the server).
      output: okResult,
    }),
    'signcredentials',
  ),
  login: withBareBody(
    defineCall({
      name: 'login',
      service: 'main',
      kind: 'save',
      method: 'POST',
      access: 'public',
      summary: 'Sign in with email and password; sets the session cookie.',
      input: z.object({
        credentials: z.object({ email, password: z.string().min(1, 'must not be empty').max(256) }),
      }),
      output: sessionInfo,
    }),
    'credentials',
  ),
  logout: defineCall({
    name: 'logout',
    service: 'main',
    kind: 'save',
    method: 'POST',
    access: 'signedIn',
    summary: 'End this session.',
    input: z.object({}),
    output: okResult,
  }),
  getSession: defineCall({
    name: 'getSession',
    service: 'main',
    kind: 'read',
    access: 'signedIn',
    summary: 'Who is signed in, their roles and the pages they may open.',
    input: z.object({}),
    output: sessionInfo,
  }),
  changepassword: withBareBody(
    defineCall({
      name: 'changepassword',
      service: 'main',
      kind: 'save',
      method: 'POST',
      access: 'signedIn',
      summary:
        'Change a password: your own with the current one, or (administrators) reset another user’s.',
      input: z.object({
        passwordData: z.object({
          email,
          newPassword: password,
          currentPassword: z.string().max(256).optional(),
        }),
      }),
      output: okResult,
    }),
    'passwordData',
  ),
});
