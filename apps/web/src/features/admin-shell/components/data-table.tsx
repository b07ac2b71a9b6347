import type { ReactNode } from 'react';

/** A table's `<thead>`: one column header per entry. */
export function ColumnHeads({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th scope="col" key={index}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface DataTableProps {
  className?: string;
  /** Read by screen readers only. */
  caption: ReactNode;
  columns: readonly ReactNode[];
  /** The rows. */
  children: ReactNode;
}

/** A back-office table that scrolls sideways when narrow: hidden caption, column headers, rows. */
export function DataTable({ className = 'bo-table', caption, columns, children }: DataTableProps) {
  return (
    <div className="bo-table-wrap">
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
