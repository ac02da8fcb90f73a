"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { apiRequest, errorText } from "@/lib/client/api";
import type { DocumentResponse } from "@/lib/documents";
import { DocumentEditor } from "./document-editor";
import { MarkdownView } from "./markdown-view";
import { VersionHistory } from "./version-history";
import { useCan } from "@/components/ui/role";

type Tab = "document" | "edit" | "history";
const TABS: { id: Tab; label: string }[] = [
  { id: "document", label: "Document" },
  { id: "edit", label: "Edit" },
  { id: "history", label: "History" },
];

export const documentKey = (id: string) => ["document", id] as const;

/**
 * A stored document: read it, edit its Markdown (a new version), regenerate it from its template,
 * browse and compare versions, archive or restore it. Everything goes through the REST API.
 */
export function DocumentWorkspace({ initial }: { initial: DocumentResponse }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>("document");
  const { data: doc = initial } = useQuery({
    queryKey: documentKey(initial.id),
    queryFn: () => apiRequest<DocumentResponse>(`/api/v1/documents/${initial.id}`),
    initialData: initial,
  });
  const changed = async (next: DocumentResponse) => {
    queryClient.setQueryData(documentKey(next.id), next);
    await queryClient.invalidateQueries({ queryKey: ["document-versions", next.id] });
    router.refresh();
  };
  const regenerate = useMutation({
    mutationFn: () => apiRequest<DocumentResponse>(`/api/v1/documents/${doc.id}/regenerate`, { body: {} }),
    onSuccess: changed,
  });
  const setStatus = useMutation({
    mutationFn: (action: "archive" | "restore") => apiRequest<DocumentResponse>(`/api/v1/documents/${doc.id}/${action}`, { body: {} }),
    onSuccess: changed,
  });
  const archived = doc.status === "archived";
  // Viewers read the document and its history; regenerating, archiving and editing are a member's (docs/api.md §4).
  const canEdit = useCan("member");
  const actionError = regenerate.error ?? setStatus.error;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">Version {doc.version}</span>
        {archived ? <Badge tone="amber">archived</Badge> : <Badge tone="green">active</Badge>}
        <span className="flex-1" />
        {canEdit && !archived && (
          <Button
            variant="secondary"
            disabled={regenerate.isPending}
            onClick={() => regenerate.mutate()}
            title="Render the template again with this document's answers, as a new version"
          >
            {regenerate.isPending ? "Regenerating…" : "Regenerate from template"}
          </Button>
        )}
        {canEdit && (
          <Button variant={archived ? "primary" : "ghost"} disabled={setStatus.isPending} onClick={() => setStatus.mutate(archived ? "restore" : "archive")}>
            {archived ? "Restore" : "Archive"}
          </Button>
        )}
      </div>
      {actionError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorText(actionError)}
        </p>
      )}
      {regenerate.isSuccess && !regenerate.isPending && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          Regenerated as version {regenerate.data.version}.
        </p>
      )}
      <div role="tablist" aria-label="Document views" className="flex gap-1 border-b border-slate-200">
        {TABS.filter((t) => canEdit || t.id !== "edit").map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              tab === t.id ? "border-brand-600 " + "text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "document" && (
          <Card>
            <MarkdownView markdown={doc.content} label={doc.title} />
          </Card>
        )}
        {tab === "edit" &&
          (archived ? (
            <p className="text-sm text-slate-600">An archived document is read-only. Restore it to edit it.</p>
          ) : (
            <DocumentEditor
              key={`${doc.id}-${doc.version}`}
              doc={doc}
              onSaved={async (next) => {
                await changed(next);
                setTab("document");
              }}
            />
          ))}
        {tab === "history" && <VersionHistory documentId={doc.id} currentVersion={doc.version} />}
      </div>
    </div>
  );
}
