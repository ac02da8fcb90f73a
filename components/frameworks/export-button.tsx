"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import type { FrameworkExport } from "@/lib/custom-frameworks";
import { apiFetch, apiRequest as api, errorText } from "@/lib/client/api";
import { CF } from "./api";

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "framework"
  );
}

function download(doc: unknown, filename: string) {
  const blob = new Blob([`${JSON.stringify(doc, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * Downloads the framework as the compliance-framework/v1 export (importable as is) or as an OSCAL catalog (the
 * export route answers the catalog file itself, not an envelope).
 */
export function ExportButton({ frameworkId, name }: { frameworkId: string; name: string }) {
  const json = useMutation({
    mutationFn: () => api<FrameworkExport>(`${CF}/${frameworkId}/export`),
    onSuccess: (doc) => download(doc, `${slug(name)}.compliance-framework.json`),
  });
  const oscal = useMutation({
    mutationFn: () => apiFetch<unknown>(`${CF}/${frameworkId}/export?format=oscal`),
    onSuccess: (doc) => download(doc, `${slug(name)}-oscal-catalog.json`),
  });
  const error = json.error ?? oscal.error;
  return (
    <>
      <Button variant="secondary" onClick={() => json.mutate()} disabled={json.isPending} title="compliance-framework/v1: importable here as is">
        {json.isPending ? "Exporting…" : "Export JSON"}
      </Button>
      <Button variant="secondary" onClick={() => oscal.mutate()} disabled={oscal.isPending} title="An OSCAL catalog, for other OSCAL tools">
        {oscal.isPending ? "Exporting…" : "Export OSCAL"}
      </Button>
      {error && (
        <span role="alert" className="text-sm text-red-600">
          {errorText(error)}
        </span>
      )}
    </>
  );
}
