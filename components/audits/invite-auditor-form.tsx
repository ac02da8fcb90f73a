"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ApiError, apiRequest } from "@/lib/client/api";
import { invitationsQueryKey } from "./invitation-list";
import { formatDateTime } from "@/lib/format/date-time";
import type { InvitationJson } from "@/lib/audits";
import { buttonClass } from "@/components/ui/button";
import { gated } from "@/components/ui/role";
import { prose } from "@/lib/format/prose";

const input = prose(
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none",
  "focus:ring-1 focus:ring-brand-500",
);

function InviteAuditorFormUngated({ auditId, disabled }: { auditId: string; disabled?: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useMutation({
    mutationFn: (body: Record<string, string>) => apiRequest<InvitationJson>(`/api/v1/audits/${auditId}/invite-auditor`, { body }),
    onSuccess: () => {
      formRef.current?.reset();
      // The list then follows the e-mail's delivery (queued → sent, or retrying with the error).
      void queryClient.invalidateQueries({ queryKey: invitationsQueryKey(auditId) });
      router.refresh();
    },
    onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors() : {}),
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, string> = { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? "") };
    const firm = String(form.get("firm") ?? "").trim();
    if (firm) body.firm = firm;
    setErrors({});
    invite.mutate(body);
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-3" aria-label="Invite auditor">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="invite-name" className="block text-xs font-medium text-slate-700">
            Auditor name
          </label>
          <input id="invite-name" name="name" required maxLength={200} className={input} disabled={disabled} />
          {errors.name && <p className="mt-1 text-xs text-red-600">{errors.name}</p>}
        </div>
        <div>
          <label htmlFor="invite-email" className="block text-xs font-medium text-slate-700">
            E-mail
          </label>
          <input id="invite-email" name="email" type="email" required className={input} disabled={disabled} />
          {errors.email && <p className="mt-1 text-xs text-red-600">{errors.email}</p>}
        </div>
        <div>
          <label htmlFor="invite-firm" className="block text-xs font-medium text-slate-700">
            Firm <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input id="invite-firm" name="firm" maxLength={200} className={input} disabled={disabled} />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={disabled || invite.isPending} className={buttonClass("primary")}>
          {invite.isPending ? "Sending…" : "Send invitation"}
        </button>
        {invite.isSuccess && (
          <p className="text-sm text-green-700" role="status">
            Invitation sent to {invite.data.email}; the link expires {formatDateTime(invite.data.expires_at)}.
          </p>
        )}
        {invite.error && !(invite.error instanceof ApiError && invite.error.code === "validation_failed") && (
          <p className="text-sm text-red-600" role="alert">
            {invite.error.message}
          </p>
        )}
      </div>
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const InviteAuditorForm = gated("member", InviteAuditorFormUngated);
