"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { ImportResult } from "@/lib/custom-frameworks";
import { apiRequest as api, ApiError, errorText } from "@/lib/client/api";
import { CF } from "./api";
import { markdownToText } from "@/lib/format/markdown-html";
import { ImportReport } from "./import-report";
import { gated } from "@/components/ui/role";

type Payload =
  | { format: "json"; data: unknown }
  | { format: "csv"; data: { name: string; csv: string } }
  | { format: "oscal"; data: { catalog?: unknown; profile?: unknown; name?: string } };

/** What a chosen file holds, read in the browser so the form can ask for what that kind needs. */
type Detected =
  | { kind: "csv"; text: string }
  | { kind: "json"; doc: unknown }
  | { kind: "catalog"; catalog: unknown }
  | { kind: "profile"; profile: unknown }
  | { kind: "invalid"; message: string };

const MAX_BYTES = 16 * 1024 * 1024;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function detect(file: File): Promise<Detected> {
  if (file.size > MAX_BYTES) return { kind: "invalid", message: "The file is larger than 16 MiB." };
  const text = await file.text();
  if (!(/\.json$/i.test(file.name) || file.type === "application/json")) return { kind: "csv", text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: "invalid", message: "The file is not valid JSON." };
  }
  // An OSCAL file holds one model under its name; a saved export answer ({success, data}) holds our own format.
  if (isObject(parsed) && isObject(parsed.catalog)) return { kind: "catalog", catalog: parsed.catalog };
  if (isObject(parsed) && isObject(parsed.profile)) return { kind: "profile", profile: parsed.profile };
  return { kind: "json", doc: isObject(parsed) && "data" in parsed && "success" in parsed ? parsed.data : parsed };
}

const KIND_TEXT: Record<Detected["kind"], string> = {
  csv: "CSV controls",
  json: "compliance-framework/v1 export",
  catalog: "OSCAL catalog",
  profile: "OSCAL profile",
  invalid: "",
};

/**
 * Upload of a compliance-framework/v1 JSON export, a CSV with the import header, or an OSCAL catalog or profile
 * (recognised by its content; a profile may bring the catalog it imports as a second file). Errors come back with
 * row and column (CSV) or JSON path and are listed before anything is created; an OSCAL import shows its report
 * (what was imported, what was not carried over) before moving on to the new framework.
 */
function ImportFrameworkFormUngated() {
  const router = useRouter();
  const queries = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [detected, setDetected] = useState<Detected | null>(null);
  const [catalogFile, setCatalogFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const chosen = useRef<File | null>(null);
  const upload = useMutation({
    mutationFn: (payload: Payload) => api<ImportResult>(`${CF}/import`, { body: payload }),
    onSuccess: (fw) => {
      // The new framework belongs in every list at once: the page's (server-rendered) and the control pickers'.
      void queries.invalidateQueries({ queryKey: ["control-catalog"] });
      if (!fw.report) router.push(`/frameworks/${fw.id}`);
      else router.refresh();
    },
  });

  async function choose(next: File | null) {
    chosen.current = next;
    setFile(next);
    setDetected(null);
    setCatalogFile(null);
    upload.reset();
    setLocalError(null);
    const found = next ? await detect(next) : null;
    // A file chosen after this one wins, however long this one took to read.
    if (chosen.current === next) setDetected(found);
  }

  async function submit() {
    setLocalError(null);
    upload.reset();
    if (!file) return;
    // Read again rather than trust state: the file may have been chosen a moment ago and still be being read.
    const current = await detect(file);
    const override = name.trim() || undefined;
    switch (current.kind) {
      case "invalid":
        setLocalError(current.message);
        return;
      case "csv":
        upload.mutate({ format: "csv", data: { name: override ?? file.name.replace(/\.[^.]+$/, ""), csv: current.text } });
        return;
      case "json":
        upload.mutate({ format: "json", data: current.doc });
        return;
      case "catalog":
        upload.mutate({ format: "oscal", data: { catalog: current.catalog, ...(override ? { name: override } : {}) } });
        return;
      case "profile": {
        let catalog: unknown;
        if (catalogFile) {
          const second = await detect(catalogFile);
          if (second.kind !== "catalog") {
            setLocalError(second.kind === "invalid" ? `Catalog file: ${second.message}` : "The second file is not an OSCAL catalog.");
            return;
          }
          catalog = second.catalog;
        }
        upload.mutate({ format: "oscal", data: { profile: current.profile, ...(catalog ? { catalog } : {}), ...(override ? { name: override } : {}) } });
      }
    }
  }

  const issues = upload.error instanceof ApiError ? upload.error.issues() : [];
  const oscal = detected?.kind === "catalog" || detected?.kind === "profile";
  const isCsv = file ? !/\.json$/i.test(file.name) && file.type !== "application/json" : false;
  const imported = upload.data?.report ? upload.data : null;
  if (imported?.report) {
    return (
      <div className="space-y-4" role="status">
        <p className="text-sm font-medium text-slate-900">
          “{markdownToText(imported.name)}” was created as a draft with {imported.control_count} control{imported.control_count === 1 ? "" : "s"}.
        </p>
        <ImportReport report={imported.report} />
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`/frameworks/${imported.id}`}>Open the framework</ButtonLink>
          <Button
            variant="secondary"
            onClick={() => {
              upload.reset();
              void choose(null);
            }}
          >
            Import another
          </Button>
        </div>
      </div>
    );
  }
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
          className="block w-full text-sm"
          onChange={(e) => void choose(e.target.files?.[0] ?? null)}
        />
        <p className="mt-1 text-xs text-slate-500">
          OSCAL catalogs and profiles (JSON) are recognised from their content. CSV header:{" "}
          <code className="break-all">control_id_label,title,description,category,evidence_requirements,test_criteria,standard_mappings</code>; mappings as{" "}
          <code>soc2:CC6.1;iso27001:A.5.15</code>.
        </p>
        {detected && detected.kind !== "invalid" && (
          <p className="mt-1 text-xs text-slate-700" data-testid="import-kind">
            Recognised: {KIND_TEXT[detected.kind]}
          </p>
        )}
      </div>
      {detected?.kind === "profile" && (
        <div>
          <label htmlFor="import-catalog-file" className="mb-1 block text-sm font-medium text-slate-700">
            Catalog the profile imports (optional)
          </label>
          <input
            id="import-catalog-file"
            type="file"
            accept=".json,application/json"
            className="block w-full text-sm"
            onChange={(e) => setCatalogFile(e.target.files?.[0] ?? null)}
          />
          <p className="mt-1 text-xs text-slate-500">Without one, the profile is resolved against the built-in NIST SP 800-53.</p>
        </div>
      )}
      {(isCsv || oscal) && (
        <Field
          label="Framework name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={oscal ? "Defaults to the title of the catalog or profile." : "Defaults to the file name."}
        />
      )}
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
          <p className="text-sm font-medium text-red-800">
            Nothing was imported: {issues.length} problem{issues.length === 1 ? "" : "s"}
          </p>
          <div className="overflow-x-auto">
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
                    <td className="break-all pr-3 align-top font-mono">{i.row ?? i.path}</td>
                    {i.row !== undefined && <td className="pr-3 align-top">{i.column ?? "—"}</td>}
                    <td>{i.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {issues.length > 100 && <p className="mt-1 text-xs text-red-800">…and {issues.length - 100} more.</p>}
        </div>
      )}
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const ImportFrameworkForm = gated("member", ImportFrameworkFormUngated);
