import {
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { m } from '../../i18n';
import { alignOf, CellValue } from './cells';
import { chooseColumns, TOGGLE_PX, type TableColumn } from './columns';
import classes from './DataTable.module.css';
import { usePrinting, useWidth } from './useWidth';

/** What a row is at least: a finger's height; wrapped text, details and notes make it taller. */
const ROW_HEIGHT = 56;
/** A scroll box not laid out yet (jsdom, a hidden tab) still shows the first screenful of rows. */
const FALLBACK_HEIGHT = 800;
const NO_ROWS: readonly never[] = [];
/** Rows short of the end at which the next page is asked for, so scrolling rarely waits. */
const LOAD_AHEAD = 20;

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The table's name, for assistive technology. */
  label: string;
  /** A row's name in its details button ("Details of …"); its key when absent. */
  rowName?: (row: Row) => string;
  /** What a tap on a row opens. */
  onOpen?: (row: Row) => void;
  /** A line under a row that always shows, e.g. why its grade is what it is. */
  note?: (row: Row) => string | null;
  /** Sortable headers: the sort in force and what a tap on a header asks for. */
  sort?: { key: string; desc: boolean; onSort: (key: string) => void };
  /**
   * For long lists: only the rows in view render, in a box of bounded height; `total` counts the
   * rows loaded or not, `onEndReached` is called as the rows in view near the end.
   */
  virtual?: { total?: number; onEndReached?: () => void };
  /** Said when there are no rows. */
  empty: string;
}

/**
 * The one table of the app's reports and sheets. It never scrolls sideways: the columns that do
 * not fit its width fold into each row's details, opened by a button on the row, by the columns'
 * priorities (columns.ts). A printed page shows every column.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rowKey, label, onOpen, note, sort, virtual, empty } = props;
  // The rows render in a pass of their own, after the rest of the screen: an answer that arrives
  // (or a sort) updates the page at once, and its rows follow in a render React can pause for the
  // next tap or frame. Rendered with the page, a report's first screenful of rows made one task
  // of 400 ms on a cheap phone.
  const rows = useDeferredValue(props.rows, NO_ROWS);
  const rowName = props.rowName ?? rowKey;
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useWidth(frameRef);
  const printing = usePrinting();
  const { shown, folded, stacked } = useMemo(
    () => chooseColumns(columns, printing ? 0 : (width ?? 0)),
    [columns, width, printing],
  );
  // Until the width is known (read before the first paint), the rows wait: rendering them with
  // every column only to fold most of them a moment later doubled the first render on a phone.
  const sized = width !== null || printing;
  // Stacked, the first column is a line of its own (CSS), the others share the line below.
  const template = [
    ...(stacked ? shown.slice(1) : shown).map((c) => `minmax(0, ${c.width ?? 1}fr)`),
    ...(folded.length ? [`${TOGGLE_PX}px`] : []),
  ].join(' ');
  const layout = {
    'data-stacked': stacked ? 'true' : undefined,
    'data-folds': folded.length ? 'true' : undefined,
  };
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // The app is not built with the React Compiler, so nothing memoizes this hook's functions: the
  // rule's warning is about a compiler this build does not run.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual && sized ? rows.length : 0,
    getScrollElement: () => frameRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Measured heights follow their row when the list is sorted again.
    getItemKey: (i) => {
      const row = rows[i];
      return row === undefined ? i : rowKey(row);
    },
    // A row not laid out yet (jsdom, a hidden tab) counts as one line, not as nothing.
    measureElement: (el, entry, instance) => measureElement(el, entry, instance) || ROW_HEIGHT,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items[items.length - 1]?.index ?? -1;
  const onEndReached = virtual?.onEndReached;
  // Only once the rows in view are the latest: before, "the end" is that of rows not shown yet.
  const caughtUp = rows === props.rows;
  useEffect(() => {
    if (onEndReached && caughtUp && lastInView >= rows.length - 1 - LOAD_AHEAD) onEndReached();
  }, [onEndReached, caughtUp, lastInView, rows.length]);

  // Until the rows have caught up with the answer (their own pass) and are measured, the box
  // keeps the room they will take at a line each: what is below the table (Load more) stays put
  // when they arrive, instead of jumping down a frame after the page (a layout shift).
  const virtualHeight = virtualizer.getTotalSize() || props.rows.length * ROW_HEIGHT;

  const renderRow = (row: Row, index: number, style?: CSSProperties, ref?: Ref<HTMLDivElement>) => {
    const key = rowKey(row);
    const expanded = open.has(key);
    const line = note?.(row);
    return (
      <div
        key={key}
        ref={ref}
        data-index={index}
        role="row"
        aria-rowindex={index + 2}
        tabIndex={onOpen ? 0 : undefined}
        className={`${classes.row} ${classes.bodyRow}`}
        data-clickable={onOpen ? 'true' : undefined}
        data-virtual={style ? 'true' : undefined}
        data-stripe={index % 2 ? 'true' : undefined}
        {...layout}
        style={{ gridTemplateColumns: template, ...style }}
        onClick={() => onOpen?.(row)}
        onKeyDown={(e) => e.key === 'Enter' && onOpen?.(row)}
      >
        {shown.map((c) => (
          <div role="cell" key={c.key} className={classes.cell} data-align={alignOf(c)}>
            <CellValue row={row} column={c} />
          </div>
        ))}
        {folded.length > 0 && (
          <div role="cell" className={classes.toggleCell}>
            <UnstyledButton
              className={classes.toggle}
              aria-expanded={expanded}
              aria-label={m.tables_details({ name: rowName(row) })}
              // The row opens on a tap or Enter; its details button only unfolds.
              onClick={(e) => {
                e.stopPropagation();
                toggle(key);
              }}
              onKeyDown={(e) => e.stopPropagation()}
            >
              <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
                <path d="M6 9l6 6l6-6" fill="none" stroke="currentColor" strokeWidth={2} />
              </svg>
            </UnstyledButton>
          </div>
        )}
        {expanded && folded.length > 0 && (
          <div role="cell" className={classes.wide}>
            <dl className={classes.details}>
              {folded.map((c) => (
                <div key={c.key}>
                  <dt>{c.label()}</dt>
                  <dd>
                    <CellValue row={row} column={c} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {line && (
          <div role="cell" className={`${classes.wide} ${classes.note}`}>
            {line}
          </div>
        )}
      </div>
    );
  };

  return (
    <div
      ref={frameRef}
      className={`${classes.frame} ${virtual ? classes.scroll : ''}`}
      role="table"
      aria-label={label}
      aria-rowcount={virtual ? (virtual.total ?? rows.length) + 1 : undefined}
      // While its rows catch up with the answer, assistive technology hears the table is updating.
      aria-busy={caughtUp ? undefined : true}
    >
      <div role="rowgroup" className={virtual ? classes.stickyHead : classes.head}>
        <div
          role="row"
          className={classes.row}
          style={{ gridTemplateColumns: template }}
          {...layout}
        >
          {shown.map((c) => {
            const active = sort?.key === c.key;
            const order = active ? (sort.desc ? 'descending' : 'ascending') : 'none';
            return (
              <div
                key={c.key}
                role="columnheader"
                aria-sort={sort ? order : undefined}
                data-align={alignOf(c)}
              >
                {sort ? (
                  <UnstyledButton className={classes.headText} onClick={() => sort.onSort(c.key)}>
                    {c.label()}
                    <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
                  </UnstyledButton>
                ) : (
                  <div className={classes.headText}>{c.label()}</div>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {virtual ? (
        <div role="rowgroup" style={{ height: virtualHeight, position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index];
            return row === undefined
              ? null
              : renderRow(
                  row,
                  item.index,
                  { transform: `translateY(${item.start}px)` },
                  virtualizer.measureElement,
                );
          })}
        </div>
      ) : (
        <div role="rowgroup">{sized && rows.map((row, i) => renderRow(row, i))}</div>
      )}
      {rows.length === 0 && props.rows.length === 0 && (
        <Text p="lg" size="lg" c="dimmed">
          {empty}
        </Text>
      )}
    </div>
  );
}
