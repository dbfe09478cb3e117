import type { UserCtx } from '../../http/context';
import { forbidden } from '../../http/errors';

/**
 * A role may be granted the user pages, but changing roles, grants, passwords or status of
 * others needs the admin role itself: otherwise such a role could grant itself admin.
 */
export function requireAdmin(ctx: UserCtx, what: string): void {
  if (!ctx.user.isAdmin) throw forbidden(`Only an administrator can ${what}.`);
}
