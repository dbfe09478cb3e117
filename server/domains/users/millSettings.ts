import { asc, eq, sql } from 'drizzle-orm';
import type { MillSettings } from '../../../contract/main/users';
import { defaultMillGradeRules } from '../../../rules';
import { backupStatus } from '../../backup/backups';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  customers,
  gradeBandOverrides,
  items,
  millSettings,
  serverNotices,
  users,
} from '../../db/schema';
import { UNTRUSTED_PROXY } from '../../http/forwarded';
import { DEFAULT_DEFECT_PHOTO_RETENTION_DAYS } from '../inspection/photoRetention';
import { iso } from './lookup';

/** A PO's process loss (or gain) beyond this is highlighted, until the mill sets its own. */
export const DEFAULT_PROCESS_LOSS_TOLERANCE_PCT = 10;

/** Used until an administrator first saves the settings. */
export const DEFAULT_MILL_SETTINGS = {
  gradeBand: defaultMillGradeRules.gradeBand,
  gsmTolerancePct: defaultMillGradeRules.gsmTolerancePct,
  widthTolerancePct: defaultMillGradeRules.widthTolerancePct,
  toleranceLowersGrade: defaultMillGradeRules.toleranceLowersGrade,
  processLossTolerancePct: DEFAULT_PROCESS_LOSS_TOLERANCE_PCT,
  defectPhotoRetentionDays: DEFAULT_DEFECT_PHOTO_RETENTION_DAYS,
};

type Connections = MillSettings['connections'];

/** Set up or not, from the configuration; only variable names leave the server, never values. */
export function connectionsOf(config: Config): Connections {
  const status = (vars: Record<string, string | undefined>) => {
    const missing = Object.entries(vars)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    const state =
      missing.length === 0
        ? 'configured'
        : missing.length === Object.keys(vars).length
          ? 'notConfigured'
          : 'incomplete';
    return { state, missing } as const;
  };
  return {
    smtp: status({ SMTP_URL: config.SMTP_URL }),
    erpnext: status({
      ERPNEXT_URL: config.ERPNEXT_URL,
      ERPNEXT_API_KEY: config.ERPNEXT_API_KEY,
      ERPNEXT_API_SECRET: config.ERPNEXT_API_SECRET,
    }),
  };
}

/** The mill's settings with each override's item or customer name, for the settings screen. */
export async function readMillSettings(db: Db, config: Config): Promise<MillSettings> {
  const [row] = await db
    .select({ s: millSettings, updatedBy: users.username })
    .from(millSettings)
    .leftJoin(users, eq(users.id, millSettings.updatedBy))
    .where(eq(millSettings.id, 1));
  const overrides = await db
    .select({
      scope: gradeBandOverrides.scope,
      key: gradeBandOverrides.key,
      grade1Below: gradeBandOverrides.grade1Below,
      grade3Above: gradeBandOverrides.grade3Above,
      label: sql<string>`coalesce(case ${gradeBandOverrides.scope}
        when 'item' then (select ${items.itemName} from ${items} where ${items.itemCode} = ${gradeBandOverrides.key})
        else (select ${customers.customerName} from ${customers} where ${customers.name} = ${gradeBandOverrides.key})
      end, ${gradeBandOverrides.key})`,
    })
    .from(gradeBandOverrides)
    .orderBy(asc(gradeBandOverrides.scope), asc(gradeBandOverrides.key));
  const base = row
    ? {
        gradeBand: { grade1Below: row.s.grade1Below, grade3Above: row.s.grade3Above },
        gsmTolerancePct: row.s.gsmTolerancePct,
        widthTolerancePct: row.s.widthTolerancePct,
        toleranceLowersGrade: row.s.toleranceLowersGrade,
        processLossTolerancePct: row.s.processLossTolerancePct,
        defectPhotoRetentionDays: row.s.defectPhotoRetentionDays,
      }
    : DEFAULT_MILL_SETTINGS;
  const [proxy] = await db
    .select()
    .from(serverNotices)
    .where(eq(serverNotices.kind, UNTRUSTED_PROXY));
  return {
    ...base,
    overrides,
    connections: connectionsOf(config),
    untrustedProxy: proxy
      ? {
          peer: proxy.detail,
          firstSeenAt: proxy.firstSeenAt.toISOString(),
          lastSeenAt: proxy.lastSeenAt.toISOString(),
        }
      : null,
    backup: {
      configured: config.BACKUP_DIR !== undefined,
      everyHours: config.BACKUP_DIR !== undefined ? config.BACKUP_EVERY_HOURS : null,
      ...(await backupStatus(db)),
    },
    updatedAt: row ? iso(row.s.updatedAt) : null,
    updatedBy: row?.updatedBy ?? null,
  };
}
