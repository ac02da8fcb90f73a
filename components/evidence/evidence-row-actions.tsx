"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ControlPicker } from "@/components/ui/control-picker";
import { Field } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { ControlRef, Evidence } from "@/lib/evidence";
import { useCan } from "@/components/ui/role";
import { EvidenceVersions, evidenceVersionsKey } from "./evidence-versions";

interface Props {
  item: Evidence;
}

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/** Versions (uploads only, for every role), then Edit, Replace file (uploads only) and Delete for members, on one row of the evidence list. */
export function EvidenceRowActions({ item }: Props) {
  const router = useRouter();
  const queries = useQueryClient();
  // Changing evidence is a member's (docs/api.md §4); reading its versions is anyone's.
  const canChange = useCan("member");
  const [open, setOpen] = useState<"edit" | "file" | "versions" | null>(null);
  // On a phone the buttons fold behind one toggle, so that each item takes two lines of the list.
  const [shown, setShown] = useState(false);
  const [controls, setControls] = useState<ControlRef[]>(item.controls);
  const done = () => {
    setOpen(null);
    router.refresh();
  };
  const path = `/api/v1/evidence/${item.id}`;
  const edit = useMutation({
    mutationFn: (form: FormData) => {
      const date = (name: string) => {
        const value = String(form.get(name) ?? "");
        return value ? new Date(`${value}T${name === "expiresAt" ? "23:59:59" : "00:00:00"}Z`).toISOString() : null;
      };
      return apiRequest<Evidence>(path, {
        method: "PATCH",
        body: {
          title: String(form.get("title") ?? ""),
          description: String(form.get("description") ?? "") || null,
          controls,
          collectedAt: date("collectedAt"),
          expiresAt: date("expiresAt"),
        },
      });
    },
    onSuccess: done,
  });
  const replace = useMutation({
    mutationFn: (form: FormData) => {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0)
        throw new ApiError(400, "validation_failed", "Choose a file", [{ path: "file", message: "Choose a file" }]);
      const body = new FormData();
      body.set("file", file);
      return apiRequest<Evidence>(`${path}/file`, { form: body });
    },
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: evidenceVersionsKey(item.id) });
      // The new version shows at once, where the replaced file went.
      setOpen("versions");
      router.refresh();
    },
  });
  const remove = useMutation({ mutationFn: () => apiRequest(path, { method: "DELETE" }), onSuccess: () => router.refresh() });
  const editErrors = edit.error instanceof ApiError ? edit.error.fieldErrors() : {};
  const controlError = Object.entries(editErrors).find(([key]) => key.startsWith("controls"))?.[1];
  const replaceErrors = replace.error instanceof ApiError ? replace.error.fieldErrors() : {};
  const failure = [edit, replace, remove].find((m) => m.error)?.error;

  return (
    // min-w-0 flex-1: on a phone the row is a card and the panels take its whole width.
    <div className={`min-w-0 flex-1 space-y-2 max-sm:text-left ${shown ? "" : "max-sm:space-y-0"}`}>
      {(item.fileId || canChange) && (
        <button
          type="button"
          className="rounded px-1.5 text-xs leading-5 text-slate-700 hover:bg-slate-100 sm:hidden"
          aria-expanded={shown}
          aria-label={`Actions for ${item.title}`}
          onClick={() => setShown(!shown)}
        >
          Actions {shown ? "▴" : "▾"}
        </button>
      )}
      <div className={`${shown ? "flex" : "hidden"} flex-wrap gap-2 sm:flex sm:flex-nowrap sm:justify-end`}>
        {item.fileId && (
          <Button
            variant="secondary"
            className="px-2 py-1 text-xs"
            aria-expanded={open === "versions"}
            onClick={() => setOpen(open === "versions" ? null : "versions")}
          >
            Versions
          </Button>
        )}
        {canChange && (
          <>
            <Button
              variant="secondary"
              className="px-2 py-1 text-xs"
              aria-expanded={open === "edit"}
              onClick={() => {
                setControls(item.controls);
                setOpen(open === "edit" ? null : "edit");
              }}
            >
              Edit
            </Button>
            {item.fileId && (
              <Button
                variant="secondary"
                className="px-2 py-1 text-xs"
                aria-expanded={open === "file"}
                onClick={() => setOpen(open === "file" ? null : "file")}
              >
                Replace file
              </Button>
            )}
            <Button
              variant="danger"
              className="px-2 py-1 text-xs"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(`Delete “${item.title}”? Audits that it already answered keep showing it, marked deleted.`)) remove.mutate();
              }}
            >
              {remove.isPending ? "Deleting…" : "Delete"}
            </Button>
          </>
        )}
      </div>
      {open === "versions" && <EvidenceVersions evidenceId={item.id} title={item.title} />}
      {open === "edit" && (
        <form
          className="grid gap-2 rounded border border-slate-200 bg-slate-50 p-3"
          aria-label={`Edit ${item.title}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            edit.mutate(new FormData(event.currentTarget));
          }}
        >
          <Field label="Title" name="title" defaultValue={item.title} required error={editErrors.title} />
          <Field label="Description" name="description" defaultValue={item.description ?? ""} error={editErrors.description} />
          <ControlPicker label="Controls it shows" value={controls} onChange={setControls} error={controlError} />
          <Field
            label="Collected on"
            name="collectedAt"
            type="date"
            defaultValue={dateOf(item.collectedAt)}
            hint="A date in UTC; empty clears it."
            error={editErrors.collectedAt}
          />
          <Field
            label="Expires on"
            name="expiresAt"
            type="date"
            defaultValue={dateOf(item.expiresAt)}
            hint="Counts as expired after the end of this day, UTC; empty clears it."
            error={editErrors.expiresAt}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending ? "Saving…" : "Save"}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {open === "file" && (
        <form
          className="grid gap-2 rounded border border-slate-200 bg-slate-50 p-3"
          aria-label={`Replace the file of ${item.title}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            replace.mutate(new FormData(event.currentTarget));
          }}
        >
          <Field label="New file (≤ 10 MiB); the old one is kept as a version" name="file" type="file" error={replaceErrors.file} />
          <div className="flex gap-2">
            <Button type="submit" disabled={replace.isPending}>
              {replace.isPending ? "Uploading…" : "Replace"}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {failure && Object.keys(failure instanceof ApiError ? failure.fieldErrors() : {}).length === 0 && (
        <p role="alert" className="text-xs text-red-600">
          {failure.message}
        </p>
      )}
    </div>
  );
}
