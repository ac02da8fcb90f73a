"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { apiRequest } from "@/lib/client/api";
import { buttonClass } from "@/components/ui/button";

/** Completes the audit after an explicit confirmation in a modal dialog. */
export function CompleteAuditButton({ pending }: { pending: number }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const complete = useMutation({
    mutationFn: () => apiRequest("/api/v1/auditor/complete", { method: "POST" }),
    onSuccess: () => {
      dialog.current?.close();
      router.refresh();
    },
  });
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className={buttonClass("primary")}
      >
        Complete audit…
      </button>
      <dialog ref={dialog} aria-labelledby="complete-title" className="m-auto w-full max-w-md rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40">
        <div className="space-y-4 p-6">
          <h2 id="complete-title" className="text-lg font-semibold text-slate-900">
            Complete this audit?
          </h2>
          <p className="text-sm text-slate-700">
            Completing locks the audit: no control review, evidence request or finding can change afterwards, for you or the organisation.
          </p>
          {pending > 0 && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800" role="note">
              {pending} control{pending === 1 ? " is" : "s are"} still pending review.
            </p>
          )}
          {complete.error && (
            <p role="alert" className="text-sm text-red-600">
              {complete.error.message}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => dialog.current?.close()} className={buttonClass("secondary")}>
              Cancel
            </button>
            <button
              type="button"
              onClick={() => complete.mutate()}
              disabled={complete.isPending}
              className={buttonClass("primary")}
            >
              {complete.isPending ? "Completing…" : "Yes, complete the audit"}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
