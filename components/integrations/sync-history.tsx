import { Badge } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf, SYNC_TRIGGER_LABELS } from "@/lib/format/labels";
import { SYNC_OUTCOME_LABELS, syncOutcome } from "@/lib/vocabulary";
import type { SyncResponse } from "@/lib/integrations";
import { plural, syncTone } from "./format";

function duration(sync: SyncResponse): string | null {
  if (!sync.completedAt) return null;
  const seconds = Math.max(0, Math.round((Date.parse(sync.completedAt) - Date.parse(sync.startedAt)) / 1000));
  return seconds < 1 ? "under a second" : seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** An integration's syncs and pushes, newest first: what each saw and concluded, its error, and its evidence snapshot. */
export function SyncHistory({ syncs }: { syncs: SyncResponse[] }) {
  return (
    <ol className="divide-y divide-slate-100" aria-label="Sync history">
      {syncs.map((s) => {
        const took = duration(s);
        return (
          <li key={s.id} className="py-3 first:pt-0 last:pb-0" data-testid="sync-row">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={syncTone(syncOutcome(s))}>{labelOf(SYNC_OUTCOME_LABELS, syncOutcome(s))}</Badge>
              <span className="text-sm font-medium text-slate-800">{formatDateTime(s.startedAt)}</span>
              <span className="text-xs text-slate-500">
                {labelOf(SYNC_TRIGGER_LABELS, s.trigger)}
                {took && ` · took ${took}`}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {plural(s.resourcesSeen, "resource")} seen ({s.resourcesNew} new, {s.resourcesGone} gone) ·{" "}
              <span className="text-emerald-700">{s.passing} passing</span> ·{" "}
              <span className={s.failing > 0 ? "font-medium text-red-700" : ""}>{s.failing} failing</span>
              {s.errors > 0 && <> · {s.errors} could not be evaluated</>}
              {s.excluded > 0 && <> · {s.excluded} excluded</>}
            </p>
            {s.error && <p className="mt-1 break-words rounded-md bg-red-50 p-2 text-sm text-red-800">{s.error}</p>}
            {s.snapshot && (
              <p className="mt-1 text-xs text-slate-600">
                <a href={`/api/v1/evidence/files/${s.snapshot.fileId}`} className="font-medium text-brand-600 hover:underline" download>
                  Download the evidence snapshot (version {s.snapshot.version})
                </a>
                <span className="block break-all">
                  SHA-256 <span className="font-mono">{s.snapshot.sha256}</span>
                </span>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
