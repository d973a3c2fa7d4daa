import { categoryIcon, Icon } from '@portal/ui/icons.tsx';
import table from '@portal/ui/record-table.module.css';
import type { ReactNode } from 'react';
import styles from './record-table.module.css';

const NUM = `${table.num} ${styles.num}`;

type RecordTableProps = {
  testId: string;
  /** The column keys in order; the figure columns among them are aligned right. */
  columns: readonly string[];
  figures: readonly string[];
  /** The heading of a column, also the label of its figures on a phone card. */
  heading: (column: string) => string;
  busy: boolean;
  /** The rows: `tr`s with the shared `row` class, led by a RecordLead. */
  children: ReactNode;
};

/** A table of records on wide screens, one card per row on phones. */
export function RecordTable({ testId, columns, figures, heading, busy, children }: RecordTableProps) {
  return (
    <div className={`${table.wrap} ${styles.wrap}`} aria-busy={busy}>
      <table className={table.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={figures.includes(column) ? NUM : undefined}>
                {heading(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type RecordLeadProps = {
  category: string;
  /** A row heading (`th`) instead of a plain cell. */
  rowHeading?: boolean;
  children: ReactNode;
};

/** The first cell of a row: what the row is about, behind its game type's icon. */
export function RecordLead({ category, rowHeading = false, children }: RecordLeadProps) {
  const content = (
    <span className={styles.leadBox}>
      <span className={styles.leadIcon} aria-hidden="true">
        <Icon name={categoryIcon(category)} size={16} />
      </span>
      {children}
    </span>
  );
  if (!rowHeading) return <td className={styles.lead}>{content}</td>;
  return (
    <th scope="row" className={`${styles.lead} ${styles.strong}`}>
      {content}
    </th>
  );
}

type NumberCellProps = {
  /** The column's heading, shown above the figure on a phone card. */
  label: string;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
};

/** A figure of a row: aligned right in the table, under its label on a phone card. */
export function NumberCell({ label, strong = false, testId, children }: NumberCellProps) {
  return (
    <td className={strong ? `${NUM} ${styles.strong}` : NUM} data-label={label} data-testid={testId}>
      {children}
    </td>
  );
}
