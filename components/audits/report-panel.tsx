"use client";

import { useMutation } from "@tanstack/react-query";
import { marked } from "marked";
import { useMemo, useState } from "react";
import { apiRequest } from "@/lib/client/api";
import type { ReportJson } from "@/lib/audits";
import { buttonClass } from "@/components/ui/button";
import { useCan } from "@/components/ui/role";

function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "audit"
  );
}

/**
 * Generates the report through the API, previews it and downloads it as `.md`; the PDF comes from
 * `GET /audits/{id}/report?format=pdf`. The report
 * escapes every user value (no raw HTML survives), so rendering marked's output is safe.
 */
export function ReportPanel({ auditId, title }: { auditId: string; title: string }) {
  const [view, setView] = useState<"preview" | "markdown">("preview");
  // Generating is a write (member and up); everyone may download the PDF.
  const canGenerate = useCan("member");
  const generate = useMutation({
    mutationFn: () => apiRequest<ReportJson>(`/api/v1/audits/${auditId}/report`, { method: "POST" }),
  });
  const html = useMemo(() => (generate.data ? (marked.parse(generate.data.report, { async: false }) as string) : ""), [generate.data]);

  function download() {
    if (!generate.data) return;
    const blob = new Blob([generate.data.report], { type: "text/markdown;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `${slug(title)}-report.md`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {canGenerate && (
          <button type="button" onClick={() => generate.mutate()} disabled={generate.isPending} className={buttonClass("primary")}>
            {generate.isPending ? "Generating…" : generate.data ? "Regenerate report" : "Generate report"}
          </button>
        )}
        {/* The PDF is rendered on the server from the same report; a plain link downloads it with the session cookie. */}
        <a href={`/api/v1/audits/${auditId}/report?format=pdf`} download className={buttonClass("secondary")}>
          Download PDF
        </a>
        {generate.data && (
          <>
            <button type="button" onClick={download} className={buttonClass("secondary")}>
              Download .md
            </button>
            <div className="ml-auto flex rounded-md border border-slate-300 text-sm" role="tablist">
              {(["preview", "markdown"] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  role="tab"
                  aria-selected={view === v}
                  onClick={() => setView(v)}
                  className={`px-3 py-1 ${view === v ? "bg-slate-900 text-white" : "bg-white text-slate-700"}`}
                >
                  {v === "preview" ? "Preview" : "Markdown"}
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {generate.error && (
        <p className="text-sm text-red-600" role="alert">
          {generate.error.message}
        </p>
      )}
      {generate.data &&
        (view === "preview" ? (
          <article
            data-testid="report-preview"
            className={
              "report-preview max-h-[40rem] overflow-auto rounded-md border border-slate-200 bg-white p-6 text-sm [&_h1]:mb-4 " +
              "[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_h4]:mt-3 " +
              "[&_h4]:font-medium [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2 [&_table]:my-3 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 " +
              "[&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left"
            }
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <pre className="max-h-[40rem] overflow-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100">{generate.data.report}</pre>
        ))}
    </div>
  );
}
