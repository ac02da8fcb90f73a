"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/card";
import { apiRequest } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format/date-time";
import type { EmailDeliveryJson, InvitationListItemJson } from "@/lib/audits";

export const invitationsQueryKey = (auditId: string) => ["audit-invitations", auditId] as const;

/**
 * How soon to look again: every 2 s while a first send is under way, shortly after a scheduled
 * retry is due, and not at all once every e-mail is sent or has failed.
 */
function pollInterval(items: InvitationListItemJson[] | undefined, now = Date.now()): number | false {
  let next: number | false = false;
  for (const i of items ?? []) {
    const d = i.email_delivery;
    if (!d || d.status === "sent" || d.status === "failed") continue;
    const wait = d.status === "pending" && d.attempts > 0 && d.next_attempt_at ? new Date(d.next_attempt_at).getTime() - now + 2_000 : 2_000;
    const bounded = Math.min(Math.max(wait, 2_000), 10 * 60_000);
    next = next === false ? bounded : Math.min(next, bounded);
  }
  return next;
}

/** One line on where the invitation e-mail stands, e.g. "sent 22 Nov 2026, 10:32 UTC". */
export function deliveryText(d: NonNullable<EmailDeliveryJson>): string {
  const tries = `${d.attempts} attempt${d.attempts === 1 ? "" : "s"}`;
  switch (d.status) {
    case "sent":
      return `sent ${formatDateTime(d.sent_at)}`;
    case "sending":
      return "sending…";
    case "failed":
      return `failed after ${tries}${d.last_error ? `: ${d.last_error}` : ""}. Send a new invitation to try again.`;
    default:
      if (d.attempts === 0) return "queued";
      return `retrying (${tries})${d.last_error ? `: ${d.last_error}` : ""}${d.next_attempt_at ? `; next try ${formatDateTime(d.next_attempt_at)}` : ""}`;
  }
}

const TONE = { sent: "green", failed: "red", sending: "blue", pending: "amber" } as const;

/** The audit's invitations with their e-mail's delivery state, refreshed while an e-mail is on its way. */
export function InvitationList({ auditId, initial }: { auditId: string; initial: InvitationListItemJson[] }) {
  const { data: items = initial } = useQuery({
    queryKey: invitationsQueryKey(auditId),
    queryFn: () => apiRequest<InvitationListItemJson[]>(`/api/v1/audits/${auditId}/invitations?limit=50`),
    initialData: initial,
    refetchInterval: (query) => pollInterval(query.state.data),
  });

  if (items.length === 0) {
    return <p className="mb-4 text-sm text-slate-600">No auditor invited yet. The auditor receives a single-use link, valid 72 hours.</p>;
  }
  return (
    <ul className="mb-4 divide-y divide-slate-100 text-sm" data-testid="invitations">
      {items.map((i) => (
        <li key={i.id} className="py-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{i.name}</span>
            <span className="text-slate-600">{i.email}</span>
            {i.firm && <span className="text-slate-500">· {i.firm}</span>}
            <Badge tone={i.status === "accepted" ? "green" : i.status === "expired" ? "red" : "amber"}>
              {i.status === "accepted" ? "Joined" : i.status === "expired" ? "Link expired" : `Invited, link valid until ${formatDateTime(i.expires_at)}`}
            </Badge>
          </div>
          {i.email_delivery && i.status !== "accepted" && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600" data-testid="invitation-email-delivery" aria-live="polite">
              <span>Invitation e-mail:</span>
              <Badge tone={TONE[i.email_delivery.status]}>{deliveryText(i.email_delivery)}</Badge>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
