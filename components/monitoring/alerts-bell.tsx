"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/client/api";
import { ALERT_TYPE_LABELS, labelOf } from "@/lib/format/labels";
import type { AlertResponse } from "@/lib/alerts";
import type { PageBody } from "@/lib/pagination";
import { HeaderPopover, MarkAllRead, PopoverItem, unreadCount } from "@/components/ui/header-popover";
import { useCan } from "@/components/ui/role";

/** The bell's query; whatever marks alerts read invalidates it. */
export const UNREAD_ALERTS_KEY = ["monitoring", "unread-alerts"];
const KEY = UNREAD_ALERTS_KEY;

/** Where an alert leads: a schedule's result, a failing test, or the integration whose sync failed. */
export function alertHref(a: Pick<AlertResponse, "resultId" | "testId" | "integrationId">): { href: string; label: string } | null {
  if (a.testId) return { href: `/tests/${a.testId}`, label: "Open the test" };
  if (a.integrationId) return { href: `/integrations/${a.integrationId}`, label: "Open the integration" };
  if (a.resultId) return { href: `/monitoring/results/${a.resultId}`, label: "Open the result" };
  return null;
}

/** Header bell: unread alert count, the latest unread alerts, and mark-all-read. */
export function AlertsBell() {
  const client = useQueryClient();
  const router = useRouter();
  const canMark = useCan("member");
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<PageBody<AlertResponse>>("/api/v1/monitoring/alerts?read=false&limit=10"),
    refetchInterval: 60_000,
  });
  const readAll = useMutation({
    mutationFn: () => apiFetch("/api/v1/monitoring/alerts/read-all", { method: "POST" }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: KEY });
      router.refresh();
    },
  });

  const alerts = query.data?.data ?? [];
  const count = unreadCount(alerts.length, query.data?.pagination.hasMore);
  return (
    <HeaderPopover
      label={count ? `Alerts: ${count} unread` : "Alerts: none unread"}
      tooltip="Monitoring alerts: the team's open problems, failed checks and tests, shared by everyone"
      caption="Alerts"
      testId="alerts-bell"
      icon={
        <>
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </>
      }
      count={count}
      countTestId="alerts-count"
      countClassName="bg-red-600"
      title="Unread alerts"
      width="sm:w-80"
      listHeight="max-h-80"
      empty="Nothing new."
      action={canMark && alerts.length > 0 && <MarkAllRead onClick={() => readAll.mutate()} disabled={readAll.isPending} />}
      items={(close) =>
        alerts.map((a) => (
          <PopoverItem key={a.id} href={alertHref(a)?.href} onFollow={close} testId="bell-alert">
            <p className={`text-xs font-medium ${a.severity === "critical" ? "text-red-700" : "text-amber-700"}`}>{labelOf(ALERT_TYPE_LABELS, a.type)}</p>
            <p className="break-words text-sm text-slate-800">{a.title}</p>
          </PopoverItem>
        ))
      }
      footer={(close) => (
        <Link
          href="/monitoring/alerts"
          className="block border-t border-slate-100 px-4 py-2 text-center text-sm font-medium text-brand-600 hover:bg-slate-50"
          onClick={close}
        >
          All alerts
        </Link>
      )}
    />
  );
}
