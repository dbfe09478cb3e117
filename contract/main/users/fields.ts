import { z } from 'zod';
import { line } from '../../core/fields';

/** Fields shared by the user administration calls. */
export const adminPages = ['users-list', 'user-roles-persmission'] as const;
export const username = line(60).min(2, 'must be at least 2 characters');
/** Role names are lower-case words (admin, inspector, ...), so they read well in the permission grid. */
export const roleName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{1,39}$/, 'must be a lower-case role name');
export const timestamp = z.iso.datetime({ offset: true });
