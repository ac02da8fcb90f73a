"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { gated } from "@/components/ui/role";

/** Confirmation before publishing, saying plainly what the lock means. */
function PublishDialogUngated({ open, controlCount, pending, error, onConfirm, onClose }: { open: boolean; controlCount: number; pending: boolean; error?: string; onConfirm: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="publish-title" className="m-auto w-full max-w-lg rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40">
      <div className="p-6">
        <h2 id="publish-title" className="text-lg font-semibold text-slate-900">
          Publish this framework?
        </h2>
        <div className="mt-3 space-y-2 text-sm text-slate-700">
          <p>
            Publishing <strong>locks the control structure</strong> of its {controlCount} control{controlCount === 1 ? "" : "s"}: you will no longer be able to add, edit,
            delete or reorder controls, or change their mappings.
          </p>
          <p>The name, description, version and category stay editable. Publishing enables assessments and lets audits use the framework.</p>
          <p>To change the controls later, clone the framework into a new draft.</p>
        </div>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? "Publishing…" : "Publish and lock"}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const PublishDialog = gated("member", PublishDialogUngated);
