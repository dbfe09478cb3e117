import { useCallback, useContext } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { m, useLocale, type Locale } from '../i18n';
import { saveSummary } from '../i18n/saves';
import { mistakeName } from '../lib/mistakeName';
import { outboxState, type OutboxItem } from '../lib/outbox';
import { keptJsonData } from '../lib/useKeptEntries';

type Kept = Pick<OutboxItem, 'call' | 'input'>;
interface Row {
  clientId?: unknown;
  mistake?: unknown;
  mistakeTa?: unknown;
}

/** The tap's defect from a roll's sheet this tablet has read: its rows name it in both languages. */
function fromSheets(client: QueryClient | undefined, tap: string, locale: Locale): string | null {
  for (const query of client?.getQueryCache().getAll() ?? []) {
    const rows = (query.state.data as { mistakes?: unknown } | undefined)?.mistakes;
    if (!Array.isArray(rows)) continue;
    const row = (rows as Row[]).find((r) => r.clientId === tap);
    if (typeof row?.mistake === 'string')
      return mistakeName(
        row.mistake,
        typeof row.mistakeTa === 'string' ? row.mistakeTa : null,
        locale,
      );
  }
  return null;
}

/** The tap's defect from its own save, still kept beside the photo (offline, say). */
function fromOutbox(items: readonly Kept[], tap: string): string | null {
  for (const item of items) {
    const d = keptJsonData(item.input);
    if (d?.clientId === tap && typeof d.mistake === 'string') return d.mistake;
  }
  return null;
}

/**
 * A kept save's line in the saves list: a defect photo says which defect it shows ("Photo of
 * Hole"), found by its tap in the outbox or in a roll sheet read here; any other save its call's
 * summary.
 */
export function usePhotoSaveLine(): (item: Kept) => string {
  const client = useContext(QueryClientContext);
  const locale = useLocale();
  return useCallback(
    (item: Kept) => {
      if (item.call !== 'postDefectPhoto') return saveSummary(item.call);
      const tap = keptJsonData(item.input)?.tapClientId;
      const name =
        typeof tap === 'string'
          ? (fromOutbox(outboxState.items(), tap) ?? fromSheets(client, tap, locale))
          : null;
      return name ? m.photo_of({ name }) : saveSummary(item.call);
    },
    [client, locale],
  );
}
