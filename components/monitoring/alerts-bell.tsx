"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { ALERT_TYPE_LABELS, labelOf } from "@/lib/format/labels";
import type { AlertResponse } from "@/lib/monitoring";
import type { Page } from "@/lib/pagination";

type AlertsPage = { data: AlertResponse[]; pagination: Page<AlertResponse>["pagination"] };

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
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<AlertsPage>("/api/v1/monitoring/alerts?read=false&limit=10"),
    refetchInterval: 60_000,
  });
  const readAll = useMutation({
    mutationFn: () => apiFetch("/api/v1/monitoring/alerts/read-all", { method: "POST" }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: KEY });
      router.refresh();
    },
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  const alerts = query.data?.data ?? [];
  const count = alerts.length === 0 ? "" : query.data?.pagination.hasMore ? `${alerts.length}+` : String(alerts.length);
  return (
    <div className="relative" ref={box}>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={count ? `Alerts: ${count} unread` : "Alerts: none unread"}
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100"
        data-testid="alerts-bell"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {count && (
          <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white" data-testid="alerts-count">
            {count}
          </span>
        )}
      </button>
      {open && (
        <div className="fixed inset-x-4 top-14 z-20 mt-2 rounded-lg border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:w-80" role="dialog" aria-label="Unread alerts">
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2">
            <span className="text-sm font-semibold text-slate-800">Unread alerts</span>
            {alerts.length > 0 && (
              <button type="button" className="text-xs font-medium text-brand-600 hover:underline" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
                Mark all read
              </button>
            )}
          </div>
          {alerts.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-500">Nothing new.</p>
          ) : (
            <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
              {alerts.map((a) => {
                const target = alertHref(a);
                const body = (
                  <>
                    <p className={`text-xs font-medium ${a.severity === "critical" ? "text-red-700" : "text-amber-700"}`}>{labelOf(ALERT_TYPE_LABELS, a.type)}</p>
                    <p className="break-words text-sm text-slate-800">{a.title}</p>
                  </>
                );
                return (
                  <li key={a.id}>
                    {target ? (
                      <Link href={target.href} className="block px-4 py-2 hover:bg-slate-50 focus:bg-slate-50" onClick={() => setOpen(false)} data-testid="bell-alert">
                        {body}
                      </Link>
                    ) : (
                      <div className="px-4 py-2">{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <Link href="/monitoring/alerts" className="block border-t border-slate-100 px-4 py-2 text-center text-sm font-medium text-brand-600 hover:bg-slate-50" onClick={() => setOpen(false)}>
            All alerts
          </Link>
        </div>
      )}
    </div>
  );
}
