import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Db } from '../../db/client';
import { seededTestDb } from '../../../tests/support/demo';
import { doctypes } from '../pull/doctypes';
import { syncSite } from '../pull/sync';
import { createSiteClient } from '../site/client';
import { seedSiteFromMirror } from './seed';
import { startFakeSite, type FakeSite } from './site';

let site: FakeSite;
let demo: Db;
let mirror: Db;
beforeAll(async () => {
  site = await startFakeSite();
  demo = await seededTestDb(0.3);
  mirror = (await createTestDatabase()).db;
}, 180_000); // a busy machine takes long to open a database
afterAll(() => site.close());

describe('a test site built from the demo mill', () => {
  it('is pulled back into an empty mirror without a refused document', async () => {
    const counts = await seedSiteFromMirror(site, demo, { limit: 150 });
    expect(counts.Item).toBeGreaterThan(0);
    const client = createSiteClient({
      url: site.url,
      apiKey: site.apiKey,
      apiSecret: site.apiSecret,
    });
    const out = await syncSite(mirror, client, { sleep: () => Promise.resolve() });
    expect(out.ran).toBe(true);
    if (!out.ran) return;
    for (const d of out.doctypes) {
      expect(d.error, d.doctype).toBeNull();
      // Drafts never reach the site from a mirror, so every document comes back.
      expect(d.rows, d.doctype).toBe(counts[d.doctype]);
    }
    // And comes back whole: every column the pull writes holds what the demo mill holds.
    const blanked: string[] = [];
    for (const decl of doctypes) {
      const columns = getTableColumns(decl.table) as Record<string, PgColumn>;
      const key = columns[decl.key]!;
      const pulled = (await mirror.select().from(decl.table)) as Record<string, unknown>[];
      const names = pulled.map((r) => r[decl.key]);
      if (names.length === 0) continue;
      const original = (await demo
        .select()
        .from(decl.table)
        .where(inArray(key, names as string[]))) as Record<string, unknown>[];
      const byKey = new Map(original.map((r) => [r[decl.key], r]));
      for (const row of pulled) {
        const was = byKey.get(row[decl.key]);
        for (const f of decl.map) {
          const [a, b] = [row[f.column], was?.[f.column]];
          const same = a instanceof Date && b instanceof Date ? +a === +b : a === b;
          if (!same) blanked.push(`${decl.doctype} ${String(row[decl.key])} ${f.column}`);
        }
      }
    }
    expect(blanked.slice(0, 10)).toEqual([]);
  });
});
