"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ControlPicker, type PickedControl } from "@/components/ui/control-picker";
import { Field } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { UploadedFile } from "@/lib/evidence";
import { gated } from "@/components/ui/role";

/** Records evidence either as a link or as an uploaded file, for the controls it shows. */
function AddEvidenceFormUngated() {
  const router = useRouter();
  const [mode, setMode] = useState<"link" | "upload">("link");
  const [controls, setControls] = useState<PickedControl[]>([]);
  // A new key remounts the form's fields empty after a success (the chosen mode stays).
  const [formKey, setFormKey] = useState(0);
  const mutation = useMutation({
    mutationFn: async (form: FormData) => {
      const expires = String(form.get("expiresAt") ?? "");
      const fields = {
        title: String(form.get("title") ?? ""),
        description: String(form.get("description") ?? "") || undefined,
        controls,
        ...(expires ? { expiresAt: new Date(`${expires}T23:59:59Z`).toISOString() } : {}),
      };
      if (mode === "upload") {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0)
          throw new ApiError(400, "validation_failed", "Choose a file", [{ path: "file", message: "Choose a file" }]);
        // One request: the server checks the fields (sent first) before it keeps the file, so a wrong
        // control id leaves no stray upload behind.
        const upload = new FormData();
        upload.set("title", fields.title);
        if (fields.description) upload.set("description", fields.description);
        upload.set("controls", JSON.stringify(fields.controls));
        if (fields.expiresAt) upload.set("expiresAt", fields.expiresAt);
        upload.set("file", file);
        return apiRequest<UploadedFile>("/api/v1/evidence/upload", { form: upload });
      }
      return apiRequest("/api/v1/evidence", { body: { ...fields, url: String(form.get("url") ?? "") } });
    },
    onSuccess: () => {
      setFormKey((key) => key + 1);
      setControls([]);
      router.refresh();
    },
  });
  const errors = mutation.error instanceof ApiError ? mutation.error.fieldErrors() : {};
  const formError = mutation.error && Object.keys(errors).length === 0 ? mutation.error.message : undefined;

  return (
    <form
      key={formKey}
      className="grid gap-4 md:grid-cols-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(new FormData(event.currentTarget));
      }}
    >
      <fieldset className="md:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Evidence is</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="mode" checked={mode === "link"} onChange={() => setMode("link")} /> a link
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="mode" checked={mode === "upload"} onChange={() => setMode("upload")} /> a file (≤ 10 MiB)
          </label>
        </div>
      </fieldset>
      <Field label="Title" name="title" required error={errors.title} />
      {mode === "link" ? (
        <Field label="URL" name="url" type="url" placeholder="https://…" required error={errors.url} />
      ) : (
        <Field label="File" name="file" type="file" error={errors.file} />
      )}
      <div className="md:col-span-2">
        <ControlPicker
          label="Controls it shows"
          value={controls}
          onChange={setControls}
          error={Object.entries(errors).find(([key]) => key.startsWith("controls"))?.[1]}
        />
      </div>
      <Field label="Description" name="description" error={errors.description} />
      <Field label="Expires on (optional)" name="expiresAt" type="date" hint="Counts as expired after the end of this day, UTC." error={errors.expiresAt} />
      <div className="flex items-center gap-3 md:col-span-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving…" : "Add evidence"}
        </Button>
        {formError && (
          <p role="alert" className="text-sm text-red-600">
            {formError}
          </p>
        )}
        {mutation.isSuccess && (
          <p role="status" className="text-sm text-emerald-700">
            Evidence recorded.
          </p>
        )}
      </div>
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const AddEvidenceForm = gated("member", AddEvidenceFormUngated);

/**
 * The form folded under its heading, so the list stays on screen; open from the start when there is nothing to list
 * yet. The open state is the browser's own, so it survives the refresh after each item recorded.
 */
function AddEvidencePanelUngated({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="mb-4 min-w-0 rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 className="text-sm font-semibold text-slate-800">
        <button
          type="button"
          className="flex w-full items-center gap-2 px-5 py-3 text-left hover:bg-slate-50"
          aria-expanded={open}
          aria-controls="add-evidence-panel"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden className={`inline-block text-slate-400 transition-transform ${open ? "rotate-90" : ""}`}>
            ▸
          </span>
          Add evidence
        </button>
      </h2>
      <div id="add-evidence-panel" hidden={!open} className="border-t border-slate-100 p-5">
        <AddEvidenceFormUngated />
      </div>
    </section>
  );
}

export const AddEvidencePanel = gated("member", AddEvidencePanelUngated);
