"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Table } from "@/components/ui/card";
import { apiFetch, errorText } from "@/lib/client/api";
import type { DocumentVersionSummary } from "@/lib/documents";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf, VERSION_SOURCE_LABELS } from "@/lib/format/labels";
import type { PageBody } from "@/lib/pagination";
import { VersionDiff } from "./version-diff";

/** The version list (newest first, paged) with a pick of two versions to compare. */
export function VersionHistory({ documentId, currentVersion }: { documentId: string; currentVersion: number }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const [pair, setPair] = useState<{ from: number; to: number }>({ from: Math.max(1, currentVersion - 1), to: currentVersion });
  const versions = useQuery({
    queryKey: ["document-versions", documentId, cursor ?? ""],
    queryFn: () =>
      apiFetch<PageBody<DocumentVersionSummary>>(`/api/v1/documents/${documentId}/versions?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`),
  });

  return (
    <div className="space-y-6">
      {versions.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(versions.error)}
        </p>
      )}
      {versions.data && (
        <Table caption="Versions">
          <thead>
            <tr>
              <th>Version</th>
              <th>How</th>
              <th>Title</th>
              <th>Note</th>
              <th>When</th>
              <th>Compare from</th>
              <th>Compare to</th>
              <th>Download</th>
            </tr>
          </thead>
          <tbody>
            {versions.data.data.map((v) => (
              <tr key={v.number}>
                <td>
                  {v.number} {v.current && <Badge tone="green">current</Badge>}
                </td>
                <td className="text-xs">{labelOf(VERSION_SOURCE_LABELS, v.source)}</td>
                <td className="text-sm">{v.title}</td>
                <td className="text-xs text-slate-600">{v.note ?? ""}</td>
                <td className="text-xs text-slate-500">{formatDateTime(v.createdAt)}</td>
                <td>
                  <input
                    type="radio"
                    name="diff-from"
                    aria-label={`Compare from version ${v.number}`}
                    checked={pair.from === v.number}
                    onChange={() => setPair((p) => ({ ...p, from: v.number }))}
                  />
                </td>
                <td>
                  <input
                    type="radio"
                    name="diff-to"
                    aria-label={`Compare to version ${v.number}`}
                    checked={pair.to === v.number}
                    onChange={() => setPair((p) => ({ ...p, to: v.number }))}
                  />
                </td>
                <td className="text-xs">
                  <a className="text-brand-600 hover:underline" href={`/api/v1/documents/${documentId}/download?format=markdown&version=${v.number}`} download>
                    .md
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className="flex gap-3 text-sm">
        {cursors.length > 1 && (
          <Button variant="ghost" onClick={() => setCursors([undefined])}>
            ← Newest versions
          </Button>
        )}
        {versions.data?.pagination.nextCursor && (
          <Button variant="ghost" onClick={() => setCursors((c) => [...c, versions.data?.pagination.nextCursor ?? undefined])}>
            Older versions →
          </Button>
        )}
      </div>
      {pair.from === pair.to ? (
        <p className="text-sm text-slate-600">Pick two different versions to compare.</p>
      ) : (
        <VersionDiff documentId={documentId} from={pair.from} to={pair.to} />
      )}
    </div>
  );
}
