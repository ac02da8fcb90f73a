import type { PopulationPreviewJson } from "@/lib/audits";
import { Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";

/** The file's problems with the spreadsheet line and column of each; any one of them stops the upload. */
export function RowErrors({ preview }: { preview: Pick<PopulationPreviewJson, "errors" | "error_count"> }) {
  if (preview.error_count === 0) {
    return (
      <p role="status" className="text-sm font-medium text-green-700">
        No problems found: every row can be added.
      </p>
    );
  }
  const shown = preview.errors.length;
  return (
    <div className="space-y-2" data-testid="row-errors">
      <p role="alert" className="text-sm font-medium text-red-700">
        {preview.error_count === 1 ? "1 problem" : `${preview.error_count.toLocaleString("en")} problems`} to fix in the file before it can be added
        {shown < preview.error_count ? ` (the first ${shown} are listed)` : ""}.
      </p>
      <div className="max-h-80 overflow-y-auto">
        <Table caption="Problems in the file" stack>
          <TableHead columns={["Line", "Column", "Problem"]} />
          <tbody>
            {preview.errors.map((e, i) => (
              <tr key={i}>
                <td data-label="Line" className="tabular-nums">
                  {e.line ?? "—"}
                </td>
                <td data-label="Column">{e.column ?? "Whole row"}</td>
                <td data-label="Problem" className="text-red-700">
                  {e.message}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
