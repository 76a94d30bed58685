// Every table of the dashboard: TanStack Table v9 for the model and client-side sorting, semantic <table>
// markup of ours (sortable headers are buttons, with aria-sort), optional row click/keyboard opening.
// Filtering that the API can do (e.g. tags by decision or bucket) stays on the server; pages pass the rows.
// Long lists can be virtualised (TanStack Virtual): only the rows in view of a scrolling box are rendered.
// An opened row can show its details in a row of their own right under it (`detail`), where the person clicked.
// A table wider than the page (many columns, e.g. one per metric) scrolls sideways in its own box: the page never does.
import { createSortedRowModel, rowSortingFeature, sortFn_alphanumeric, sortFn_basic, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useMemo, useRef, useState, type ReactNode } from 'react';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

export interface Column<Row> {
  /** A stable id, also the default sort key. */
  id: string;
  header: string;
  /** The value used to sort (and shown when there is no cell renderer). */
  value: (row: Row) => string | number | boolean | null | undefined;
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Right-align numbers. */
  numeric?: boolean;
}

export interface DataTableProps<Row extends object> {
  rows: Row[];
  columns: Column<Row>[];
  /** Accessible name of the table. */
  label: string;
  rowKey: (row: Row) => string;
  onOpen?: (row: Row) => void;
  empty?: ReactNode;
  initialSort?: { id: string; desc?: boolean };
  /**
   * Render long lists (over VIRTUAL_MIN_ROWS rows) in a box at most this many pixels high that scrolls, with only
   * the rows in view in the DOM. Shorter lists render whole.
   */
  virtualHeight?: number;
  /** Details of one row (by rowKey), shown in a full-width row under it; the row is marked expanded. Not with virtualHeight. */
  detail?: { rowKey: string; content: ReactNode } | null;
}

export const VIRTUAL_MIN_ROWS = 100;
const ESTIMATED_ROW_HEIGHT = 36;

export function DataTable<Row extends object>({ rows, columns, label, rowKey, onOpen, empty, initialSort, virtualHeight, detail }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [{ id: initialSort.id, desc: !!initialSort.desc }] : []);
  const tableColumns = useMemo(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: Row) => c.value(row) ?? '',
        enableSorting: c.sortable !== false,
        sortFn: (c.numeric ? 'basic' : 'alphanumeric') as 'basic' | 'alphanumeric',
      })),
    [columns],
  );
  const table = useTable({
    features,
    columns: tableColumns as never,
    data: rows,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row: Row) => rowKey(row),
  });
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const sortedRows = table.getRowModel().rows;
  const virtual = virtualHeight !== undefined && sortedRows.length > VIRTUAL_MIN_ROWS;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
  });
  if (!rows.length) return <p className="muted">{empty ?? 'Nothing here yet.'}</p>;
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const shownRows = items ? items.map((v) => sortedRows[v.index]) : sortedRows;
  const padTop = items?.length ? items[0].start : 0;
  const padBottom = items?.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const tableElement = (
    <table aria-label={label} aria-rowcount={virtual ? sortedRows.length + 1 : undefined}>
      <thead>
        <tr>
          {columns.map((c) => {
            const dir = sorting[0]?.id === c.id ? (sorting[0].desc ? 'descending' : 'ascending') : 'none';
            return (
              <th key={c.id} aria-sort={c.sortable === false ? undefined : dir} className={c.numeric ? 'num' : undefined}>
                {c.sortable === false ? (
                  c.header
                ) : (
                  <button type="button" className="sort" onClick={() => setSorting([{ id: c.id, desc: dir === 'ascending' }])}>
                    {c.header}
                    <span aria-hidden="true">{dir === 'ascending' ? ' ▲' : dir === 'descending' ? ' ▼' : ''}</span>
                  </button>
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row with no tabIndex is not focusable; the rule counts every <tr> (role row) as interactive */}
        {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
        {shownRows.map((r, i) => {
          const row = r.original as Row;
          const index = items ? items[i].index : i;
          const expanded = !items && detail?.rowKey === r.id;
          return (
            <Fragment key={r.id}>
              <tr
                data-index={index}
                aria-expanded={detail && !items ? expanded : undefined}
                ref={items ? virtualizer.measureElement : undefined}
                aria-rowindex={virtual ? index + 2 : undefined}
                className={onOpen ? 'clickable' : undefined}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
              >
                {columns.map((c) => (
                  <td key={c.id} className={byId.get(c.id)?.numeric ? 'num' : undefined}>
                    {c.cell ? c.cell(row) : String(c.value(row) ?? '')}
                  </td>
                ))}
              </tr>
              {expanded && (
                <tr className="row-detail">
                  <td colSpan={columns.length}>{detail.content}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row with no tabIndex is not focusable; the rule counts every <tr> (role row) as interactive */}
        {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
      </tbody>
    </table>
  );
  if (!virtual) return <div className="table-wide">{tableElement}</div>;
  return (
    <div ref={scrollRef} className="table-scroll" style={{ maxHeight: virtualHeight }}>
      {tableElement}
    </div>
  );
}
