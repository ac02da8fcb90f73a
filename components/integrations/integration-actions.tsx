"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest, errorText } from "@/lib/client/api";
import type { IntegrationResponse, QueuedSyncResponse, SyncResponse } from "@/lib/integrations";
import { syncOutcome } from "@/lib/vocabulary";
import { plural } from "./format";
import { gated } from "@/components/ui/role";

function syncSummary(sync: SyncResponse | QueuedSyncResponse): { ok: boolean; text: string } {
  if (sync.status === "queued") return { ok: true, text: "Sync queued: it runs in the background; refresh in a minute." };
  if (sync.status === "failed") return { ok: false, text: `Sync failed: ${sync.error ?? "no reason given"}` };
  if (sync.status === "running") return { ok: true, text: "Sync started." };
  if (syncOutcome(sync) === "nothing_evaluated")
    return { ok: false, text: `Synced ${plural(sync.resourcesSeen, "resource")}, but no test could be evaluated (${sync.errors} could not evaluate).` };
  return { ok: sync.failing === 0, text: `Synced ${plural(sync.resourcesSeen, "resource")}: ${sync.passing} passing, ${sync.failing} failing.` };
}

/** "Sync now" (it may take a while: the button says so) and pause/resume, for one integration. */
function IntegrationActionsUngated({
  integration,
  compact = false,
}: {
  integration: Pick<IntegrationResponse, "id" | "name" | "paused" | "status">;
  compact?: boolean;
}) {
  const router = useRouter();
  const base = `/api/v1/integrations/${integration.id}`;
  const sync = useMutation({
    mutationFn: () => apiRequest<SyncResponse | QueuedSyncResponse>(`${base}/sync`, { method: "POST" }),
    onSettled: () => router.refresh(),
  });
  const pause = useMutation({
    mutationFn: (paused: boolean) => apiRequest<IntegrationResponse>(base, { method: "PUT", body: { paused } }),
    onSuccess: () => router.refresh(),
  });
  const summary = sync.data ? syncSummary(sync.data) : null;
  const error = sync.error ?? pause.error;
  const size = compact ? "px-2.5 py-1.5 text-xs" : "";
  return (
    <div className="flex min-w-0 flex-col items-start gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          className={size}
          onClick={() => sync.mutate()}
          disabled={sync.isPending || integration.status === "syncing"}
          aria-label={`Sync ${integration.name} now`}
          aria-busy={sync.isPending}
        >
          {sync.isPending && <Spinner />}
          {sync.isPending ? "Syncing…" : integration.status === "syncing" ? "Sync running" : "Sync now"}
        </Button>
        <Button
          variant="ghost"
          className={size}
          onClick={() => pause.mutate(!integration.paused)}
          disabled={pause.isPending}
          aria-label={`${integration.paused ? "Resume" : "Pause"} scheduled syncs of ${integration.name}`}
        >
          {integration.paused ? "Resume" : "Pause"}
        </Button>
      </div>
      <p role="status" aria-live="polite" className={`break-words text-xs ${summary && !summary.ok ? "text-red-700" : "text-slate-600"}`}>
        {sync.isPending ? "Syncing: this can take a minute for a large account." : (summary?.text ?? "")}
      </p>
      {error && (
        <p role="alert" className="break-words text-xs text-red-600">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

export function Spinner() {
  return (
    <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const IntegrationActions = gated("member", IntegrationActionsUngated);
