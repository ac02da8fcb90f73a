"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest as api, errorText } from "@/lib/client/api";
import { CF } from "./api";
import { gated } from "@/components/ui/role";

/** Two-step delete; audits that already use the framework keep their snapshot. */
function DeleteFrameworkButtonUngated({ frameworkId }: { frameworkId: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const del = useMutation({
    mutationFn: () => api(`${CF}/${frameworkId}`, { method: "DELETE" }),
    onSuccess: () => {
      router.push("/frameworks");
      router.refresh();
    },
  });
  if (!confirming) {
    return (
      <Button variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
        Delete
      </Button>
    );
  }
  return (
    <span className="flex items-center gap-2">
      <span className="text-sm text-slate-700">Delete this framework?</span>
      <Button variant="danger" onClick={() => del.mutate()} disabled={del.isPending}>
        {del.isPending ? "Deleting…" : "Delete"}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        Keep
      </Button>
      {del.isError && (
        <span role="alert" className="text-sm text-red-600">
          {errorText(del.error)}
        </span>
      )}
    </span>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const DeleteFrameworkButton = gated("member", DeleteFrameworkButtonUngated);
