import type { ReactNode } from 'react';

/** A table column: its heading, and whether it holds numbers (right-aligned, as its cells are). */
export interface Column {
  label: ReactNode;
  numeric?: boolean;
  className?: string;
}

/** A table's head row; `false` entries are columns left out (e.g. shown only while tracking). */
export function ColumnHeads({ columns }: { columns: readonly (Column | false)[] }) {
  return (
    <thead>
      <tr>
        {columns.map(
          (column, i) =>
            column && (
              <th
                key={i}
                scope="col"
                className={
                  [column.numeric && 'text-end', column.className].filter(Boolean).join(' ') || undefined
                }
              >
                {column.label}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
