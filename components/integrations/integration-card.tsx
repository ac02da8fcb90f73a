import Link from "next/link";
import { Badge } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf, SYNC_FREQUENCY_LABELS } from "@/lib/format/labels";
import { INTEGRATION_STATUS_LABELS } from "@/lib/vocabulary";
import type { IntegrationResponse } from "@/lib/integrations";
import { integrationTone, plural } from "./format";
import { IntegrationActions } from "./integration-actions";

/** When the last sync ended (or began, while it runs). */
export const lastSyncTime = (i: Pick<IntegrationResponse, "lastSync">) => (i.lastSync ? (i.lastSync.completedAt ?? i.lastSync.startedAt) : null);

/** One connected integration in the list: status, last sync and its error, resources, failing tests, actions. */
export function IntegrationCard({ integration: i, providerName }: { integration: IntegrationResponse; providerName: string }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="integration-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{providerName}</p>
          <Link href={`/integrations/${i.id}`} className="break-words text-base font-semibold text-brand-700 hover:underline">
            {i.name}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <Badge tone={integrationTone(i.status)}>{labelOf(INTEGRATION_STATUS_LABELS, i.status)}</Badge>
            {i.paused && <Badge tone="amber">Paused</Badge>}
          </div>
        </div>
        <IntegrationActions integration={i} compact />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-500">Last sync</dt>
          <dd className="text-slate-800">{i.lastSync ? formatDateTime(lastSyncTime(i)) : "Never"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{i.mode === "push" ? "Re-evaluated" : "Next sync"}</dt>
          <dd className="text-slate-800">
            {i.paused ? "Paused" : i.nextSyncAt ? formatDateTime(i.nextSyncAt) : labelOf(SYNC_FREQUENCY_LABELS, i.syncFrequency)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Resources</dt>
          <dd className="tabular-nums text-slate-800">{i.resourceCount.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Failing tests</dt>
          <dd>
            {i.failingTests > 0 ? (
              <Link href={`/tests?integrationId=${i.id}&status=failing`} className="font-medium text-red-700 hover:underline">
                {plural(i.failingTests, "test")} failing
              </Link>
            ) : (
              <span className="text-slate-800">None</span>
            )}
          </dd>
        </div>
      </dl>
      {i.status === "sync_failed" && i.lastSync?.error && (
        <p className="mt-3 break-words rounded-md bg-red-50 p-2 text-sm text-red-800">
          <span className="font-medium">The last sync failed:</span> {i.lastSync.error}
        </p>
      )}
    </li>
  );
}
