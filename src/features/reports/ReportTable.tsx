import { useEffect, useMemo, useRef } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { m } from '../../i18n';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { CellValue } from './CellValue';
import type { ReportColumn } from './definition';
import classes from './ReportTable.module.css';

const ROW_HEIGHT = 56;
/** Width of a column of relative width 1, before the table stretches to fill the screen. */
const COL_PX = 100;
/** A container not laid out yet (jsdom, a hidden tab) still shows the first screenful of rows. */
const FALLBACK_HEIGHT = 800;
/** Rows short of the end at which the next page is asked for, so scrolling rarely waits. */
const LOAD_AHEAD = 20;

interface ReportTableProps<Row> {
  rows: readonly Row[];
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  sort: { key: string; desc: boolean };
  onSort: (key: string) => void;
  onOpen?: (row: Row) => void;
  label: string;
  /** Rows the whole list holds, loaded or not (for assistive technology's row count). */
  total?: number;
  /** Given while more rows can be loaded: called when the rows in view near the end. */
  onEndReached?: () => void;
}

/**
 * A sortable table that renders only the rows in view, so thousands of reports scroll like 20,
 * and asks for the next page as the user scrolls towards the end of what is loaded.
 */
export function ReportTable<Row>({
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  onOpen,
  label,
  total,
  onEndReached,
}: ReportTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
  });
  // Every row gets the same explicit width, so absolutely placed rows line up with the header.
  const template = useMemo(
    () =>
      columns
        .map((c) => `minmax(${Math.round((c.width ?? 1) * COL_PX)}px, ${c.width ?? 1}fr)`)
        .join(' '),
    [columns],
  );
  const rowWidth = `max(100%, ${columns.reduce((sum, c) => sum + Math.round((c.width ?? 1) * COL_PX), 0)}px)`;
  const items = virtualizer.getVirtualItems();
  const lastInView = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (onEndReached && lastInView >= rows.length - 1 - LOAD_AHEAD) onEndReached();
  }, [onEndReached, lastInView, rows.length]);

  return (
    <Box
      ref={scrollRef}
      className={classes.scroll}
      role="table"
      aria-label={label}
      aria-rowcount={(total ?? rows.length) + 1}
    >
      <div style={{ width: rowWidth }}>
        <div role="rowgroup" className={classes.head}>
          <div role="row" className={classes.row} style={{ gridTemplateColumns: template }}>
            {columns.map((c) => {
              const active = sort.key === c.key;
              return (
                <div
                  key={c.key}
                  role="columnheader"
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                >
                  <UnstyledButton className={classes.sortButton} onClick={() => onSort(c.key)}>
                    {c.label()}
                    <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
                  </UnstyledButton>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            const r: Row = row;
            return (
              <div
                key={rowKey(r)}
                role="row"
                aria-rowindex={item.index + 2}
                tabIndex={onOpen ? 0 : undefined}
                className={`${classes.row} ${classes.bodyRow}`}
                data-clickable={onOpen ? 'true' : undefined}
                style={{
                  gridTemplateColumns: template,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
                onClick={() => onOpen?.(r)}
                onKeyDown={(e) => e.key === 'Enter' && onOpen?.(r)}
              >
                {columns.map((c) => (
                  <div role="cell" key={c.key} className={classes.cell}>
                    {c.display ? c.display(r) : <CellValue value={r[c.key]} format={c.format} />}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      {rows.length === 0 && (
        <Text p="lg" size="lg" c="dimmed">
          {m.report_none()}
        </Text>
      )}
    </Box>
  );
}
