"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button, buttonClass } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import type { QueuedRunResponse, ResultResponse } from "@/lib/monitoring";
import { gated } from "@/components/ui/role";

/** Run now, edit and delete, for one schedule row. */
/** `label`: the schedule as the list names it (components/monitoring/format.ts `scheduleLabel`). */
function ScheduleActionsUngated({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const run = useMutation({
    mutationFn: () => apiFetch<{ data: ResultResponse | QueuedRunResponse }>(`/api/v1/monitoring/schedules/${id}/run`, { method: "POST" }),
    onSuccess: () => router.refresh(),
  });
  const remove = useMutation({
    mutationFn: () => apiFetch(`/api/v1/monitoring/schedules/${id}`, { method: "DELETE" }),
    onSuccess: () => router.refresh(),
  });
  const result = run.data?.data;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {result && result.status === "queued" && (
        <span role="status" className="text-xs text-slate-600">
          Queued
        </span>
      )}
      {result && result.status !== "queued" && (
        <Link role="status" href={`/monitoring/results/${result.id}`} className="text-xs font-medium text-brand-600 hover:underline">
          {result.status === "error" ? "Run failed — see why" : `Score ${result.score} · ${result.status}`}
        </Link>
      )}
      {(run.error || remove.error) && (
        <span role="alert" className="text-xs text-red-600">
          {(run.error ?? remove.error)?.message}
        </span>
      )}
      <Button variant="secondary" onClick={() => run.mutate()} disabled={run.isPending} aria-label={`Run ${label} now`}>
        {run.isPending ? "Running…" : "Run now"}
      </Button>
      <Link href={`/monitoring/schedules/${id}`} className={buttonClass("ghost")} aria-label={`Edit ${label}`}>
        Edit
      </Link>
      <Button
        variant="ghost"
        onClick={() => {
          if (window.confirm(`Delete the schedule “${label}”? Its results stay available.`)) remove.mutate();
        }}
        disabled={remove.isPending}
        aria-label={`Delete ${label}`}
      >
        Delete
      </Button>
    </div>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const ScheduleActions = gated("member", ScheduleActionsUngated);
