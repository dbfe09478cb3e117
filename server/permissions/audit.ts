import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** Records who changed roles, permissions, passwords or user status, inside the same transaction. */
export async function recordAudit(
  db: Db,
  actorUserId: number | null,
  action: string,
  target: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({ actorUserId, action, target, details });
}
