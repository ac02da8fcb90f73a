"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { gated } from "@/components/ui/role";

/** Confirmation before publishing, saying plainly what the lock means. */
function PublishDialogUngated({
  open,
  controlCount,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  controlCount: number;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Publish this framework?"
      confirmLabel="Publish and lock"
      pendingLabel="Publishing…"
      pending={pending}
      error={error}
      variant="primary"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        Publishing <strong>locks the control structure</strong> of its {controlCount} control{controlCount === 1 ? "" : "s"}: you will no longer be able to add,
        edit, delete or reorder controls, or change their mappings.
      </p>
      <p>The name, description, version and category stay editable. Publishing enables assessments and lets audits use the framework.</p>
      <p>To change the controls later, clone the framework into a new draft.</p>
    </ConfirmDialog>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const PublishDialog = gated("member", PublishDialogUngated);
