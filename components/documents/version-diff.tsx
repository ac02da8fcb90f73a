"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest, errorText } from "@/lib/client/api";
import type { DocumentDiffResponse } from "@/lib/documents";

const STYLE = {
  added: "bg-green-50 text-green-900",
  removed: "bg-red-50 text-red-900 line-through decoration-red-300",
  unchanged: "text-slate-600",
} as const;
const MARK = { added: "+", removed: "−", unchanged: " " } as const;
/** Long unchanged runs keep this many lines of context at each end. */
const CONTEXT = 3;

/** The line diff of two versions (`GET …/versions/{to}/diff?against={from}`). */
export function VersionDiff({ documentId, from, to }: { documentId: string; from: number; to: number }) {
  const diff = useQuery({
    queryKey: ["document-diff", documentId, from, to],
    queryFn: () => apiRequest<DocumentDiffResponse>(`/api/v1/documents/${documentId}/versions/${to}/diff?against=${from}`),
  });
  if (diff.error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorText(diff.error)}
      </p>
    );
  }
  if (!diff.data) return <p className="text-sm text-slate-500">Comparing…</p>;
  const d = diff.data;
  return (
    <section aria-label={`Changes from version ${from} to version ${to}`} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-800">
        Version {d.from.number} → version {d.to.number}: <span className="text-green-700">+{d.added}</span> <span className="text-red-700">−{d.removed}</span>
      </h3>
      {d.added === 0 && d.removed === 0 ? (
        <p className="text-sm text-slate-600">The two versions have the same content.</p>
      ) : (
        // Long lines wrap inside their own row (the +/− mark keeps its column), so nothing is cut off at either width.
        <pre className="max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white p-3 text-xs leading-5">
          {d.changes.map((c, i) => {
            const lines =
              c.type === "unchanged" && c.lines.length > CONTEXT * 2 + 1
                ? [
                    ...(i > 0 ? c.lines.slice(0, CONTEXT) : []),
                    `… ${c.lines.length - (i > 0 ? CONTEXT : 0) - (i < d.changes.length - 1 ? CONTEXT : 0)} unchanged lines …`,
                    ...(i < d.changes.length - 1 ? c.lines.slice(-CONTEXT) : []),
                  ]
                : c.lines;
            return lines.map((line, j) => (
              <div key={`${i}-${j}`} className={`flex ${STYLE[c.type]}`}>
                <span aria-hidden="true" className="w-4 shrink-0 select-none">
                  {MARK[c.type]}
                </span>
                <span className="min-w-0 flex-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
                  <span className="sr-only">{c.type === "unchanged" ? "" : `${c.type}: `}</span>
                  {line || " "}
                </span>
              </div>
            ));
          })}
        </pre>
      )}
    </section>
  );
}
