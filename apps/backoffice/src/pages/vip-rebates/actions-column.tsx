import type { ReactNode } from 'react';
import type { Column } from '../../table/data-table.tsx';

/** A table's last column of row actions (not sorted, not exported); none for a role that only reads. */
export function actionsColumn<T>(canEdit: boolean, header: string, cell: (row: T) => ReactNode): Column<T>[] {
  return canEdit ? [{ id: 'actions', header, value: () => null, display: true, cell }] : [];
}
