import { pageNames, type SessionInfo } from '@contract';

/** A signed-in user for client tests: an inspector with the home and profile pages, unless told. */
export const sessionOf = (over: Partial<SessionInfo> = {}): SessionInfo => ({
  username: 'asha',
  email: 'asha@mill.test',
  roles: ['inspector'],
  pages: ['select-home', 'user-profile'],
  isAdmin: false,
  ...over,
});

/** The mill's administrator: every page. */
export const adminSession: SessionInfo = sessionOf({
  username: 'root',
  email: 'root@mill.test',
  roles: ['admin'],
  pages: [...pageNames],
  isAdmin: true,
});
