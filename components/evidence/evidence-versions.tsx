"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/card";
import { apiFetch, errorText } from "@/lib/client/api";
import type { FileVersion } from "@/lib/evidence";
import { formatBytes } from "@/lib/format/bytes";
import { formatDateTime } from "@/lib/format/date-time";
import type { PageBody } from "@/lib/pagination";

/** The query key of an evidence item's file versions: a replacement refreshes it. */
export const evidenceVersionsKey = (evidenceId: string) => ["evidence-files", evidenceId] as const;

/**
 * Every file an uploaded evidence item has held, newest first: name (downloads that version), size, the whole
 * SHA-256 (auditors compare it with their copy) and who uploaded it when.
 */
export function EvidenceVersions({ evidenceId, title }: { evidenceId: string; title: string }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const versions = useQuery({
    queryKey: [...evidenceVersionsKey(evidenceId), cursor ?? ""],
    queryFn: () => apiFetch<PageBody<FileVersion>>(`/api/v1/evidence/${evidenceId}/files?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`),
  });
  const next = versions.data?.pagination.nextCursor;
  return (
    <section aria-label={`File versions of ${title}`} className="rounded border border-slate-200 bg-slate-50 p-3 text-xs">
      {versions.isPending && <p className="text-slate-500">Loading versions…</p>}
      {versions.error && (
        <p role="alert" className="text-red-600">
          {errorText(versions.error)}
        </p>
      )}
      {versions.data && (
        <ol className="divide-y divide-slate-200">
          {versions.data.data.map((v) => (
            <li key={v.version} className="space-y-0.5 py-1.5 first:pt-0 last:pb-0" data-testid="evidence-version">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium text-slate-800">Version {v.version}</span>
                {v.current && <Badge tone="green">current</Badge>}
                <a href={v.url} download className="min-w-0 break-all font-medium text-brand-700 underline">
                  {v.filename}
                </a>
                <span className="text-slate-500">{formatBytes(v.size)}</span>
              </div>
              <p className="break-all font-mono text-slate-600">SHA-256 {v.sha256}</p>
              <p className="text-slate-600">
                {v.uploadedBy ?? "Uploaded with an API key"} · {formatDateTime(v.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {(cursors.length > 1 || next) && (
        <div className="mt-2 flex gap-2">
          {cursors.length > 1 && (
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setCursors([undefined])}>
              ← Newest
            </Button>
          )}
          {next && (
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setCursors((c) => [...c, next])}>
              Older versions →
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
