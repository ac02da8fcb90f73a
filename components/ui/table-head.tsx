/**
 * A table's header row: one column per name, then (with `actions`) a column for row buttons or links whose name only
 * screen readers hear ("Actions", or the text given).
 */
export function TableHead({ columns, actions = false }: { columns: string[]; actions?: boolean | string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column}>{column}</th>
        ))}
        {actions && (
          <th>
            <span className="sr-only">{actions === true ? "Actions" : actions}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
