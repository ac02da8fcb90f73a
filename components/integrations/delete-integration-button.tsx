"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, errorText } from "@/lib/client/api";
import { ConfirmDialog } from "@/components/ui/dialog";
import { gated } from "@/components/ui/role";

/** Disconnect, after a confirmation that says what stays (history, evidence) and what goes (credentials, syncs). */
function DeleteIntegrationButtonUngated({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest(`/api/v1/integrations/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      setOpen(false);
      router.push("/integrations");
      router.refresh();
    },
  });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Disconnect…
      </Button>
      <ConfirmDialog
        open={open}
        title={`Disconnect ${name}?`}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error) : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setOpen(false)}
      >
        <p>No further syncs run and the stored credentials are erased. Its open alerts are resolved.</p>
        <p>Its sync history, test results and evidence snapshots stay as the record, but its tests no longer count toward readiness.</p>
      </ConfirmDialog>
    </>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const DeleteIntegrationButton = gated("member", DeleteIntegrationButtonUngated);
