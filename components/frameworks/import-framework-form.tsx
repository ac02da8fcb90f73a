"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { CustomFrameworkWithControls } from "@/lib/custom-frameworks";
import { apiRequest as api, ApiError, errorText } from "@/lib/client/api";
import { CF } from "./api";
import { gated } from "@/components/ui/role";

type Payload = { format: "json"; data: unknown } | { format: "csv"; data: { name: string; csv: string } };

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Upload of a compliance-framework/v1 JSON export or a CSV with the import header. Errors come
 * back with row and column (CSV) or path (JSON) and are listed before anything is created.
 */
function ImportFrameworkFormUngated() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (payload: Payload) => api<CustomFrameworkWithControls>(`${CF}/import`, { body: payload }),
    onSuccess: (fw) => router.push(`/frameworks/${fw.id}`),
  });

  async function submit() {
    setLocalError(null);
    upload.reset();
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setLocalError("The file is larger than 5 MiB.");
      return;
    }
    const text = await file.text();
    if (/\.json$/i.test(file.name) || file.type === "application/json") {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        setLocalError("The file is not valid JSON.");
        return;
      }
      // accept the export response as saved ({success, data}) as well as its data
      const doc = parsed && typeof parsed === "object" && "data" in parsed && "success" in parsed ? (parsed as { data: unknown }).data : parsed;
      upload.mutate({ format: "json", data: doc });
    } else {
      upload.mutate({ format: "csv", data: { name: name.trim() || file.name.replace(/\.[^.]+$/, ""), csv: text } });
    }
  }

  const issues = upload.error instanceof ApiError ? upload.error.issues() : [];
  const isCsv = file ? !/\.json$/i.test(file.name) : false;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div>
        <label htmlFor="import-file" className="mb-1 block text-sm font-medium text-slate-700">
          File (JSON export or CSV)
        </label>
        <input
          id="import-file"
          type="file"
          accept=".json,.csv,application/json,text/csv"
          className="block text-sm"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            upload.reset();
            setLocalError(null);
          }}
        />
        <p className="mt-1 text-xs text-slate-500">
          CSV header: <code className="break-all">control_id_label,title,description,category,evidence_requirements,test_criteria,standard_mappings</code>; mappings as{" "}
          <code>soc2:CC6.1;iso27001:A.5.15</code>.
        </p>
      </div>
      {isCsv && <Field label="Framework name" value={name} onChange={(e) => setName(e.target.value)} hint="Defaults to the file name." />}
      <Button type="submit" disabled={!file || upload.isPending}>
        {upload.isPending ? "Importing…" : "Import"}
      </Button>
      {localError && (
        <p role="alert" className="text-sm text-red-600">
          {localError}
        </p>
      )}
      {upload.isError && issues.length === 0 && (
        <p role="alert" className="text-sm text-red-600">
          {errorText(upload.error)}
        </p>
      )}
      {issues.length > 0 && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-sm font-medium text-red-800">Nothing was imported: {issues.length} problem{issues.length === 1 ? "" : "s"}</p>
          <table className="mt-2 w-full text-left text-xs text-red-900" data-testid="import-errors">
            <thead>
              <tr>
                <th className="pr-3">{issues[0].row !== undefined ? "Row" : "Path"}</th>
                {issues[0].row !== undefined && <th className="pr-3">Column</th>}
                <th>Problem</th>
              </tr>
            </thead>
            <tbody>
              {issues.slice(0, 100).map((i, n) => (
                <tr key={n}>
                  <td className="pr-3 align-top">{i.row ?? i.path}</td>
                  {i.row !== undefined && <td className="pr-3 align-top">{i.column ?? "—"}</td>}
                  <td>{i.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {issues.length > 100 && <p className="mt-1 text-xs text-red-800">…and {issues.length - 100} more.</p>}
        </div>
      )}
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const ImportFrameworkForm = gated("member", ImportFrameworkFormUngated);
