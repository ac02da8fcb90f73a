"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiRequest } from "@/lib/client/api";
import { AUDIT_STATUS_LABEL } from "./labels";

const ORDER = ["draft", "in_progress", "evidence_review", "findings", "complete"];

/** Moves the audit one step forward, the only move the API allows a customer. */
export function AuditStatusControl({ auditId, status }: { auditId: string; status: string }) {
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
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 disabled:opacity-50"
      >
        {advance.isPending ? "Saving…" : `Move to ${AUDIT_STATUS_LABEL[next]}`}
      </button>
      {advance.error && (
        <p className="text-xs text-red-600" role="alert">
          {advance.error.message}
        </p>
      )}
    </div>
  );
}
