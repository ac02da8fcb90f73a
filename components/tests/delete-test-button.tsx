"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { apiRequest, errorText } from "@/lib/client/api";
import { gated } from "@/components/ui/role";

/** Delete a custom test after a confirmation: its current results go, their history stays, its alerts resolve. */
function DeleteTestButtonUngated({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest(`/api/v1/tests/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      setOpen(false);
      router.push("/tests");
      router.refresh();
    },
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete…
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete “${title}”?`}
        confirmLabel="Delete test"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error) : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setOpen(false)}
      >
        <p>Its current results go and its open alerts resolve. The history of its results stays, and so do evidence snapshots that recorded it.</p>
      </ConfirmDialog>
    </>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const DeleteTestButton = gated("member", DeleteTestButtonUngated);
