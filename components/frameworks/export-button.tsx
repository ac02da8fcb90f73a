"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import type { FrameworkExport } from "@/lib/custom-frameworks";
import { apiRequest as api, errorText } from "@/lib/client/api";
import { CF } from "./api";

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "framework";
}

/** Downloads the compliance-framework/v1 export as a .json file (importable as is). */
export function ExportButton({ frameworkId, name }: { frameworkId: string; name: string }) {
  const exp = useMutation({
    mutationFn: () => api<FrameworkExport>(`${CF}/${frameworkId}/export`),
    onSuccess: (doc) => {
      const blob = new Blob([JSON.stringify(doc, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `${slug(name)}.compliance-framework.json`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      URL.revokeObjectURL(url);
    },
  });
  return (
    <>
      <Button variant="secondary" onClick={() => exp.mutate()} disabled={exp.isPending}>
        {exp.isPending ? "Exporting…" : "Export JSON"}
      </Button>
      {exp.isError && (
        <span role="alert" className="text-sm text-red-600">
          {errorText(exp.error)}
        </span>
      )}
    </>
  );
}
