"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiRequest } from "@/lib/client/api";
import { labelOf } from "@/lib/format/labels";
import { AUDIT_STATUS_LABELS } from "@/lib/vocabulary";
import { buttonClass } from "@/components/ui/button";
import { gated } from "@/components/ui/role";

// The label map lists the statuses in the status machine's order (db/audits.ts AUDIT_STATUSES).
const ORDER: readonly string[] = Object.keys(AUDIT_STATUS_LABELS);

/** Moves the audit one step forward, the only move the API allows a customer. */
function AuditStatusControlUngated({ auditId, status }: { auditId: string; status: string }) {
  const router = useRouter();
  const next = ORDER[ORDER.indexOf(status) + 1];
  const advance = useMutation({
    mutationFn: () => apiRequest(`/api/v1/audits/${auditId}`, { method: "PUT", body: { status: next } }),
    onSuccess: () => router.refresh(),
  });
  if (!next) return null;
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => {
          if (next !== "complete" || window.confirm("Complete the audit? A completed audit can no longer change.")) advance.mutate();
        }}
        disabled={advance.isPending}
        className={buttonClass("secondary")}
      >
        {advance.isPending ? "Saving…" : `Move to ${labelOf(AUDIT_STATUS_LABELS, next)}`}
      </button>
      {advance.error && (
        <p className="text-xs text-red-600" role="alert">
          {advance.error.message}
        </p>
      )}
    </div>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const AuditStatusControl = gated("member", AuditStatusControlUngated);
