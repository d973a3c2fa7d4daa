import table from '@portal/ui/record-table.module.css';
import type { ReactNode } from 'react';
import styles from './report-table.module.css';

export type Column = { key: string; label: string; numeric?: boolean };

type ReportTableProps = {
  caption: string;
  columns: readonly Column[];
  busy?: boolean;
  testId: string;
  /** Rows of `Cell`s, the first one a `LeadCell`. */
  children: ReactNode;
  /** A totals row under the body (`Cell`s too). */
  foot?: ReactNode;
};

/** A report's table on wide screens; under 600 px each row becomes a card with its figures two by two. */
export function ReportTable({ caption, columns, busy = false, testId, children, foot }: ReportTableProps) {
  return (
    <div className={`${table.wrap} ${styles.wrap}`} aria-busy={busy}>
      <table className={`${table.table} ${styles.table}`} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.num : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot className={styles.foot}>{foot}</tfoot> : null}
      </table>
    </div>
  );
}

type CellProps = {
  /** The column's label, shown above the figure on a phone card. */
  label: string;
  numeric?: boolean;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
};

/** A cell of a row: figures aligned right in the table, under their label on a phone card. */
export function Cell({ label, numeric = false, strong = false, testId, children }: CellProps) {
  const classes = [numeric ? styles.num : '', strong ? styles.strong : ''].filter(Boolean).join(' ');
  return (
    <td className={classes || undefined} data-label={label} data-testid={testId}>
      {children}
    </td>
  );
}

/** The row's heading: what the row is about (a member, a category, a period), the card's title on a phone. */
export function LeadCell({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <th scope="row" className={styles.lead} data-testid={testId}>
      {children}
    </th>
  );
}
