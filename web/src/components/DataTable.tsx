// Every table of the dashboard: TanStack Table v9 for the model and client-side sorting, semantic <table>
// markup of ours (sortable headers are buttons, with aria-sort), optional row click/keyboard opening.
// Filtering that the API can do (e.g. tags by decision or bucket) stays on the server; pages pass the rows.
import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';

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
}

export function DataTable<Row extends object>({ rows, columns, label, rowKey, onOpen, empty, initialSort }: DataTableProps<Row>) {
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
  if (!rows.length) return <p className="muted">{empty ?? 'Nothing here yet.'}</p>;
  const sortedRows = table.getRowModel().rows;
  return (
    <table aria-label={label}>
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
        {sortedRows.map((r) => {
          const row = r.original as Row;
          return (
            <tr
              key={r.id}
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
          );
        })}
      </tbody>
    </table>
  );
}
