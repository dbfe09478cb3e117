import type { PageName, SessionInfo } from '@contract';

/**
 * The pages whose users see the header's alert count: getAlertCount's access in the contract,
 * copied here so the header decides without loading the alerts domain's schemas (zod) on the
 * first visit. `badgePages.test.ts` keeps the two lists the same.
 */
export const alertBadgePages = [
  'alerts',
  'dashboardlive',
  'production-dashboard',
] as const satisfies readonly PageName[];

/** Whether the header shows this session the alert count (undefined: not known yet). */
export const seesAlertBadge = (session: SessionInfo | undefined): boolean =>
  session !== undefined &&
  (session.isAdmin || alertBadgePages.some((page) => session.pages.includes(page)));
