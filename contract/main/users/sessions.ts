/** The signed-in user's own sessions (devices), so a lost tablet can be signed out. */
import { z } from 'zod';
import { defineCall, defineCalls } from '../../core/call';
import { timestamp } from './fields';

export const sessionRow = z.object({
  createdAt: timestamp,
  expiresAt: timestamp,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this very request came with. */
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;

export const mySessionCalls = defineCalls({
  getMySessions: defineCall({
    name: 'getMySessions',
    service: 'main',
    kind: 'read',
    access: 'signedIn',
    summary: 'Your sessions on every device, newest first.',
    input: z.object({}),
    output: z.array(sessionRow),
  }),
  endOtherSessions: defineCall({
    name: 'endOtherSessions',
    service: 'main',
    kind: 'save',
    access: 'signedIn',
    summary: 'Sign out every other device; this one stays signed in.',
    input: z.object({}),
    output: z.object({ ok: z.literal(true), ended: z.number().int().nonnegative() }),
  }),
});
