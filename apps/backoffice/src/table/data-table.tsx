import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvColumn, download, toCsv } from '../lib/csv.ts';
import styles from './data-table.module.css';

/** A column: what a row reads as (sorting and CSV) and, when different, how it shows. */
export type Column<T> = {
  id: string;
  header: string;
  value: (row: T) => string | number | null;
  cell?: (row: T) => ReactNode;
  align?: 'end';
  /** Off until the operator turns it on in the column chooser. */
  hidden?: boolean;
  /** Not sortable and not exported (row actions). */
  display?: boolean;
};

export type DataTableProps<T> = {
  rows: T[];
  columns: Column<T>[];
  rowId: (row: T) => string;
  loading?: boolean;
  testId: string;
  /** Rows that can be ticked for a bulk action; the ticked ones go to onSelect. */
  selectable?: (row: T) => boolean;
  selected?: RowSelectionState;
  onSelect?: (selection: RowSelectionState) => void;
  /** Every row of the current filter (all pages), for the CSV export; no export without it. */
  exportRows?: () => Promise<T[]>;
  exportName?: string;
  /** Above the table, beside the column chooser and the export. */
  toolbar?: ReactNode;
  empty: string;
};

/**
 * Every back-office list: TanStack Table for sorting (this page), the column chooser and row selection;
 * the CSV export takes the visible columns over every page of the current filter.
 */
export function DataTable<T>({
  rows,
  columns,
  rowId,
  loading = false,
  testId,
  selectable,
  selected = {},
  onSelect,
  exportRows,
  exportName = 'export',
  toolbar,
  empty,
}: DataTableProps<T>) {
  const { t } = useTranslation('bo');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.id, false])),
  );
  const [exporting, setExporting] = useState(false);

  const defs = useMemo<ColumnDef<T>[]>(() => {
    const list: ColumnDef<T>[] = columns.map((c) => ({
      id: c.id,
      header: c.header,
      accessorFn: c.value,
      enableSorting: !c.display,
      enableHiding: !c.display,
      cell: ({ row }) => (c.cell ? c.cell(row.original) : (c.value(row.original) ?? '')),
      meta: { align: c.align },
    }));
    if (!selectable) return list;
    return [
      {
        id: 'select',
        enableSorting: false,
        enableHiding: false,
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label={t('table.selectAll')}
            checked={table.getIsAllRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
            disabled={!table.getRowModel().rows.some((r) => r.getCanSelect())}
          />
        ),
        cell: ({ row }) =>
          row.getCanSelect() ? (
            <input
              type="checkbox"
              aria-label={t('table.selectRow')}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          ) : null,
      },
      ...list,
    ];
  }, [columns, selectable, t]);

  const table = useReactTable({
    data: rows,
    columns: defs,
    getRowId: rowId,
    state: { sorting, columnVisibility: visibility, rowSelection: selected },
    enableRowSelection: selectable ? (row) => selectable(row.original) : false,
    onRowSelectionChange: (update) => onSelect?.(typeof update === 'function' ? update(selected) : update),
    onSortingChange: setSorting,
    onColumnVisibilityChange: setVisibility,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  async function exportCsv() {
    if (!exportRows) return;
    setExporting(true);
    try {
      const visible: CsvColumn<T>[] = columns
        .filter((c) => !c.display && visibility[c.id] !== false)
        .map((c) => ({ header: c.header, value: c.value }));
      download(`${exportName}.csv`, toCsv(visible, await exportRows()));
    } finally {
      setExporting(false);
    }
  }

  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  return (
    <div className={styles.frame} data-testid={testId}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarStart}>{toolbar}</div>
        <details className={styles.chooser}>
          <summary>{t('table.columns')}</summary>
          <div className={styles.chooserMenu}>
            {hideable.map((column) => (
              <label key={column.id}>
                <input
                  type="checkbox"
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {String(column.columnDef.header)}
              </label>
            ))}
          </div>
        </details>
        {exportRows && (
          <button
            type="button"
            className={styles.toolButton}
            onClick={() => void exportCsv()}
            disabled={exporting || rows.length === 0}
            data-testid={`${testId}-export`}
          >
            {exporting ? t('table.exporting') : t('table.export')}
          </button>
        )}
      </div>
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={loading}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const align = (header.column.columnDef.meta as { align?: string } | undefined)?.align;
                  return (
                    <th
                      key={header.id}
                      className={align === 'end' ? styles.end : undefined}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid={`${testId}-row`} data-selected={row.getIsSelected() || undefined}>
                {row.getVisibleCells().map((cell) => {
                  const align = (cell.column.columnDef.meta as { align?: string } | undefined)?.align;
                  return (
                    <td key={cell.id} className={align === 'end' ? styles.end : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {!loading && rows.length === 0 && <p className={styles.empty}>{empty}</p>}
        {loading && rows.length === 0 && <p className={styles.empty}>{t('table.loading')}</p>}
      </div>
    </div>
  );
}
