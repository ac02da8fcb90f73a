"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ButtonLink, Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import type { ControlFields, CustomControl, CustomFramework, CustomFrameworkWithControls } from "@/lib/custom-frameworks";
import { apiRequest as api, ApiError, errorText } from "@/lib/client/api";
import { CF } from "./api";
import { CloneButton } from "./clone-button";
import { ControlForm } from "./control-form";
import { ControlList } from "./control-list";
import { DeleteFrameworkButton } from "./delete-framework-button";
import { ExportButton } from "./export-button";
import { MetadataForm } from "./metadata-form";
import { PublishDialog } from "./publish-dialog";
import { formatDate } from "@/lib/format/date-time";
import { useCan } from "@/components/ui/role";
import { MarkdownBlock, MarkdownInline } from "@/components/ui/markdown-text";
import { markdownToText } from "@/lib/format/markdown-html";

function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === "conflict") return { control_id_label: error.message };
  return Object.fromEntries(error.issues().map((i) => [i.path, i.message]));
}

/**
 * The builder: details, the ordered controls (inline add, edit, delete, drag-and-drop or
 * keyboard reorder, mapping suggestions), publish with its lock, clone and export.
 */
export function FrameworkBuilder({
  initial,
  frameworks,
  children,
}: {
  initial: CustomFrameworkWithControls;
  frameworks: { id: string; name: string }[];
  /** What the page knows about the controls (tests, owners): shown under the framework's title and details. */
  children?: React.ReactNode;
}) {
  const router = useRouter();
  const [framework, setFramework] = useState<CustomFramework>(initial);
  const [controls, setControls] = useState<CustomControl[]>(initial.controls);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [addKey, setAddKey] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [publishOpen, setPublishOpen] = useState(false);
  const beforeMove = useRef<CustomControl[]>(initial.controls);
  const locked = framework.status === "published";
  const base = `${CF}/${framework.id}`;

  const add = useMutation({
    mutationFn: (fields: ControlFields) => api<CustomControl>(`${base}/controls`, { body: fields }),
    onSuccess: (c) => {
      setControls((list) => [...list, c]);
      setAddKey((k) => k + 1);
      setAnnouncement(`Control ${c.control_id_label} added`);
    },
  });
  const edit = useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: ControlFields }) => api<CustomControl>(`${base}/controls/${id}`, { method: "PUT", body: fields }),
    onSuccess: (c) => {
      setControls((list) => list.map((x) => (x.id === c.id ? c : x)));
      setEditingId(null);
    },
  });
  const remove = useMutation({
    mutationFn: (c: CustomControl) => api(`${base}/controls/${c.id}`, { method: "DELETE" }),
    onSuccess: (_d, c) => {
      setControls((list) => list.filter((x) => x.id !== c.id).map((x, i) => ({ ...x, sort_order: i })));
      setAnnouncement(`Control ${c.control_id_label} deleted`);
    },
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => api<CustomFrameworkWithControls>(`${base}/controls/reorder`, { method: "PUT", body: { controlIds: ids } }),
    onSuccess: (fw) => setControls(fw.controls),
    // the server refused the new order: show the order it still has
    onError: () => setControls(beforeMove.current),
  });
  const publish = useMutation({
    mutationFn: () => api<CustomFrameworkWithControls>(`${base}/publish`, { method: "POST" }),
    onSuccess: (fw) => {
      setFramework(fw);
      setControls(fw.controls);
      setPublishOpen(false);
      setEditingId(null);
      router.refresh();
    },
  });

  function move(ids: string[], message: string) {
    beforeMove.current = controls;
    const byId = new Map(controls.map((c) => [c.id, c]));
    setControls(ids.map((id, i) => ({ ...byId.get(id)!, sort_order: i })));
    setAnnouncement(message);
    reorder.mutate(ids);
  }

  // Viewers see the framework as published-locked: no editing, reordering or publishing (docs/api.md §4).
  const canEdit = useCan("member");
  const busy = add.isPending || edit.isPending || remove.isPending || reorder.isPending;
  const listError = remove.error ?? reorder.error;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-semibold tracking-tight text-slate-900">
            <MarkdownInline text={framework.name} />
          </h1>
          <Badge tone={locked ? "green" : "amber"}>{locked ? "Published" : "Draft"}</Badge>
          {framework.version && <span className="text-sm text-slate-500">v{framework.version}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {locked ? (
            <ButtonLink href={`/frameworks/${framework.id}/assessment`}>Assessment</ButtonLink>
          ) : (
            canEdit && (
              <Button
                onClick={() => setPublishOpen(true)}
                disabled={controls.length === 0 || busy}
                title={controls.length === 0 ? "Add a control first" : undefined}
              >
                Publish
              </Button>
            )
          )}
          <CloneButton sourceId={framework.id} sourceName={markdownToText(framework.name)} />
          <ExportButton frameworkId={framework.id} name={markdownToText(framework.name)} />
          <DeleteFrameworkButton frameworkId={framework.id} />
        </div>
      </div>

      {framework.description && <MarkdownBlock text={framework.description} className="max-w-3xl text-sm text-slate-600" />}

      {locked && (
        <div role="status" data-testid="lock-notice" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          Published{framework.published_at ? ` on ${formatDate(framework.published_at)}` : ""}: the control structure is locked. Details stay editable; clone
          the framework to change its controls.
        </div>
      )}

      {canEdit && (
        <Card title="Details">
          <MetadataForm framework={framework} onSaved={(fw) => setFramework((f) => ({ ...f, ...fw }))} />
        </Card>
      )}

      {children}

      <Card title={`Controls (${controls.length})`}>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {!locked && controls.length > 1 && <p className="mb-3 text-xs text-slate-500">Drag a row to reorder, or use its ↑ ↓ buttons.</p>}
        <ControlList
          controls={controls}
          frameworks={frameworks}
          locked={locked || !canEdit}
          busy={busy}
          editingId={editingId}
          onMove={move}
          onEdit={(id) => {
            edit.reset();
            setEditingId(id);
          }}
          onDelete={(c) => {
            if (window.confirm(`Delete control ${c.control_id_label}?`)) remove.mutate(c);
          }}
          renderEditor={(c) => (
            <ControlForm
              initial={c}
              submitLabel="Save control"
              pending={edit.isPending}
              errors={fieldErrors(edit.error)}
              formError={edit.isError && Object.keys(fieldErrors(edit.error)).length === 0 ? errorText(edit.error) : undefined}
              frameworks={frameworks}
              onSubmit={(fields) => edit.mutate({ id: c.id, fields })}
              onCancel={() => setEditingId(null)}
            />
          )}
        />
        {listError && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {errorText(listError)}
          </p>
        )}
      </Card>

      {!locked && canEdit && (
        <Card title="Add a control">
          <ControlForm
            key={addKey}
            submitLabel="Add control"
            pending={add.isPending}
            errors={fieldErrors(add.error)}
            formError={add.isError && Object.keys(fieldErrors(add.error)).length === 0 ? errorText(add.error) : undefined}
            frameworks={frameworks}
            onSubmit={(fields) => add.mutate(fields)}
          />
        </Card>
      )}

      <PublishDialog
        open={publishOpen}
        controlCount={controls.length}
        pending={publish.isPending}
        error={publish.isError ? errorText(publish.error) : undefined}
        onConfirm={() => publish.mutate()}
        onClose={() => setPublishOpen(false)}
      />
    </div>
  );
}
