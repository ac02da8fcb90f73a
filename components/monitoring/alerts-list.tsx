"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import type { AlertResponse, ReadAllResponse } from "@/lib/alerts";
import { alertHref, UNREAD_ALERTS_KEY } from "./alerts-bell";
import { formatDateTime } from "@/lib/format/date-time";
import { ALERT_TYPE_LABELS, labelOf } from "@/lib/format/labels";
import { ALERT_STATE_LABELS } from "@/lib/vocabulary";
import { useCan } from "@/components/ui/role";

/**
 * `scheduleLabels` names each alert's subject — its schedule (scheduleId → label) or its integration
 * (integrationId → label) — so alerts of two schedules or integrations never read alike.
 */
export function AlertsList({ alerts, scheduleLabels }: { alerts: AlertResponse[]; scheduleLabels: Record<string, string> }) {
  const router = useRouter();
  const client = useQueryClient();
  const refresh = () => {
    router.refresh();
    void client.invalidateQueries({ queryKey: UNREAD_ALERTS_KEY });
  };
  const readOne = useMutation({
    mutationFn: (id: string) => apiFetch(`/api/v1/monitoring/alerts/${id}/read`, { method: "POST" }),
    onSuccess: refresh,
  });
  const readAll = useMutation({
    mutationFn: () => apiFetch<{ data: ReadAllResponse }>("/api/v1/monitoring/alerts/read-all", { method: "POST" }),
    onSuccess: refresh,
  });
  const unread = alerts.filter((a) => !a.read).length;
  // Marking read changes the account's alerts: a member's (docs/api.md §4).
  const canMark = useCan("member");
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <p className="text-sm text-slate-600">{unread} unread on this page</p>
        {canMark && (
          <Button variant="secondary" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
            Mark all read
          </Button>
        )}
      </div>
      {readAll.data && (
        <p role="status" className="text-sm text-emerald-700">
          Marked {readAll.data.data.updated} alert{readAll.data.data.updated === 1 ? "" : "s"} read.
        </p>
      )}
      {(readOne.error || readAll.error) && (
        <p role="alert" className="text-sm text-red-600">
          {(readOne.error ?? readAll.error)?.message}
        </p>
      )}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {alerts.map((a) => (
          <li key={a.id} className={`flex flex-wrap items-start justify-between gap-3 p-4 ${a.read ? "" : "bg-brand-50/40"}`} data-testid="alert-row">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={a.severity === "critical" ? "red" : "amber"}>{labelOf(ALERT_TYPE_LABELS, a.type)}</Badge>
                <Badge tone={a.state === "open" ? "red" : "green"}>{ALERT_STATE_LABELS[a.state]}</Badge>
                {!a.read && <Badge tone="blue">unread</Badge>}
                <span className="text-xs text-slate-500">{formatDateTime(a.createdAt)}</span>
              </div>
              <p className="mt-1 font-medium text-slate-900">{a.title}</p>
              <p className="text-sm text-slate-600">{a.message}</p>
              <p className="text-xs text-slate-500" data-testid="alert-schedule">
                {(a.scheduleId ? scheduleLabels[a.scheduleId] : a.integrationId ? scheduleLabels[a.integrationId] : undefined) ??
                  (a.frameworkId ? scheduleLabels[a.frameworkId] : undefined) ??
                  ""}
                {a.occurrences > 1 && ` · seen in ${a.occurrences} checks, last ${formatDateTime(a.lastSeenAt)}`}
                {a.resolvedAt && ` · resolved ${formatDateTime(a.resolvedAt)}`}
              </p>
              <AlertLink alert={a} />
            </div>
            {canMark && !a.read && (
              <Button variant="ghost" onClick={() => readOne.mutate(a.id)} disabled={readOne.isPending} aria-label={`Mark “${a.title}” read`}>
                Mark read
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AlertLink({ alert }: { alert: AlertResponse }) {
  const target = alertHref(alert);
  if (!target) return null;
  return (
    <span className="flex flex-wrap gap-x-3">
      <Link href={target.href} className="text-sm font-medium text-brand-600 hover:underline">
        {target.label}
      </Link>
      {alert.testId && alert.integrationId && (
        <Link href={`/integrations/${alert.integrationId}`} className="text-sm font-medium text-brand-600 hover:underline">
          Open the integration
        </Link>
      )}
    </span>
  );
}
