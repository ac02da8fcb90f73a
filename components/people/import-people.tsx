"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { useFormMutation } from "@/components/ui/form-mutation";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";
import type { ImportReportJson } from "@/lib/people";

const FORM_ID = "import-people-form";

const COLUMNS =
  "Columns: name, email (required), title, department, manager_email, employment_type, start_date, end_date, status. " +
  "A file with any problem imports nothing.";

/** "Import CSV" (admins): all or nothing; a refused file lists every line to fix, an accepted one its counts. */
export function ImportPeople() {
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<ImportReportJson | null>(null);
  const { mutation } = useFormMutation(async (form: FormData) => {
    const file = form.get("file");
    const csv = file instanceof File && file.size > 0 ? await file.text() : String(form.get("csv") ?? "");
    return apiRequest<ImportReportJson>("/api/v1/people/import", { body: { csv } });
  });
  const problems = mutation.error instanceof ApiError ? mutation.error.issues() : [];
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setReport(null);
          mutation.reset();
          setOpen(true);
        }}
      >
        Import CSV
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Import people from a CSV"
        width="2xl"
        description={COLUMNS}
        onSubmit={() => {
          const form = document.getElementById(FORM_ID)?.closest("form");
          if (form)
            mutation.mutate(new FormData(form), {
              onSuccess: (r) => {
                setReport(r);
                void queries.invalidateQueries({ queryKey: ["people"] });
              },
            });
        }}
        error={mutation.error ? errorText(mutation.error) : undefined}
        actions={
          <>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Importing…" : "Import"}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </>
        }
      >
        <div id={FORM_ID} className="space-y-3">
          <label className="block text-sm font-medium text-slate-700">
            CSV file
            <input name="file" type="file" accept=".csv,text/csv" className={`${inputClass} mt-1`} />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Or paste the CSV
            <textarea name="csv" rows={5} className={`${inputClass} mt-1 font-mono text-xs`} />
          </label>
          {problems.length > 0 && (
            <ul role="alert" className="max-h-48 list-disc overflow-auto pl-5 text-sm text-red-700">
              {problems.map((p) => (
                <li key={p.path}>{p.message}</li>
              ))}
            </ul>
          )}
          {report && (
            <p role="status" className="text-sm text-green-800">
              {`${report.rows} rows: ${report.created} added, ${report.updated} updated, ${report.unchanged} unchanged; `}
              {`${report.joiners} joiners and ${report.leavers} leavers recorded.`}
            </p>
          )}
        </div>
      </Dialog>
    </>
  );
}
